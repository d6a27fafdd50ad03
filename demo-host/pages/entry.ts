/** /entry/signin, /entry/signout, /entry/register: forms that set or clear the session cookie. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { esc } from '../lib/html.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { ROLE } from '../auth/permissionNames.ts';
import {
  SESSION_COOKIE,
  cookieOptions,
  createSession,
  csrfTokenFor,
  csrfValid,
  deleteSession,
} from '../auth/sessions.ts';
import { getUserByName } from '../model/users.ts';
import { getConfig } from '../model/config.ts';
import { createUser } from '../api/users.ts';
import { renderPage } from './layout.ts';

/** Only local paths are followed after sign-in; anything else goes home. */
export function safeTarget(target: unknown): string {
  if (
    typeof target !== 'string' ||
    !target.startsWith('/') ||
    target.startsWith('//') ||
    target.startsWith('/\\')
  )
    return '/';
  if (target.startsWith('/entry/')) return '/';
  return target;
}

function form(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  kind: 'signin' | 'register',
  error = '',
  values: Record<string, string> = {},
  status = 200,
): FastifyReply {
  const token = csrfTokenFor(req, reply, ctx.secret) ?? '';
  const target = safeTarget(values.target ?? (req.query as Record<string, unknown>).target);
  const field = (name: string, label: string, type = 'text', extra = ''): string =>
    `<p><label for="Form_${name}">${label}</label><input id="Form_${name}" name="${name}" type="${type}" value="${type === 'password' ? '' : esc(values[name] ?? '')}" required ${extra}></p>`;
  const signin = kind === 'signin';
  const body = `<section class="EntryForm"><h1>${signin ? 'Sign In' : 'Register'}</h1>
${error ? `<div class="Messages Errors" role="alert">${esc(error)}</div>` : ''}
<form method="post" action="/entry/${kind}">
  <input type="hidden" name="transientKey" value="${esc(token)}">
  <input type="hidden" name="target" value="${esc(target)}">
  ${signin ? field('username', 'Username', 'text', 'autocomplete="username"') : field('username', 'Username', 'text', 'pattern="[A-Za-z0-9_.\\-]+" maxlength="50" autocomplete="username"') + field('email', 'Email', 'email', 'autocomplete="email"')}
  ${field('password', 'Password', 'password', signin ? 'autocomplete="current-password"' : 'minlength="8" autocomplete="new-password"')}
  <p><button type="submit" class="Button">${signin ? 'Sign In' : 'Register'}</button></p>
</form>
<p>${signin ? `No account? <a href="/entry/register?target=${esc(encodeURIComponent(target))}">Register</a>. Demo accounts: admin, moderator, member, member2, banned-user, private-user.` : `Have an account? <a href="/entry/signin?target=${esc(encodeURIComponent(target))}">Sign in</a>.`}</p>
</section>`;
  return renderPage(ctx, req, reply, { title: signin ? 'Sign In' : 'Register', body, status });
}

function signInAs(
  ctx: AppContext,
  reply: FastifyReply,
  userID: number,
  target: string,
): FastifyReply {
  const sessionID = createSession(ctx.db, userID);
  reply.setCookie(SESSION_COOKIE, sessionID, cookieOptions());
  return reply.redirect(target, 303);
}

type Form = Record<string, string | undefined>;

export function registerEntryPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/entry/signin', async (req, reply) => form(ctx, req, reply, 'signin'));

  app.post<{ Body: Form }>('/entry/signin', async (req, reply) => {
    const b = req.body ?? {};
    const values = { username: b.username ?? '', target: b.target ?? '/' };
    if (!csrfValid(req, ctx.secret, b.transientKey))
      return form(
        ctx,
        req,
        reply,
        'signin',
        'Your session expired. Please try again.',
        values,
        403,
      );
    const user = b.username ? getUserByName(ctx.db, b.username.trim()) : undefined;
    if (!user || !b.password || !verifyPassword(b.password, user.passwordHash)) {
      return form(ctx, req, reply, 'signin', 'Bad username or password.', values, 401);
    }
    if (user.deleted)
      return form(ctx, req, reply, 'signin', 'This account has been deleted.', values, 403);
    return signInAs(ctx, reply, user.userID, safeTarget(b.target));
  });

  const signout = (req: FastifyRequest, reply: FastifyReply, key: unknown): FastifyReply => {
    if (!req.viewer.signedIn) return reply.redirect('/', 303);
    if (!csrfValid(req, ctx.secret, key)) {
      const token = csrfTokenFor(req, reply, ctx.secret) ?? '';
      const body = `<section class="EntryForm"><h1>Sign Out</h1><form method="post" action="/entry/signout"><input type="hidden" name="transientKey" value="${esc(token)}"><button class="Button" type="submit">Sign Out</button></form></section>`;
      return renderPage(ctx, req, reply, { title: 'Sign Out', body });
    }
    if (req.viewer.sessionID) deleteSession(ctx.db, req.viewer.sessionID);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/', 303);
  };
  app.get<{ Querystring: { transientKey?: string } }>('/entry/signout', async (req, reply) =>
    signout(req, reply, req.query.transientKey),
  );
  app.post<{ Body: Form }>('/entry/signout', async (req, reply) =>
    signout(req, reply, req.body?.transientKey),
  );

  app.get('/entry/register', async (req, reply) => {
    if (getConfig(ctx.db, 'registration.enabled') === false)
      throw new HttpError(404, 'Registration is closed.');
    return form(ctx, req, reply, 'register');
  });

  app.post<{ Body: Form }>('/entry/register', async (req, reply) => {
    if (getConfig(ctx.db, 'registration.enabled') === false)
      throw new HttpError(404, 'Registration is closed.');
    const b = req.body ?? {};
    const values = { username: b.username ?? '', email: b.email ?? '', target: b.target ?? '/' };
    if (!csrfValid(req, ctx.secret, b.transientKey))
      return form(
        ctx,
        req,
        reply,
        'register',
        'Your session expired. Please try again.',
        values,
        403,
      );
    const name = (b.username ?? '').trim();
    let error = '';
    if (!/^[A-Za-z0-9_.-]{3,50}$/.test(name))
      error = 'Usernames are 3-50 letters, digits, dots, dashes or underscores.';
    else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(b.email ?? ''))
      error = 'Enter a valid email address.';
    else if ((b.password ?? '').length < 8) error = 'Passwords must be at least 8 characters.';
    else if (getUserByName(ctx.db, name)) error = 'The name you entered is already in use.';
    if (error) return form(ctx, req, reply, 'register', error, values, 422);
    const userID = createUser(ctx, name, b.email ?? '', b.password ?? '', [ROLE.member]);
    return signInAs(ctx, reply, userID, safeTarget(b.target));
  });
}
