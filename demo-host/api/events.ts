/**
 * GET /api/v2/events (issue 36): the live events of this forum as `text/event-stream`, for the
 * viewer of the session cookie (guests too: they get public events). Each event carries IDs and
 * counts only; events about discussions the viewer may not see, and other users' counts and
 * notifications, are never sent. `Last-Event-ID` (or `?lastEventId=`) replays what was missed
 * from the outbox, or sends `reset` when it no longer holds it. A `: hb` comment keeps the
 * connection alive. Streams per session are limited; the next gets 429.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { GUEST_COOKIE, sessionUser } from '../auth/sessions.ts';
import { HttpError } from '../lib/errors.ts';
import { formatEvent, type LiveEvent } from '../lib/events.ts';
import { obj } from './schemas.ts';

/** A stream whose client reads slower than this many unsent bytes is closed; it resumes. */
const MAX_BUFFERED = 1 << 20;
/** How long a browser waits before reconnecting by itself. */
const RETRY_MS = 3_000;

function sessionKey(req: FastifyRequest): string {
  if (req.viewer.sessionID) return `session:${req.viewer.sessionID}`;
  const guest = req.cookies[GUEST_COOKIE];
  return guest ? `guest:${guest}` : `ip:${req.ip}`;
}

/** The id to resume after: the header wins; undefined for a fresh stream, NaN for garbage. */
function resumeFrom(req: FastifyRequest): number | undefined {
  const header = req.headers['last-event-id'];
  const query = (req.query as { lastEventId?: number }).lastEventId;
  const raw = typeof header === 'string' && header.trim() !== '' ? header.trim() : query;
  if (raw === undefined) return undefined;
  return /^\d+$/.test(String(raw)) ? Number(raw) : Number.NaN;
}

export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  const feed = ctx.events;
  app.get(
    '/events',
    { schema: { querystring: obj({ lastEventId: { type: 'integer', minimum: 0 } }) } },
    async (req, reply) => {
      const res = reply.raw;
      const userID = req.viewer.signedIn ? req.viewer.userID : 0;
      const sessionID = req.viewer.sessionID;
      const perms = req.perms;
      const visible = (e: LiveEvent): boolean =>
        'userID' in e.audience
          ? userID > 0 && e.audience.userID === userID
          : perms.inCategory('discussions.view', e.audience.categoryID);

      let heartbeat: ReturnType<typeof setInterval> | undefined = undefined;
      let unsubscribe = (): void => undefined;
      let closed = false;
      const cleanup = (): void => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        if (release) release();
      };
      const close = (): void => {
        cleanup();
        res.end();
      };
      const release = feed.openStream(sessionKey(req), close);
      if (!release)
        throw new HttpError(429, 'Too many event streams for this session.', {
          limit: feed.options.streamsPerSession,
        });

      reply.hijack();
      res.on('close', cleanup);
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Accel-Buffering': 'no',
        Connection: 'keep-alive',
      });
      const send = (chunk: string): void => {
        if (closed) return;
        res.write(chunk);
        if (res.writableLength > MAX_BUFFERED) close();
      };

      // Everything below runs in one tick: the replay reaches exactly what the bus has
      // published, and the subscription takes over from there.
      const from = resumeFrom(req);
      const replay = from === undefined ? undefined : feed.replay(from);
      send(`retry: ${RETRY_MS}\n`);
      if (replay?.reset) send(formatEvent({ id: feed.lastID, type: 'reset', data: {} }));
      else {
        for (const event of replay?.events ?? []) if (visible(event)) send(formatEvent(event));
        send(`id: ${feed.lastID}\n\n`);
      }
      if (closed) return;
      unsubscribe = feed.bus.subscribe((event) => {
        if (visible(event)) send(formatEvent(event));
      });
      heartbeat = setInterval(() => {
        // A session signed out (or a user deleted) ends the stream; it comes back as a guest.
        if (sessionID && !sessionUser(ctx.db, sessionID)) close();
        else send(': hb\n\n');
      }, feed.options.heartbeatMs);
      // A client gone before the stream started has already fired 'close'.
      if (!res.socket || res.socket.destroyed) cleanup();
    },
  );
}
