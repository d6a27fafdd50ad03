/** /home/leaving?target=: the interstitial shown before an external link (03 §2). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { esc } from '../lib/html.ts';
import { getConfig } from '../model/config.ts';
import { renderPage } from './layout.ts';

/** The target as a URL when it is an absolute http(s) address; anything else is never linked. */
export function externalTarget(target: string): URL | undefined {
  // Browsers drop tabs and newlines inside URLs; a target that needs that is refused.
  if (!target || [...target].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f))
    return undefined;
  try {
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export function registerLeavingPage(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { target?: string | string[] } }>('/home/leaving', async (req, reply) => {
    const raw = req.query.target;
    const target = (Array.isArray(raw) ? raw[0] : raw) ?? '';
    const url = externalTarget(target);
    const siteName = String(getConfig(ctx.db, 'garden.title') ?? 'Demo Forum');
    const content = !target
      ? '<p class="Messages">No address was given.</p>'
      : url
        ? `<p>The link you followed leads to another site:</p>
<p class="LeavingTarget"><code>${esc(target)}</code></p>
<p>${esc(siteName)} does not check what is there. Only continue if you trust it.</p>
<p><a class="Button" href="${esc(url.href)}" rel="nofollow noopener noreferrer">Continue to ${esc(url.host)}</a> <a class="Button Button-secondary" href="/">Back to ${esc(siteName)}</a></p>`
        : `<p class="LeavingTarget"><code>${esc(target)}</code></p>
<p class="Messages Errors">This is not a web address, so it cannot be opened from here.</p>
<p><a class="Button Button-secondary" href="/">Back to ${esc(siteName)}</a></p>`;
    const body = `<section class="Leaving"><h1>You are leaving ${esc(siteName)}</h1>${content}</section>`;
    return renderPage(ctx, req, reply, { title: 'Leaving', body });
  });
}
