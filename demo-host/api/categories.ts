/** /categories: list, get, search, per-user preferences, follow. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { fieldError, notFound, permissionError } from '../lib/errors.ts';
import { hasExpand, parseIDList } from '../lib/query.ts';
import { originOf } from '../lib/urls.ts';
import { nowIso } from '../lib/time.ts';
import { pageQuery, paging, setPagingHeaders } from '../lib/paging.ts';
import {
  breadcrumbs,
  categoryContext,
  categoryPreferences,
  getCategory,
  serializeCategory,
  type CategoryRow,
} from '../model/categories.ts';
import { getConfig } from '../model/config.ts';
import { requireSelfOrPermission } from './guards.ts';
import { expandQuery, idParams, obj } from './schemas.ts';

const PREF_KEYS = [
  'preferences.followed',
  'preferences.popup.posts',
  'preferences.email.posts',
  'preferences.popup.comments',
  'preferences.email.comments',
  'preferences.email.digest',
];
const prefsSchema = obj(
  Object.fromEntries(PREF_KEYS.map((k) => [k, { type: 'boolean' }])),
  [],
  false,
);

function visibleCategory(req: FastifyRequest, c: CategoryRow | undefined): CategoryRow {
  if (!c) throw notFound('Category');
  if (!req.perms.inCategory('discussions.view', c.categoryID))
    throw permissionError(['discussions.view'], [c.categoryID]);
  return c;
}

export function registerCategoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{
    Querystring: {
      categoryID?: string;
      parentCategoryID?: number;
      followed?: boolean;
      maxDepth?: number;
      outputFormat?: 'flat' | 'tree';
      expand?: string[];
      page?: number;
      limit?: number;
    };
  }>(
    '/categories',
    {
      schema: {
        querystring: obj({
          categoryID: {},
          parentCategoryID: { type: 'integer' },
          followed: { type: 'boolean' },
          maxDepth: { type: 'integer', minimum: 1 },
          outputFormat: { type: 'string', enum: ['flat', 'tree'] },
          expand: expandQuery,
          ...pageQuery,
          limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
        }),
      },
    },
    async (req, reply) => {
      const q = req.query;
      const cctx = categoryContext(ctx.db, req.viewer.userID, originOf(req));
      const ids = parseIDList(q.categoryID);
      if (ids?.some((n) => !Number.isFinite(n)))
        throw fieldError('categoryID', 'categoryID is not a valid range expression.');
      let list = cctx.all.filter((c) => req.perms.inCategory('discussions.view', c.categoryID));
      if (ids) list = list.filter((c) => ids.includes(c.categoryID));
      if (q.parentCategoryID !== undefined)
        list = list.filter((c) => (c.parentCategoryID ?? -1) === q.parentCategoryID);
      if (q.followed) list = list.filter((c) => cctx.followed.has(c.categoryID));
      const serialized = list.map((c) => {
        const s = serializeCategory(c, cctx);
        if (hasExpand(q.expand, 'preferences'))
          s.preferences = categoryPreferences(ctx.db, req.viewer.userID, c.categoryID);
        return s;
      });
      let result = serialized.filter((s) => !q.maxDepth || (s.depth as number) <= q.maxDepth);
      if (q.outputFormat === 'tree') {
        const byParent = (pid: number | null): Record<string, unknown>[] =>
          result
            .filter((s) => s.parentCategoryID === pid)
            .map((s) => ({ ...s, children: byParent(s.categoryID as number) }));
        result = byParent(q.parentCategoryID ?? null);
      }
      const p = paging(q, 100);
      setPagingHeaders(req, reply, p, result.length);
      return result.slice(p.offset, p.offset + p.limit);
    },
  );

  app.get<{
    Querystring: {
      query: string;
      parentCategoryID?: number;
      expand?: string[];
      page?: number;
      limit?: number;
    };
  }>(
    '/categories/search',
    {
      schema: {
        querystring: obj(
          {
            query: { type: 'string' },
            parentCategoryID: { type: 'integer' },
            expand: expandQuery,
            ...pageQuery,
          },
          ['query'],
        ),
      },
    },
    async (req, reply) => {
      const cctx = categoryContext(ctx.db, req.viewer.userID, originOf(req));
      const needle = req.query.query.trim().toLowerCase();
      let list = cctx.all.filter(
        (c) =>
          req.perms.inCategory('discussions.view', c.categoryID) &&
          c.name.toLowerCase().includes(needle),
      );
      if (req.query.parentCategoryID !== undefined)
        list = list.filter((c) => c.parentCategoryID === req.query.parentCategoryID);
      const p = paging(req.query, 50);
      setPagingHeaders(req, reply, p, list.length);
      return list.slice(p.offset, p.offset + p.limit).map((c) => {
        const s = serializeCategory(c, cctx);
        if (hasExpand(req.query.expand, 'breadcrumbs'))
          s.breadcrumbs = breadcrumbs(cctx.all, c.categoryID, cctx.origin);
        return s;
      });
    },
  );

  app.get<{ Params: { id: number }; Querystring: { expand?: string[] } }>(
    '/categories/:id',
    { schema: { params: idParams, querystring: obj({ expand: expandQuery }) } },
    async (req) => {
      const c = visibleCategory(req, getCategory(ctx.db, req.params.id));
      const cctx = categoryContext(ctx.db, req.viewer.userID, originOf(req));
      const s = serializeCategory(c, cctx);
      s.breadcrumbs = breadcrumbs(cctx.all, c.categoryID, cctx.origin);
      if (req.viewer.signedIn)
        s.preferences = categoryPreferences(ctx.db, req.viewer.userID, c.categoryID);
      return s;
    },
  );

  const prefParams = obj(
    { id: { type: 'integer', minimum: 1 }, userID: { type: 'integer', minimum: 1 } },
    ['id', 'userID'],
  );
  app.get<{ Params: { id: number; userID: number } }>(
    '/categories/:id/preferences/:userID',
    { schema: { params: prefParams } },
    async (req) => {
      requireSelfOrPermission(req, req.params.userID);
      visibleCategory(req, getCategory(ctx.db, req.params.id));
      return categoryPreferences(ctx.db, req.params.userID, req.params.id);
    },
  );

  app.patch<{ Params: { id: number; userID: number }; Body: Record<string, boolean> }>(
    '/categories/:id/preferences/:userID',
    { schema: { params: prefParams, body: prefsSchema } },
    async (req) => {
      requireSelfOrPermission(req, req.params.userID);
      const c = visibleCategory(req, getCategory(ctx.db, req.params.id));
      const next = { ...categoryPreferences(ctx.db, req.params.userID, c.categoryID), ...req.body };
      const digestOn = getConfig(ctx.db, 'emails.digest') === true;
      if (
        next['preferences.followed'] &&
        !digestOn &&
        !PREF_KEYS.slice(1, 5).some((k) => next[k])
      ) {
        throw fieldError(
          'preferences',
          'At least one notification method must be selected to receive notifications',
          'required',
        );
      }
      if (!next['preferences.followed']) for (const k of PREF_KEYS) next[k] = false;
      ctx.db
        .prepare(
          `INSERT INTO user_category (userID, categoryID, preferences, dateFollowed) VALUES (?, ?, ?, ?)
           ON CONFLICT (userID, categoryID) DO UPDATE SET preferences = excluded.preferences,
           dateFollowed = COALESCE(user_category.dateFollowed, excluded.dateFollowed)`,
        )
        .run(
          req.params.userID,
          c.categoryID,
          JSON.stringify(next),
          next['preferences.followed'] ? nowIso() : null,
        );
      return categoryPreferences(ctx.db, req.params.userID, c.categoryID);
    },
  );
}
