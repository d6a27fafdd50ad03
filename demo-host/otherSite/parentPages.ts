import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OtherSiteOptions } from './options.ts';

/**
 * The site owner's pages that embed the forum (issue 19, embedding mode): "Example Company",
 * a site on another origin than the forum, with its own header and footer, whose community
 * pages hold the snippet of docs/embedding.md ("Embedding the forum in your site"):
 *
 *   <div data-forum-embed data-src="{forum}/"></div>
 *   <script src="{forum}/dist/embed.js" defer></script>
 *
 * - `GET /`: the company's home page, linking to the community.
 * - `GET /embed`: the forum, its path mirrored in the hash (`/embed#/discussion/5`).
 * - `GET /embed-query`: the same in query mode (`/embed-query?forum=/discussion/5`).
 *
 * Each page sends a strict CSP of its own: scripts from itself and the forum's origin, frames
 * from the forum's origin only, no inline code, and nobody may frame it.
 * The forum's origin is read per request (`opts.forum.origin` is set after both servers listen).
 */

function esc(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function csp(forum: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${forum}`,
    "style-src 'self'",
    `frame-src ${forum}`,
    "img-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const STYLES = `*{box-sizing:border-box}
body{display:flex;flex-direction:column;min-height:100vh;margin:0;font:16px/1.5 Georgia,'Times New Roman',serif;color:#1f2933;background:#f5f1e8}
a{color:#7c2d12}
.site-header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 24px;padding:16px 24px;background:#7c2d12;color:#fff}
.site-header a{color:#fff}
.site-name{font-size:22px;font-weight:700;text-decoration:none}
.site-nav ul{display:flex;flex-wrap:wrap;gap:4px 20px;margin:0;padding:0;list-style:none}
.site-nav a[aria-current=page]{font-weight:700;text-decoration-thickness:3px}
.site-main{flex:1;width:100%;max-width:1100px;margin:0 auto;padding:24px 16px 40px}
.site-main h1{margin:0 0 8px;font-size:28px}
.site-intro{margin:0 0 20px;color:#52606d}
.forum-frame{background:#fff;border:1px solid #d9cdb8;border-radius:6px;overflow:hidden}
.site-footer{padding:20px 24px;background:#3e2723;color:#f5f1e8;font-size:14px}
.site-footer p{margin:0}
@media (max-width:600px){.site-header{padding:12px 16px}.site-main{padding:16px 0 32px}
.site-main h1,.site-intro{padding:0 16px}.site-main h1{font-size:24px}
.forum-frame{border-width:1px 0;border-radius:0}}`;

interface Page {
  path: string;
  title: string;
  heading: string;
  intro: string;
  embed?: { mode: 'hash' | 'query' };
}

const NAV: Array<[string, string]> = [
  ['/', 'Home'],
  ['/embed', 'Community'],
  ['/embed-query', 'Community (query mode)'],
];

function render(page: Page, forum: string): string {
  const nav = NAV.map(
    ([href, label]) =>
      `<li><a href="${href}"${href === page.path ? ' aria-current="page"' : ''}>${esc(label)}</a></li>`,
  ).join('');
  const embed = page.embed
    ? `<div class="forum-frame" data-forum-embed data-src="${esc(forum)}/" data-title="Demo Forum"${
        page.embed.mode === 'query' ? ' data-mode="query"' : ''
      }><p><a href="${esc(forum)}/">Open the Demo Forum</a></p></div>
<script src="${esc(forum)}/dist/embed.js" defer></script>`
    : `<p>Our community lives on <a href="/embed">the Community page</a>.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.title)}</title>
<link rel="stylesheet" href="/site-assets/site.css">
</head>
<body>
<header class="site-header">
<a class="site-name" href="/">Example Company</a>
<nav class="site-nav" aria-label="Example Company"><ul>${nav}</ul></nav>
</header>
<main class="site-main">
<h1>${esc(page.heading)}</h1>
<p class="site-intro">${esc(page.intro)}</p>
${embed}
</main>
<footer class="site-footer"><p>© Example Company · Harbour Street 1 · This page is not part of the forum.</p></footer>
</body>
</html>`;
}

const PAGES: Page[] = [
  {
    path: '/',
    title: 'Example Company',
    heading: 'Welcome to Example Company',
    intro: 'We make boats, and our customers talk about them in our community.',
  },
  {
    path: '/embed',
    title: 'Community · Example Company',
    heading: 'Community',
    intro: 'Ask questions and share your trips with other sailors.',
    embed: { mode: 'hash' },
  },
  {
    path: '/embed-query',
    title: 'Community · Example Company',
    heading: 'Community',
    intro: 'The same forum; this page keeps its path in the query string.',
    embed: { mode: 'query' },
  },
];

function send(reply: FastifyReply, page: Page, forum: string): FastifyReply {
  return reply
    .header('Content-Security-Policy', csp(forum))
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(render(page, forum));
}

export function registerParentPages(app: FastifyInstance, opts: OtherSiteOptions): void {
  for (const page of PAGES) {
    app.get(page.path, async (_req, reply) => send(reply, page, opts.forum.origin));
  }
  app.get('/site-assets/site.css', async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(STYLES),
  );
}
