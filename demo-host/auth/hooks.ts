/** Per-request session lookup, permissions, and the CSRF check on state-changing API calls. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { nowIso } from '../lib/time.ts';
import { Permissions } from './permissions.ts';
import { CSRF_HEADER, SESSION_COOKIE, csrfValid, sessionUser } from './sessions.ts';
import { GUEST, viewerFromUser } from './viewer.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ACTIVE_REFRESH_MS = 5 * 60_000;

export function registerAuthHooks(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('viewer', null as never);
  app.decorateRequest('perms', null as never);
  app.decorateRequest('startTime', 0);

  app.addHook('onRequest', async (req) => {
    req.viewer = GUEST;
    const sessionID = req.cookies[SESSION_COOKIE];
    if (sessionID && !req.url.startsWith('/dist/') && !req.url.startsWith('/assets/')) {
      const user = sessionUser(ctx.db, sessionID);
      if (user) {
        req.viewer = viewerFromUser(ctx.db, user, sessionID);
        const last = user.dateLastActive ? Date.parse(user.dateLastActive) : 0;
        if (Date.now() - last > ACTIVE_REFRESH_MS) {
          ctx.db
            .prepare('UPDATE users SET dateLastActive = ? WHERE userID = ?')
            .run(nowIso(), user.userID);
        }
      }
    }
    req.perms = new Permissions(
      ctx.db,
      req.viewer.roleIDs,
      req.viewer.isAdmin,
      req.viewer.signedIn,
    );
  });

  app.addHook('preValidation', async (req) => {
    if (!req.url.startsWith('/api/v2/') || !STATE_CHANGING.has(req.method)) return;
    if (req.routeOptions.url === undefined) return; // unknown route: let the 404 through
    if (!csrfValid(req, ctx.secret, req.headers[CSRF_HEADER.toLowerCase()])) {
      throw new HttpError(403, 'Invalid CSRF token.');
    }
    // Banned users keep their session to read, but cannot post, react or change anything.
    if (req.viewer.banned && !req.url.startsWith('/api/v2/tick')) {
      throw new HttpError(403, 'You have been banned.', { permissions: ['session.valid'] });
    }
  });
}
