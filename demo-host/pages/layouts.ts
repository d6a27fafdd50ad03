/**
 * Custom layout routes (issue 21, spec 03 §2): while `featureFlags.customLayout.<view>.Enabled`
 * is on, the route's page is the layout page (the title bar marker and `<div id="app">`, which
 * the library's page component fills from GET /layouts/lookup-hydrate); off, the legacy page of
 * forum.ts / discussion.ts answers as before. /settings/layouts lets an administrator flip the
 * flags (the same config keys PATCH /api/v2/config sets).
 *
 * Custom pages: the paths of the config value `customLayout.customPages` (model/customPages.ts),
 * after the fixed routes. Flag on: the layout page, titled with the page's layout name (404 when
 * the page has no layout). Flag off: nothing here, so the legacy 404 page answers (a custom page
 * exists only as a layout).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { esc } from '../lib/html.ts';
import { getConfig, setConfig } from '../model/config.ts';
import { getCategory } from '../model/categories.ts';
import { getComment } from '../model/comments.ts';
import { getDiscussion } from '../model/discussions.ts';
import { customPageAt, customPages } from '../model/customPages.ts';
import { findLayout } from '../model/layouts.ts';
import {
  checkTransientKey,
  forbidden,
  type Form,
  notice,
  signInRedirect,
  transientKeyField,
} from './access.ts';
import { renderPage } from './layout.ts';

/** The flags of 03 §2, in the order the settings page lists them. */
export const LAYOUT_FLAGS: { view: string; label: string; routes: string }[] = [
  { view: 'home', label: 'Home page', routes: '/' },
  { view: 'discussionList', label: 'Discussion list', routes: '/discussions' },
  { view: 'categoryList', label: 'Category list', routes: '/categories' },
  {
    view: 'discussionCategoryPage',
    label: 'Category pages',
    routes: '/categories/{id}, /categories/{id}/p{page}',
  },
  {
    view: 'post',
    label: 'Post pages',
    routes: '/discussion/{id}[/{slug}][/p{page}], /discussion/comment/{id}',
  },
  { view: 'customPage', label: 'Custom pages', routes: 'the paths of customLayout.customPages' },
];

export const flagKey = (view: string): string => `featureFlags.customLayout.${view}.Enabled`;

interface LayoutRoute {
  view: string;
  /** The record the route shows: undefined when it does not exist or is hidden (404). */
  title: (ctx: AppContext, req: FastifyRequest, m: RegExpExecArray) => string | undefined;
}

const ROUTES: [RegExp, LayoutRoute][] = [
  [/^\/$/, { view: 'home', title: () => '' }],
  [/^\/discussions$/, { view: 'discussionList', title: () => 'Discussions' }],
  [/^\/categories$/, { view: 'categoryList', title: () => 'Categories' }],
  [
    /^\/categories\/([^/]{1,100})(?:\/p\d{1,5})?$/,
    {
      view: 'discussionCategoryPage',
      title: (ctx, req, m) => {
        const c = getCategory(ctx.db, decodeURIComponent(m[1] ?? ''));
        return c && req.perms.inCategory('discussions.view', c.categoryID) ? c.name : undefined;
      },
    },
  ],
  [
    /^\/discussion\/comment\/(\d{1,9})$/,
    {
      view: 'post',
      title: (ctx, req, m) => {
        const c = getComment(ctx.db, Number(m[1]));
        const d = c ? getDiscussion(ctx.db, c.discussionID) : undefined;
        return d && req.perms.inCategory('discussions.view', d.categoryID) ? d.name : undefined;
      },
    },
  ],
  [
    /^\/discussion\/(\d{1,9})(?:\/[^/]{1,200})?(?:\/p\d{1,5})?$/,
    {
      view: 'post',
      title: (ctx, req, m) => {
        const d = getDiscussion(ctx.db, Number(m[1]));
        return d && req.perms.inCategory('discussions.view', d.categoryID) ? d.name : undefined;
      },
    },
  ],
];

/**
 * Paths the library's fixed layout routes take (src/features/layouts/layoutRoutes.ts): a custom
 * page there is never served, as the page component would route the fixed one.
 */
const FIXED_LAYOUT_PATH =
  /^\/(?:$|discussions$|categories(?:\/|$)|discussion\/|(?:.*\/)?post\/[^/])/i;

function customLayoutPage(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  path: string,
): FastifyReply | undefined {
  if (FIXED_LAYOUT_PATH.test(path)) return undefined;
  const page = customPageAt(ctx.db, path);
  if (!page || getConfig(ctx.db, flagKey('customPage')) !== true) return undefined;
  const row = findLayout(ctx.db, 'customPage', 'customPage', String(page.customPageID));
  return renderPage(ctx, req, reply, {
    title: row?.name ?? 'Not Found',
    status: row ? 200 : 404,
    body: '<div id="app"></div>',
    wide: true,
  });
}

function layoutPage(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  if (req.method !== 'GET') return undefined;
  const path = new URL(req.url, 'http://x').pathname.replace(/(.)\/$/, '$1');
  for (const [re, route] of ROUTES) {
    const m = re.exec(path);
    if (!m) continue;
    if (getConfig(ctx.db, flagKey(route.view)) !== true) return undefined;
    const title = route.title(ctx, req, m);
    // An unknown or hidden record still gets the layout page (it shows '{Type} Not Found'),
    // with the status a crawler should see.
    return renderPage(ctx, req, reply, {
      title: title ?? 'Not Found',
      status: title === undefined ? 404 : 200,
      body: '<div id="app"></div>',
      wide: true,
    });
  }
  return customLayoutPage(ctx, req, reply, path);
}

export function registerLayoutPages(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preHandler', async (req, reply) => {
    if (
      req.url.startsWith('/api/') ||
      req.url.startsWith('/dist/') ||
      req.url.startsWith('/assets/')
    )
      return;
    const sent = layoutPage(ctx, req, reply);
    if (sent) return sent;
  });

  const admin = (req: FastifyRequest, reply: FastifyReply): FastifyReply | undefined => {
    if (!req.viewer.signedIn) return signInRedirect(req, reply);
    if (!req.perms.has('settings.manage')) throw forbidden();
    return undefined;
  };

  const settingsPage = (req: FastifyRequest, reply: FastifyReply, message = ''): FastifyReply => {
    const rows = LAYOUT_FLAGS.map((f) => {
      const on = getConfig(ctx.db, flagKey(f.view)) === true;
      const id = `flag-${f.view}`;
      const pages = f.view === 'customPage' ? customPages(ctx.db).map((p) => p.urlcode) : [];
      const routes = pages.length ? `${f.routes}: ${pages.join(', ')}` : f.routes;
      return `<tr><td><input type="checkbox" id="${id}" name="${esc(f.view)}" value="1"${on ? ' checked' : ''}></td>
<th scope="row"><label for="${id}">${esc(f.label)}</label></th><td><code>${esc(routes)}</code></td><td><code>${esc(flagKey(f.view))}</code></td></tr>`;
    }).join('\n');
    const body = `<nav class="Breadcrumbs"><a href="/dashboard/settings">Dashboard</a> ›</nav>
<h1>Custom Layouts</h1>
${message}
<p>Each route shows its custom layout while its flag is on, and the legacy page while it is off.</p>
<form method="post" action="/settings/layouts">${transientKeyField(ctx, req, reply)}
<table class="LogTable"><thead><tr><th scope="col">On</th><th scope="col">Layout</th><th scope="col">Routes</th><th scope="col">Flag</th></tr></thead>
<tbody>${rows}</tbody></table>
<p><button type="submit" class="Button">Save</button></p>
</form>`;
    return renderPage(ctx, req, reply, { title: 'Custom Layouts', body });
  };

  app.get('/settings/layouts', async (req, reply) => admin(req, reply) ?? settingsPage(req, reply));

  app.post<{ Body: Form }>('/settings/layouts', async (req, reply) => {
    const redirect = admin(req, reply);
    if (redirect) return redirect;
    checkTransientKey(ctx, req, req.body?.transientKey);
    const values: Record<string, boolean> = {};
    for (const f of LAYOUT_FLAGS) values[flagKey(f.view)] = req.body?.[f.view] === '1';
    setConfig(ctx.db, values);
    return settingsPage(req, reply, notice('Your changes have been saved.'));
  });
}
