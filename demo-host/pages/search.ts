/**
 * /search?query= (or ?search=, as the title bar sends without the new search page), and
 * /kb/search in knowledge-base mode: the SearchResults marker, holding the legacy
 * server-rendered results (titles and bodies of visible discussions and comments) as the
 * no-script fallback, shown until the widget mounts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { esc, excerpt } from '../lib/html.ts';
import { originOf } from '../lib/urls.ts';
import {
  serializeDiscussions,
  DISCUSSION_SELECT,
  type DiscussionRow,
} from '../model/discussions.ts';
import { COMMENT_SELECT, type CommentRow } from '../model/comments.ts';
import { discussionListHtml } from './discussionList.ts';
import { dateHtml, marker } from './html.ts';
import { renderPage } from './layout.ts';

const LIMIT = 50;

function text(v: unknown): string {
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' ? s : '';
}

export function registerSearchPage(app: FastifyInstance, ctx: AppContext): void {
  const page =
    (knowledgeBase: boolean) =>
    async (
      req: FastifyRequest<{
        Querystring: { query?: string | string[]; search?: string | string[] };
      }>,
      reply: FastifyReply,
    ) => {
      const terms = (text(req.query.query) || text(req.query.search)).trim().slice(0, 200);
      let results = '<p>Type something to search for.</p>';
      if (terms) {
        const cats = req.perms.categoriesWith('discussions.view');
        const inCats = cats.map(() => '?').join(',') || 'NULL';
        const like = `%${terms.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
        const rows = ctx.db
          .prepare(
            `${DISCUSSION_SELECT} WHERE d.categoryID IN (${inCats}) AND (d.name LIKE ? ESCAPE '\\' OR d.body LIKE ? ESCAPE '\\') ORDER BY d.dateInserted DESC LIMIT ${LIMIT}`,
          )
          .all(...cats, like, like) as DiscussionRow[];
        const items = serializeDiscussions(ctx.db, rows, {
          viewerID: req.viewer.userID,
          origin: originOf(req),
          expand: (n) => n === 'insertUser' || n === 'category',
        });
        const comments = ctx.db
          .prepare(
            `${COMMENT_SELECT} WHERE d.categoryID IN (${inCats}) AND c.body LIKE ? ESCAPE '\\' ORDER BY c.dateInserted DESC LIMIT ${LIMIT}`,
          )
          .all(...cats, like) as CommentRow[];
        const commentHtml = comments.length
          ? `<ul class="DataList Comments">${comments
              .map(
                (c) => `<li class="Item ItemComment" id="Comment_${c.commentID}">
  <a class="Title" href="/discussion/comment/${c.commentID}">Re: ${esc(c.discussionName)}</a>
  <div class="Excerpt">${esc(excerpt(c.body, 200))}</div>
  <div class="Meta"><span>${dateHtml(c.dateInserted)}</span></div>
</li>`,
              )
              .join('\n')}</ul>`
          : '<p class="Empty">No comments matched.</p>';
        results = `<p class="SearchSummary">${rows.length}${rows.length === LIMIT ? '+' : ''} discussions and ${comments.length}${comments.length === LIMIT ? '+' : ''} comments match “${esc(terms)}”.</p>
<h2>Discussions</h2>${discussionListHtml(items, `No discussions match “${terms}”.`)}
<h2>Comments</h2>${commentHtml}`;
      }
      const action = knowledgeBase ? '/kb/search' : '/search';
      const fallback = `<h1>Search</h1><form method="get" action="${action}" role="search"><input type="search" name="query" value="${esc(terms)}" aria-label="Search"> <button class="Button" type="submit">Search</button></form>
<section class="SearchResults">${results}</section>`;
      const body = marker('SearchResults', knowledgeBase ? { knowledgeBase: true } : {}, fallback);
      return renderPage(ctx, req, reply, { title: terms ? `Search: ${terms}` : 'Search', body });
    };
  app.get('/search', page(false));
  // Knowledge-base mode: the title bar's search goes here; the same results page, its form and
  // the widget's address written back on /kb/search.
  app.get('/kb/search', page(true));
}
