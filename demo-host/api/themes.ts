/**
 * /themes: list, get (with revisionID), current, set current, preview, revisions, delete.
 * A preview belongs to the session (sessions.previewThemeID/previewRevisionID): the pages put
 * it into the bootstrap and mount the ThemePreviewToast while it is on (`activePreview`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { originOf } from '../lib/urls.ts';
import { getConfig, setConfig } from '../model/config.ts';
import { requirePermission, requireSignedIn } from './guards.ts';
import { obj } from './schemas.ts';

export interface ThemeRow {
  themeID: number;
  name: string;
  parentTheme: string;
  version: string;
  dateInserted: string;
}
export interface RevisionRow {
  revisionID: number;
  themeID: number;
  name: string;
  active: number;
  assets: string;
  insertUserID: number;
  dateInserted: string;
}

const EXT: Record<string, string> = {
  variables: 'json',
  styles: 'css',
  header: 'html',
  footer: 'html',
  javascript: 'js',
  scripts: 'json',
};

/** A second theme beside the seeded 'Demo Blue', so an admin can preview and apply another one. */
function ensureDemoThemes(ctx: AppContext): void {
  const exists = ctx.db.prepare('SELECT 1 FROM themes WHERE themeID = 2').get();
  if (exists) return;
  const created = new Date(Date.now() - 100 * 3_600_000).toISOString();
  const primary = '#2E6B3F';
  ctx.db.transaction(() => {
    ctx.db
      .prepare(
        'INSERT INTO themes (themeID, name, parentTheme, version, dateInserted) VALUES (2, ?, ?, ?, ?)',
      )
      .run('Forest Green', 'foundation', '1.0', created);
    ctx.db
      .prepare(
        'INSERT INTO theme_revisions (themeID, name, active, assets, insertUserID, dateInserted) VALUES (2, ?, 1, ?, 1, ?)',
      )
      .run(
        'First version',
        JSON.stringify({
          variables: {
            type: 'json',
            data: {
              global: { mainColors: { primary, bg: '#F3F8F4' } },
              titleBar: { colors: { bg: primary } },
            },
          },
          styles: { type: 'css', data: `.demo-theme-marker { color: ${primary}; }` },
          header: { type: 'html', data: '' },
          footer: { type: 'html', data: '<p class="demo-footer">Forest theme footer</p>' },
          javascript: { type: 'js', data: '' },
        }),
        created,
      );
  })();
}

/** The session's theme preview, for the bootstrap and the preview toast's marker. */
export interface ActivePreview {
  themeID: number;
  revisionID: number | null;
  name: string;
  /** Where Apply goes on success. */
  redirect: string;
}

export function activePreview(ctx: AppContext, req: FastifyRequest): ActivePreview | undefined {
  if (!req.viewer.signedIn || !req.viewer.sessionID) return undefined;
  const row = ctx.db
    .prepare(
      `SELECT t.themeID AS themeID, t.name AS name, s.previewRevisionID AS revisionID
         FROM sessions s JOIN themes t ON t.themeID = s.previewThemeID
        WHERE s.sessionID = ?`,
    )
    .get(req.viewer.sessionID) as
    { themeID: number; name: string; revisionID: number | null } | undefined;
  if (!row) return undefined;
  return { ...row, redirect: '/appearance/themes' };
}

function setPreview(
  ctx: AppContext,
  req: FastifyRequest,
  themeID: number | null,
  revisionID: number | null,
): void {
  if (!req.viewer.sessionID) return;
  ctx.db
    .prepare('UPDATE sessions SET previewThemeID = ?, previewRevisionID = ? WHERE sessionID = ?')
    .run(themeID, revisionID, req.viewer.sessionID);
}

/**
 * Starts (or, without a themeID, clears) the session's preview; site managers only. Shared by
 * `PUT /themes/preview` and the appearance pages' Preview buttons.
 */
export function startPreview(
  ctx: AppContext,
  req: FastifyRequest,
  themeID: number | string | undefined,
  revisionID: number | undefined,
): { theme: ThemeRow; revision: RevisionRow } | undefined {
  requireSignedIn(req);
  requirePermission(req, 'site.manage', 'settings.manage');
  if (themeID === undefined || themeID === '') {
    setPreview(ctx, req, null, null);
    return undefined;
  }
  const theme = getTheme(ctx, themeID);
  const r = revision(ctx, theme.themeID, revisionID);
  setPreview(ctx, req, theme.themeID, revisionID ?? null);
  return { theme, revision: r };
}

export function getTheme(ctx: AppContext, id: string | number): ThemeRow {
  const t = /^\d+$/.test(String(id))
    ? (ctx.db.prepare('SELECT * FROM themes WHERE themeID = ?').get(Number(id)) as
        ThemeRow | undefined)
    : undefined;
  if (!t) throw notFound('Theme');
  return t;
}

export function revision(ctx: AppContext, themeID: number, revisionID?: number): RevisionRow {
  const r = (
    revisionID
      ? ctx.db
          .prepare('SELECT * FROM theme_revisions WHERE themeID = ? AND revisionID = ?')
          .get(themeID, revisionID)
      : ctx.db
          .prepare(
            'SELECT * FROM theme_revisions WHERE themeID = ? ORDER BY active DESC, revisionID DESC LIMIT 1',
          )
          .get(themeID)
  ) as RevisionRow | undefined;
  if (!r) throw notFound('Theme revision');
  return r;
}

function serialize(
  ctx: AppContext,
  req: FastifyRequest,
  t: ThemeRow,
  r: RevisionRow,
): Record<string, unknown> {
  const origin = originOf(req);
  const raw = JSON.parse(r.assets) as Record<string, { type: string; data: unknown }>;
  const assets: Record<string, unknown> = {};
  for (const [name, a] of Object.entries(raw)) {
    assets[name] = {
      ...a,
      url: `${origin}/api/v2/themes/${t.themeID}/assets/${name}.${EXT[name] ?? 'txt'}`,
    };
  }
  const current = getConfig(ctx.db, 'garden.currentTheme');
  const vars = (raw.variables?.data ?? {}) as {
    global?: { mainColors?: { primary?: string; bg?: string } };
    titleBar?: { colors?: { bg?: string } };
  };
  return {
    themeID: t.themeID,
    type: 'themeDB',
    name: t.name,
    version: t.version,
    parentTheme: t.parentTheme,
    parentVersion: '1.0',
    current: current === t.themeID,
    active: r.active === 1,
    revisionID: r.revisionID,
    revisionName: r.name,
    dateInserted: r.dateInserted,
    insertUserID: r.insertUserID,
    assets,
    preview: {
      globalPrimary: vars.global?.mainColors?.primary ?? null,
      globalBg: vars.global?.mainColors?.bg ?? null,
      globalFg: null,
      titleBarBg: vars.titleBar?.colors?.bg ?? null,
      titleBarFg: null,
    },
  };
}

export function registerThemeRoutes(app: FastifyInstance, ctx: AppContext): void {
  ensureDemoThemes(ctx);
  app.get('/themes', async (req) => {
    const themes = ctx.db.prepare('SELECT * FROM themes ORDER BY themeID').all() as ThemeRow[];
    return themes.map((t) => serialize(ctx, req, t, revision(ctx, t.themeID)));
  });

  app.get('/themes/current', async (req) => {
    const session = req.viewer.sessionID
      ? (ctx.db
          .prepare('SELECT previewThemeID, previewRevisionID FROM sessions WHERE sessionID = ?')
          .get(req.viewer.sessionID) as
          { previewThemeID: number | null; previewRevisionID: number | null } | undefined)
      : undefined;
    const themeID =
      session?.previewThemeID ?? Number(getConfig(ctx.db, 'garden.currentTheme') ?? 1);
    const t = getTheme(ctx, themeID);
    return serialize(
      ctx,
      req,
      t,
      revision(ctx, t.themeID, session?.previewRevisionID ?? undefined),
    );
  });

  app.put<{ Body: { themeID: number | string } }>(
    '/themes/current',
    { schema: { body: obj({ themeID: { type: ['integer', 'string'] } }, ['themeID']) } },
    async (req) => {
      requireSignedIn(req);
      requirePermission(req, 'site.manage', 'settings.manage');
      const t = getTheme(ctx, req.body.themeID);
      setConfig(ctx.db, { 'garden.currentTheme': t.themeID });
      if (req.viewer.sessionID)
        ctx.db
          .prepare(
            'UPDATE sessions SET previewThemeID = NULL, previewRevisionID = NULL WHERE sessionID = ?',
          )
          .run(req.viewer.sessionID);
      return serialize(ctx, req, t, revision(ctx, t.themeID));
    },
  );

  app.put<{ Body: { themeID?: number | string; revisionID?: number } }>(
    '/themes/preview',
    {
      schema: {
        body: obj({ themeID: { type: ['integer', 'string'] }, revisionID: { type: 'integer' } }),
      },
    },
    async (req, reply) => {
      const started = startPreview(ctx, req, req.body.themeID, req.body.revisionID);
      if (!started) return reply.status(204).send();
      return { ...serialize(ctx, req, started.theme, started.revision), redirect: '/' };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { revisionID?: number } }>(
    '/themes/:id',
    {
      schema: {
        querystring: obj({
          revisionID: { type: 'integer', minimum: 1 },
          expand: { type: 'array' },
        }),
      },
    },
    async (req) => {
      const t = getTheme(ctx, req.params.id);
      return serialize(ctx, req, t, revision(ctx, t.themeID, req.query.revisionID));
    },
  );

  app.get<{ Params: { id: string; asset: string } }>(
    '/themes/:id/assets/:asset',
    async (req, reply) => {
      const t = getTheme(ctx, req.params.id);
      const [name, ext] = req.params.asset.split('.');
      const raw = JSON.parse(revision(ctx, t.themeID).assets) as Record<string, { data: unknown }>;
      const a = name ? raw[name] : undefined;
      if (!a) throw notFound('Asset');
      if (ext === 'json' || !ext) return a.data;
      const type =
        ext === 'css' ? 'text/css' : ext === 'js' ? 'application/javascript' : 'text/html';
      return reply.type(`${type}; charset=utf-8`).send(String(a.data));
    },
  );

  app.get<{ Params: { id: string } }>('/themes/:id/revisions', async (req) => {
    const t = getTheme(ctx, req.params.id);
    const rows = ctx.db
      .prepare('SELECT * FROM theme_revisions WHERE themeID = ? ORDER BY revisionID DESC')
      .all(t.themeID) as RevisionRow[];
    return rows.map((r) => serialize(ctx, req, t, r));
  });

  app.patch<{ Params: { id: string }; Body: { revisionID?: number; name?: string } }>(
    '/themes/:id',
    {
      schema: {
        body: obj(
          { revisionID: { type: 'integer', minimum: 1 }, name: { type: 'string', minLength: 1 } },
          [],
          false,
        ),
      },
    },
    async (req) => {
      requireSignedIn(req);
      requirePermission(req, 'site.manage', 'settings.manage');
      const t = getTheme(ctx, req.params.id);
      ctx.db.transaction(() => {
        if (req.body.revisionID !== undefined) {
          revision(ctx, t.themeID, req.body.revisionID);
          ctx.db
            .prepare('UPDATE theme_revisions SET active = (revisionID = ?) WHERE themeID = ?')
            .run(req.body.revisionID, t.themeID);
        }
        if (req.body.name)
          ctx.db
            .prepare('UPDATE themes SET name = ? WHERE themeID = ?')
            .run(req.body.name, t.themeID);
      })();
      return serialize(ctx, req, getTheme(ctx, t.themeID), revision(ctx, t.themeID));
    },
  );

  app.delete<{ Params: { id: string } }>('/themes/:id', async (req, reply) => {
    requireSignedIn(req);
    requirePermission(req, 'site.manage', 'settings.manage');
    const t = getTheme(ctx, req.params.id);
    if (getConfig(ctx.db, 'garden.currentTheme') === t.themeID)
      throw new HttpError(409, 'The current theme cannot be deleted.');
    ctx.db.prepare('DELETE FROM themes WHERE themeID = ?').run(t.themeID);
    return reply.status(204).send();
  });
}
