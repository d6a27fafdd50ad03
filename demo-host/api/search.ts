/** /search: discussions and comments matching a query, with excerpts and paging. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { fieldError } from '../lib/errors.ts';
import { excerpt, stripTags } from '../lib/html.ts';
import { hasExpand } from '../lib/query.ts';
import { discussionPath, originOf } from '../lib/urls.ts';
import { pageQuery, paging, setPagingHeaders } from '../lib/paging.ts';
import { allCategories, breadcrumbs, descendantIDs } from '../model/categories.ts';
import { userFragments } from '../model/users.ts';
import { obj } from './schemas.ts';

interface Hit {
  recordType: 'discussion' | 'comment';
  recordID: number;
  discussionID: number;
  commentID: number | null;
  name: string;
  body: string;
  categoryID: number;
  insertUserID: number;
  dateInserted: string;
  dateUpdated: string | null;
  type: string;
  score: number;
}

interface SearchQuery {
  query?: string;
  search?: string;
  recordTypes?: string[];
  types?: string[];
  categoryID?: number;
  includeChildCategories?: boolean;
  insertUserIDs?: number[];
  tags?: string[];
  name?: string;
  expand?: string[];
  page?: number;
  limit?: number;
}

export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: SearchQuery }>(
    '/search',
    {
      schema: {
        querystring: obj({
          query: { type: 'string', maxLength: 200 },
          search: { type: 'string', maxLength: 200 },
          recordTypes: {
            type: 'array',
            items: { type: 'string', enum: ['discussion', 'comment', 'article', 'group', 'user'] },
          },
          types: { type: 'array', items: { type: 'string' } },
          categoryID: { type: 'integer' },
          includeChildCategories: { type: 'boolean' },
          insertUserIDs: { type: 'array', items: { type: 'integer' } },
          tags: { type: 'array', items: { type: 'string' } },
          name: { type: 'string' },
          expand: { type: 'array', items: { type: 'string' } },
          ...pageQuery,
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        }),
      },
    },
    async (req, reply) => {
      const q = req.query;
      const text = (q.query ?? q.search ?? '').trim();
      if (
        !text &&
        !q.name &&
        !q.tags?.length &&
        !q.insertUserIDs?.length &&
        q.categoryID === undefined
      ) {
        throw fieldError('query', 'query is required.', 'required');
      }
      const all = allCategories(ctx.db);
      let cats = req.perms.categoriesWith('discussions.view');
      if (q.categoryID !== undefined) {
        const wanted = q.includeChildCategories ? descendantIDs(all, q.categoryID) : [q.categoryID];
        cats = cats.filter((c) => wanted.includes(c));
      }
      const types = q.recordTypes ?? ['discussion', 'comment'];
      const like = `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      const parts: string[] = [];
      const args: unknown[] = [];
      const catSql = cats.length ? cats.map(() => '?').join(',') : 'NULL';
      if (types.includes('discussion')) {
        parts.push(`SELECT 'discussion' AS recordType, d.discussionID AS recordID, d.discussionID, NULL AS commentID, d.name, d.body,
          d.categoryID, d.insertUserID, d.dateInserted, d.dateUpdated, d.type, 0 AS score FROM discussions d
          WHERE d.categoryID IN (${catSql}) AND (d.name LIKE ? ESCAPE '\\' OR d.body LIKE ? ESCAPE '\\')
          ${q.name ? "AND d.name LIKE ? ESCAPE '\\'" : ''}
          ${q.tags?.length ? `AND d.discussionID IN (SELECT dt.discussionID FROM discussion_tags dt JOIN tags t ON t.tagID = dt.tagID WHERE t.name IN (${q.tags.map(() => '?').join(',')}) OR t.urlcode IN (${q.tags.map(() => '?').join(',')}))` : ''}`);
        args.push(
          ...cats,
          like,
          like,
          ...(q.name ? [`%${q.name}%`] : []),
          ...(q.tags ?? []),
          ...(q.tags ?? []),
        );
      }
      if (types.includes('comment') && !q.name && !q.tags?.length) {
        parts.push(`SELECT 'comment', c.commentID, c.discussionID, c.commentID, 'Re: ' || d.name, c.body, d.categoryID, c.insertUserID,
          c.dateInserted, c.dateUpdated, 'comment', 0 FROM comments c JOIN discussions d ON d.discussionID = c.discussionID
          WHERE d.categoryID IN (${catSql}) AND c.body LIKE ? ESCAPE '\\'`);
        args.push(...cats, like);
      }
      if (!parts.length) {
        setPagingHeaders(req, reply, paging(q, 10), 0);
        return [];
      }
      let sql = `SELECT * FROM (${parts.join(' UNION ALL ')})`;
      if (q.insertUserIDs?.length) {
        sql += ` WHERE insertUserID IN (${q.insertUserIDs.map(() => '?').join(',')})`;
        args.push(...q.insertUserIDs);
      }
      const hits = ctx.db
        .prepare(`${sql} ORDER BY dateInserted DESC, recordID DESC`)
        .all(...args) as Hit[];
      const p = paging(q, 10);
      const page = hits.slice(p.offset, p.offset + p.limit);
      const origin = originOf(req);
      const users = userFragments(
        ctx.db,
        page.map((h) => h.insertUserID),
        origin,
      );
      setPagingHeaders(req, reply, p, hits.length);
      return page.map((h) => {
        const url = h.commentID
          ? `${origin}/discussion/comment/${h.commentID}#Comment_${h.commentID}`
          : `${origin}${discussionPath(h.discussionID, h.name)}`;
        const out: Record<string, unknown> = {
          recordType: h.recordType,
          recordID: h.recordID,
          discussionID: h.discussionID,
          categoryID: h.categoryID,
          name: h.name,
          body: stripTags(h.body),
          excerpt: excerpt(h.body, 200),
          url,
          type:
            h.type === 'comment' ? 'comment' : h.type === 'question' ? 'question' : 'discussion',
          dateInserted: h.dateInserted,
          dateUpdated: h.dateUpdated,
          insertUserID: h.insertUserID,
          updateUserID: null,
          score: h.score,
          labelCodes: [],
          isForeign: false,
        };
        if (h.commentID) out.commentID = h.commentID;
        if (hasExpand(q.expand, 'insertUser')) out.insertUser = users.get(h.insertUserID);
        if (hasExpand(q.expand, 'breadcrumbs'))
          out.breadcrumbs = breadcrumbs(all, h.categoryID, origin);
        return out;
      });
    },
  );
}
