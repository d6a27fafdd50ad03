/**
 * Custom layouts (issue 21; spec 03 §2, §3, §7): GET /layouts/lookup-hydrate answers the stored
 * layout of a view with every widget's data filled in from the database (categories, tags,
 * users, totals, leaders, discussions…), a `redirectTo`, or 404; GET /fragments/{uuid}/js and
 * /css serve custom fragments; GET /tick (administrators) lists the page views POST /tick stored.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { fieldError, notFound } from '../lib/errors.ts';
import { originOf } from '../lib/urls.ts';
import { getConfig } from '../model/config.ts';
import { findLayout, getFragment, LAYOUT_VIEW_TYPES } from '../model/layouts.ts';
import { getCategory } from '../model/categories.ts';
import { getComment } from '../model/comments.ts';
import { CUSTOM_PAGES_KEY, customPageByID } from '../model/customPages.ts';
import { setConfig } from '../model/config.ts';
import { isSeeded } from '../seed/seed.ts';
import { seedLayouts } from '../seed/layoutsSeed.ts';
import { DEFAULT_CONFIG } from '../seed/config.ts';
import { requireAdmin, requireSignedIn } from './guards.ts';
import { visibleDiscussion } from './discussionAccess.ts';
import { HYDRATORS, type HydrateEnv } from './layoutHydrate.ts';
import { obj } from './schemas.ts';

type Node = { $reactComponent?: unknown; $reactProps?: unknown; $fragmentImpl?: unknown };

/** `params[locale]=en&params[categoryID]=3` (or `params` as a JSON object) → a flat map. */
export function layoutParams(rawUrl: string): Record<string, string> {
  const search = new URL(rawUrl, 'http://x').searchParams;
  const out: Record<string, string> = {};
  for (const [key, value] of search) {
    const m = /^params\[([A-Za-z0-9_.-]{1,40})\]$/.exec(key);
    if (m?.[1]) out[m[1]] = value;
  }
  const json = search.get('params');
  if (json) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      throw fieldError('params', 'params must be an object.');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw fieldError('params', 'params must be an object.');
    for (const [k, v] of Object.entries(parsed as Record<string, unknown>))
      if (['string', 'number'].includes(typeof v)) out[k] = String(v);
  }
  return out;
}

/** Replaces `{ $hydrate: 'param', ref }` with the param (numbers stay numbers), deep. */
function fillParams(value: unknown, params: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => fillParams(v, params));
  if (!value || typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  if (o.$hydrate === 'param' && typeof o.ref === 'string') return params[o.ref];
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    const filled = fillParams(v, params);
    if (filled !== undefined) out[k] = filled;
  }
  return out;
}

/** Fills each node's data (its hydrator) and its children's, depth first. */
function hydrateNodes(nodes: unknown, env: HydrateEnv): unknown {
  if (!Array.isArray(nodes)) return nodes;
  return nodes.map((raw: Node) => {
    if (!raw || typeof raw !== 'object' || typeof raw.$reactComponent !== 'string') return raw;
    const props = (fillParams(raw.$reactProps ?? {}, env.params) ?? {}) as Record<string, unknown>;
    for (const [k, v] of Object.entries(props)) {
      if (Array.isArray(v) && v.some((n: Node) => n && typeof n.$reactComponent === 'string'))
        props[k] = hydrateNodes(v, env);
      else if (k === 'columns' && Array.isArray(v)) props[k] = v.map((c) => hydrateNodes(c, env));
      else if (k === 'tabs' && Array.isArray(v))
        props[k] = v.map((t: { children?: unknown }) => ({
          ...t,
          children: hydrateNodes(t.children, env),
        }));
    }
    const hydrator = HYDRATORS[raw.$reactComponent];
    const node: Record<string, unknown> = {
      $reactComponent: raw.$reactComponent,
      $reactProps: hydrator ? hydrator(props, env) : props,
    };
    const frag = raw.$fragmentImpl as { fragmentUUID?: string } | undefined;
    if (frag?.fragmentUUID) {
      const uuid = encodeURIComponent(frag.fragmentUUID);
      node.$fragmentImpl = {
        ...frag,
        jsUrl: `${env.origin}/api/v2/fragments/${uuid}/js`,
        cssUrl: `${env.origin}/api/v2/fragments/${uuid}/css`,
      };
    }
    return node;
  });
}

const RECORD_ID = /^(-1|\d{1,9}|[a-z0-9-]{1,100})$/i;

/** The record a view is about: checks it exists and is visible, and names its params. */
function recordParams(
  ctx: AppContext,
  req: FastifyRequest,
  recordType: string,
  recordID: string,
): {
  params: Record<string, string | number>;
  title?: string;
  layoutRecordID: string;
  page?: HydrateEnv['page'];
} {
  if (recordType === 'global') {
    if (recordID !== '-1') throw fieldError('recordID', 'recordID must be -1 for global layouts.');
    return { params: {}, layoutRecordID: '-1' };
  }
  if (recordType === 'category') {
    const c = getCategory(ctx.db, recordID);
    if (!c || !req.perms.inCategory('discussions.view', c.categoryID)) throw notFound('Category');
    return {
      params: { categoryID: c.categoryID },
      title: c.name,
      layoutRecordID: String(c.categoryID),
    };
  }
  if (recordType === 'discussion' || recordType === 'comment') {
    let id = Number(recordID);
    if (recordType === 'comment') {
      const comment = getComment(ctx.db, id);
      if (!comment) throw notFound('Comment');
      id = comment.discussionID;
    }
    if (!Number.isInteger(id) || id < 1) throw notFound('Discussion');
    const d = visibleDiscussion(ctx, req, id);
    return {
      params: { discussionID: d.discussionID, categoryID: d.categoryID },
      title: d.name,
      layoutRecordID: String(d.discussionID),
    };
  }
  if (recordType === 'customPage') {
    // A page of the config value customLayout.customPages that has its own layout.
    const page = /^\d{1,9}$/.test(recordID) ? customPageByID(ctx.db, Number(recordID)) : undefined;
    const row = page && findLayout(ctx.db, 'customPage', 'customPage', String(page.customPageID));
    if (!page || !row) throw notFound('Page');
    return {
      params: { customPageID: page.customPageID },
      title: row.name,
      layoutRecordID: String(page.customPageID),
      page: { name: row.name, url: page.urlcode },
    };
  }
  throw notFound('Layout');
}

const SITE_WIDE_TITLES: Record<string, string> = {
  discussionList: 'Discussions',
  categoryList: 'Categories',
};

export function registerLayoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A database seeded before migration 004, or before a demo layout was added, gets the demo
  // layouts it lacks, and the demo custom page's config value when it has none.
  if (isSeeded(ctx.db))
    ctx.db.transaction(() => {
      seedLayouts(ctx.db, { missingOnly: true });
      if (getConfig(ctx.db, CUSTOM_PAGES_KEY) === undefined)
        setConfig(ctx.db, { [CUSTOM_PAGES_KEY]: DEFAULT_CONFIG[CUSTOM_PAGES_KEY] });
    })();

  app.get<{ Querystring: { layoutViewType: string; recordType: string; recordID: string } }>(
    '/layouts/lookup-hydrate',
    {
      schema: {
        querystring: obj(
          {
            layoutViewType: { type: 'string', enum: LAYOUT_VIEW_TYPES },
            recordType: { type: 'string', pattern: '^[a-zA-Z]{1,40}$' },
            recordID: { type: 'string', maxLength: 100 },
          },
          ['layoutViewType', 'recordType', 'recordID'],
        ),
      },
    },
    async (req) => {
      const { layoutViewType, recordType, recordID } = req.query;
      if (!RECORD_ID.test(recordID)) throw fieldError('recordID', 'recordID is not valid.');
      const given = layoutParams(req.url);
      const record = recordParams(ctx, req, recordType, recordID);
      const row = findLayout(
        ctx.db,
        layoutViewType,
        recordType === 'comment' ? 'discussion' : recordType,
        record.layoutRecordID,
      );
      if (!row) throw notFound('Layout');
      if (row.redirectTo) return { redirectTo: row.redirectTo, status: 302 };
      const page = Number(given.page ?? 1);
      if (!Number.isInteger(page) || page < 1 || page > 10000)
        throw fieldError('params', 'page must be a positive integer.');
      const params: Record<string, string | number> = { ...given, ...record.params, page };
      const env: HydrateEnv = {
        ctx,
        req,
        origin: originOf(req),
        params,
        viewType: layoutViewType,
        page: record.page,
      };
      const siteName = String(getConfig(ctx.db, 'garden.title') ?? 'Demo Forum');
      const title =
        record.title ??
        SITE_WIDE_TITLES[layoutViewType] ??
        String(getConfig(ctx.db, 'garden.homepageTitle') ?? siteName);
      return {
        layoutID: row.layoutID,
        layoutViewType,
        layout: hydrateNodes(JSON.parse(row.layout), env),
        titleBar: { $reactComponent: 'TitleBar', $reactProps: {} },
        contexts: [{ recordType, recordID: record.layoutRecordID, ...record.params }],
        // The page's own title: the library joins the site name with ' - ' (02 §2).
        seo: { title: layoutViewType === 'home' ? siteName : title },
      };
    },
  );

  const fragment =
    (kind: 'js' | 'css') =>
    async (
      req: FastifyRequest<{ Params: { uuid: string } }>,
      reply: import('fastify').FastifyReply,
    ) => {
      const f = getFragment(ctx.db, req.params.uuid);
      if (!f) throw notFound('Fragment');
      return reply
        .type(kind === 'js' ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8')
        .header('X-Content-Type-Options', 'nosniff')
        .send(kind === 'js' ? f.js : f.css);
    };
  app.get('/fragments/:uuid/js', fragment('js'));
  app.get('/fragments/:uuid/css', fragment('css'));

  // For tests and the admin: the page views POST /tick stored, newest first.
  app.get<{ Querystring: { limit?: number } }>(
    '/tick',
    { schema: { querystring: obj({ limit: { type: 'integer', minimum: 1, maximum: 500 } }) } },
    async (req) => {
      requireSignedIn(req);
      requireAdmin(req);
      const rows = ctx.db
        .prepare(
          'SELECT id, type, url, discussionID, categoryID, userID, payload, dateInserted FROM page_views ORDER BY id DESC LIMIT ?',
        )
        .all(req.query.limit ?? 100) as { payload: string }[];
      return rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as unknown }));
    },
  );
}
