/**
 * The site manager's appearance pages (spec 03 §2, §4): /appearance/themes lists the themes with
 * a Preview button each, /appearance/style-guides/{themeID}/revisions lists a theme's revisions
 * with a Preview button each (the preview toast's Restore lands here). A preview lives in the
 * session (demo-host/api/themes.ts); while it is on, every page carries the ThemePreviewToast
 * marker (`themePreviewMarker` in bootstrap.ts). Guests are sent to sign in; others without site.manage get 403.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { esc } from '../lib/html.ts';
import { getConfig } from '../model/config.ts';
import {
  activePreview,
  getTheme,
  type RevisionRow,
  startPreview,
  type ThemeRow,
} from '../api/themes.ts';
import {
  checkTransientKey,
  forbidden,
  type Form,
  notice,
  one,
  signInRedirect,
  transientKeyField,
} from './access.ts';
import { dateHtml } from './html.ts';
import { renderPage } from './layout.ts';

function idOf(v: unknown): number | undefined {
  const s = one(v);
  return /^\d{1,9}$/.test(s) && Number(s) > 0 ? Number(s) : undefined;
}

function previewButton(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  label: string,
  themeID: number,
  revisionID?: number,
): string {
  return `<form method="post" action="/appearance/themes/preview" class="InlineForm">${transientKeyField(ctx, req, reply)}<input type="hidden" name="themeID" value="${themeID}">${
    revisionID ? `<input type="hidden" name="revisionID" value="${revisionID}">` : ''
  }<button type="submit" class="Button">${esc(label)}</button></form>`;
}

export function registerAppearancePages(app: FastifyInstance, ctx: AppContext): void {
  /** Site managers only: guests sign in first, everyone else gets the 403 page. */
  const manager =
    <R extends FastifyRequest>(render: (req: R, reply: FastifyReply) => FastifyReply) =>
    async (req: R, reply: FastifyReply): Promise<FastifyReply> => {
      if (!req.viewer.signedIn) return signInRedirect(req, reply);
      if (!req.perms.has('site.manage') && !req.perms.has('settings.manage')) throw forbidden();
      return render(req, reply);
    };

  const previewNotice = (req: FastifyRequest, reply: FastifyReply): string => {
    const preview = activePreview(ctx, req);
    if (!preview) return '';
    return `${notice(`You are previewing ${preview.name}${preview.revisionID ? ` (revision ${preview.revisionID})` : ''}.`)}
<form method="post" action="/appearance/themes/preview">${transientKeyField(ctx, req, reply)}<button type="submit" class="Button Button-secondary">Stop previewing</button></form>`;
  };

  app.get(
    '/appearance/themes',
    manager((req, reply) => {
      const current = Number(getConfig(ctx.db, 'garden.currentTheme') ?? 1);
      const themes = ctx.db.prepare('SELECT * FROM themes ORDER BY themeID').all() as ThemeRow[];
      const rows = themes
        .map(
          (t) =>
            `<tr><th scope="row">${esc(t.name)}${t.themeID === current ? ' <span class="Tag">Current</span>' : ''}</th><td>${dateHtml(t.dateInserted)}</td><td>${previewButton(ctx, req, reply, `Preview ${t.name}`, t.themeID)} <a href="/appearance/style-guides/${t.themeID}/revisions" aria-label="Revisions of ${esc(t.name)}">Revisions</a></td></tr>`,
        )
        .join('');
      return renderPage(ctx, req, reply, {
        title: 'Themes',
        body: `<section class="Section"><h1>Themes</h1>${previewNotice(req, reply)}
<table class="LogTable"><thead><tr><th scope="col">Theme</th><th scope="col">Added</th><th scope="col">Actions</th></tr></thead><tbody>${rows}</tbody></table></section>`,
      });
    }),
  );

  app.get<{ Params: { themeID: string } }>(
    '/appearance/style-guides/:themeID/revisions',
    manager((req: FastifyRequest<{ Params: { themeID: string } }>, reply) => {
      const theme = getTheme(ctx, req.params.themeID);
      const revisions = ctx.db
        .prepare('SELECT * FROM theme_revisions WHERE themeID = ? ORDER BY revisionID DESC')
        .all(theme.themeID) as RevisionRow[];
      const rows = revisions
        .map(
          (r) =>
            `<tr><th scope="row">${esc(r.name)}${r.active === 1 ? ' <span class="Tag">Active</span>' : ''}</th><td>${r.revisionID}</td><td>${dateHtml(r.dateInserted)}</td><td>${previewButton(ctx, req, reply, `Preview revision ${r.revisionID}`, theme.themeID, r.revisionID)}</td></tr>`,
        )
        .join('');
      return renderPage(ctx, req, reply, {
        title: `${theme.name}: revisions`,
        body: `<section class="Section"><p><a href="/appearance/themes">Themes</a></p><h1>${esc(theme.name)}: revisions</h1>${previewNotice(req, reply)}
<table class="LogTable"><thead><tr><th scope="col">Revision</th><th scope="col">ID</th><th scope="col">Saved</th><th scope="col">Actions</th></tr></thead><tbody>${rows}</tbody></table></section>`,
      });
    }),
  );

  /** The Preview buttons (and Stop previewing, without a themeID); then the forum's home page. */
  app.post<{ Body: Form }>(
    '/appearance/themes/preview',
    manager((req: FastifyRequest<{ Body: Form }>, reply) => {
      checkTransientKey(ctx, req, one(req.body?.transientKey));
      const themeID = idOf(req.body?.themeID);
      const started = startPreview(ctx, req, themeID, idOf(req.body?.revisionID));
      return reply.redirect(started ? '/' : '/appearance/themes', 303);
    }),
  );
}
