/** The page shell every server-rendered page shares. */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { csrfTokenFor } from '../auth/sessions.ts';
import { esc, jsonForScript } from '../lib/html.ts';
import { getConfig } from '../model/config.ts';
import { bootstrapConfig, themePreviewMarker } from './bootstrap.ts';
import type { ActivePreview } from '../api/themes.ts';
import { marker } from './html.ts';
import { devReloadScriptTag } from '../devReload.ts';

export interface PageOptions {
  title: string;
  body: string;
  /** Render the TitleBar marker (all pages but the bare error pages do). */
  titleBar?: boolean;
  status?: number;
  /** A layout page: the main area spans the window, the layout's sections set their own width. */
  wide?: boolean;
}

function legacyHeader(ctx: AppContext, req: FastifyRequest, token: string): string {
  const siteName = String(getConfig(ctx.db, 'garden.title') ?? 'Demo Forum');
  const target = encodeURIComponent(req.url);
  const onEntry = req.url.startsWith('/entry/');
  const account = req.viewer.signedIn
    ? `<span class="MeBox">Signed in as <a class="js-userCard" data-userid="${req.viewer.userID}" href="/profile/${esc(encodeURIComponent(req.viewer.name))}">${esc(req.viewer.name)}</a>
       · <a href="/entry/signout?transientKey=${esc(encodeURIComponent(token))}">Sign Out</a></span>`
    : `<span class="MeBox"><a class="Button" href="/entry/signin${onEntry ? '' : `?target=${esc(target)}`}">Sign In</a>
       <a class="Button Button-secondary" href="/entry/register${onEntry ? '' : `?target=${esc(target)}`}">Register</a></span>`;
  return `<header class="Header">
  <a class="Header-logo" href="/">${esc(siteName)}</a>
  <nav class="Header-nav"><a href="/discussions">Discussions</a><a href="/categories">Categories</a><a href="/playground">Playground</a></nav>
  <form class="Header-search" action="/search" method="get" role="search"><input type="search" name="query" aria-label="Search" placeholder="Search"><button type="submit">Search</button></form>
  ${account}
</header>`;
}

export function renderPage(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  o: PageOptions,
): FastifyReply {
  const token = csrfTokenFor(req, reply, ctx.secret) ?? '';
  // `?csp=strict` (or CSP=strict in the environment) serves the strictest policy the library
  // promises to work under: no inline styles without the page's nonce.
  const strict =
    ctx.strictCsp || (req.query as Record<string, unknown> | undefined)?.csp === 'strict';
  const nonce = strict ? crypto.randomBytes(16).toString('base64') : undefined;
  const config = bootstrapConfig(ctx, req, token);
  if (nonce) Object.assign(config, { cspNonce: nonce });
  const siteName = String(config.siteName);
  const header = legacyHeader(ctx, req, token);
  const html = `<!doctype html>
<html lang="${esc(config.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title ? `${o.title} - ${siteName}` : siteName)}</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/legacy.css">
<script type="application/json" id="forum-widgets-config">${jsonForScript(config)}</script>
</head>
<body class="isLoading">
${o.titleBar === false ? header : marker('TitleBar', {}, header)}
<main id="Content" class="Content${o.wide ? ' Content--wide' : ''}">
${o.body}
</main>
${themePreviewMarker(config.themePreview as ActivePreview | undefined)}
<footer class="Footer"><p>${esc(siteName)} · a legacy forum for previewing forum-widgets · <a href="#keyboard-shortcuts">Keyboard shortcuts</a></p></footer>
<script type="module" src="/dist/forum-widgets.js"></script>
${devReloadScriptTag(ctx.dev)}</body>
</html>`;
  return reply
    .status(o.status ?? 200)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header(
      'Content-Security-Policy',
      (nonce
        ? `default-src 'self'; script-src 'self'; style-src 'self' 'nonce-${nonce}'; object-src 'none'; base-uri 'none'`
        : "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; connect-src 'self'") +
        framePolicy(ctx),
    )
    .send(html);
}

/**
 * Frames, both ways, with the demo's other site (demo-host/otherSite/): its video players may be
 * framed by posts, and its pages may frame the forum (embedding mode). Nobody else may frame it.
 */
function framePolicy(ctx: AppContext): string {
  const other = ctx.otherSiteOrigin ?? '';
  return `; frame-src 'self' ${other}; frame-ancestors 'self' ${other}`.replace(/ ;/g, ';');
}
