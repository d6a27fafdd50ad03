/** /search: legacy search results (titles and bodies of visible discussions). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { esc } from '../lib/html.ts';
import { originOf } from '../lib/urls.ts';
import {
  serializeDiscussions,
  DISCUSSION_SELECT,
  type DiscussionRow,
} from '../model/discussions.ts';
import { discussionListHtml } from './discussionList.ts';
import { marker } from './html.ts';
import { renderPage } from './layout.ts';

export function registerSearchPage(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { query?: string; search?: string } }>('/search', async (req, reply) => {
    const text = String(req.query.query ?? req.query.search ?? '')
      .trim()
      .slice(0, 200);
    let results = '<p>Type something to search for.</p>';
    if (text) {
      const cats = req.perms.categoriesWith('discussions.view');
      const like = `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      const rows = ctx.db
        .prepare(
          `${DISCUSSION_SELECT} WHERE d.categoryID IN (${cats.map(() => '?').join(',') || 'NULL'}) AND (d.name LIKE ? ESCAPE '\\' OR d.body LIKE ? ESCAPE '\\') ORDER BY d.dateInserted DESC LIMIT 50`,
        )
        .all(...cats, like, like) as DiscussionRow[];
      const items = serializeDiscussions(ctx.db, rows, {
        viewerID: req.viewer.userID,
        origin: originOf(req),
        expand: (n) => n === 'insertUser' || n === 'category',
      });
      results = discussionListHtml(items, `No results for “${text}”.`);
    }
    const body = `<h1>Search</h1><form method="get" action="/search" role="search"><input type="search" name="query" value="${esc(text)}" aria-label="Search"> <button class="Button" type="submit">Search</button></form>
${marker('SearchResults', { query: text }, results)}`;
    return renderPage(ctx, req, reply, { title: 'Search', body });
  });
}
