/** Who may see a page, shared by the legacy pages: sign-in redirects, moderator checks, form keys. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { esc } from '../lib/html.ts';
import { csrfTokenFor, csrfValid } from '../auth/sessions.ts';

/** Sends a guest to the sign-in form, with this page as the target to come back to. */
export function signInRedirect(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.redirect(`/entry/signin?target=${encodeURIComponent(req.url)}`);
}

/** A 403 "Permission Problem" page (the error handler renders it). */
export function forbidden(): HttpError {
  return new HttpError(403, 'Permission Problem');
}

/** Moderators: `community.moderate` globally, or `discussions.moderate` on some category. */
export function isModerator(req: FastifyRequest): boolean {
  return req.perms.has('community.moderate') || req.perms.inAnyCategory('discussions.moderate');
}

/** The hidden CSRF field every legacy form carries. */
export function transientKeyField(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
): string {
  return `<input type="hidden" name="transientKey" value="${esc(csrfTokenFor(req, reply, ctx.secret) ?? '')}">`;
}

/** Refuses a form post whose transient key does not match the session. */
export function checkTransientKey(ctx: AppContext, req: FastifyRequest, key: unknown): void {
  if (!csrfValid(req, ctx.secret, key)) throw new HttpError(403, 'Invalid CSRF token.');
}

/** A one-line notice above a form (saved, sent...). */
export function notice(text: string, kind: 'info' | 'error' = 'info'): string {
  return `<div class="Messages${kind === 'error' ? ' Errors' : ''}" role="${kind === 'error' ? 'alert' : 'status'}">${esc(text)}</div>`;
}

/** A posted legacy form: each field a string, or a list when the field repeats. */
export type Form = Record<string, string | string[] | undefined>;

/** A form field's single value ('' when absent; the first when it repeats). */
export function one(v: unknown): string {
  return typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '';
}
