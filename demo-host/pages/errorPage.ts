/** HTML error pages (02 §2: 403 "Permission Problem", 404, generic). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { esc } from '../lib/html.ts';
import { renderPage } from './layout.ts';

export function sendErrorPage(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  trace?: string,
): FastifyReply {
  const title = status === 403 ? 'Permission Problem' : 'There was an error';
  const description =
    status === 403
      ? "You don't have permission to view this resource."
      : status === 404
        ? 'The page you were looking for could not be found.'
        : status >= 500
          ? 'Please try again later.'
          : message;
  const signIn =
    status === 403 && !req.viewer?.signedIn
      ? `<a class="Button" href="/entry/signin?target=${esc(encodeURIComponent(req.url))}">Sign In</a> `
      : '';
  const body = `<section class="ErrorMessage"><h1>${esc(title)}</h1><p>${esc(description)}</p>
<p>${signIn}<a class="Button Button-secondary" href="/">${status === 404 ? 'Back to home page' : 'Back to Home'}</a></p>
${trace ? `<pre class="Trace">${esc(trace)}</pre>` : ''}</section>`;
  if (!req.perms) {
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><link rel="icon" href="/assets/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/assets/legacy.css"></head><body>${body}</body></html>`,
      );
  }
  return renderPage(ctx, req, reply, { title, body, status });
}
