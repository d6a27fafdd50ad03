/** /tags: lookup by name (the tag picker), get one. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { originOf } from '../lib/urls.ts';
import { pageQuery, paging, setPagingHeaders } from '../lib/paging.ts';
import { idParams, obj } from './schemas.ts';

interface TagRow {
  tagID: number;
  name: string;
  urlcode: string;
  type: string;
  parentTagID: number | null;
  countDiscussions: number;
}

function serialize(t: TagRow, origin: string): Record<string, unknown> {
  return {
    tagID: t.tagID,
    id: t.tagID,
    name: t.name,
    urlcode: t.urlcode,
    urlCode: t.urlcode,
    type: t.type || 'User',
    parentTagID: t.parentTagID,
    countDiscussions: t.countDiscussions,
    url: `${origin}/discussions?tagID=${t.tagID}`,
  };
}

const SELECT = `SELECT t.*, (SELECT COUNT(*) FROM discussion_tags dt WHERE dt.tagID = t.tagID) AS countDiscussions FROM tags t`;

export function registerTagRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{
    Querystring: {
      query?: string;
      tagID?: number[];
      page?: number;
      limit?: number;
      excludeNoCountDiscussion?: boolean;
    };
  }>(
    '/tags',
    {
      schema: {
        querystring: obj({
          query: { type: 'string', maxLength: 100 },
          tagID: { type: 'array', items: { type: 'integer' } },
          type: { type: 'array', items: { type: 'string' } },
          excludeNoCountDiscussion: { type: 'boolean' },
          ...pageQuery,
        }),
      },
    },
    async (req, reply) => {
      const where: string[] = [];
      const args: unknown[] = [];
      if (req.query.query) {
        where.push('(t.name LIKE ? OR t.urlcode LIKE ?)');
        args.push(`${req.query.query}%`, `${req.query.query}%`);
      }
      if (req.query.tagID?.length) {
        where.push(`t.tagID IN (${req.query.tagID.map(() => '?').join(',')})`);
        args.push(...req.query.tagID);
      }
      const sql = `SELECT * FROM (${SELECT}) t ${where.length ? `WHERE ${where.join(' AND ')}` : ''}${req.query.excludeNoCountDiscussion ? `${where.length ? ' AND' : ' WHERE'} t.countDiscussions > 0` : ''}`;
      const all = ctx.db.prepare(`${sql} ORDER BY t.name`).all(...args) as TagRow[];
      const p = paging(req.query, 30);
      setPagingHeaders(req, reply, p, all.length);
      return all.slice(p.offset, p.offset + p.limit).map((t) => serialize(t, originOf(req)));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/tags/:id',
    { schema: { params: idParams } },
    async (req) => {
      const t = ctx.db.prepare(`${SELECT} WHERE t.tagID = ?`).get(req.params.id) as
        TagRow | undefined;
      if (!t) throw notFound('Tag');
      return serialize(t, originOf(req));
    },
  );
}
