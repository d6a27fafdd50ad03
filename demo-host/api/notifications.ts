/** /notifications: list, get, mark one read, mark all read. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { notFound, permissionError } from '../lib/errors.ts';
import { avatarPath, originOf } from '../lib/urls.ts';
import { nowIso } from '../lib/time.ts';
import { pageQuery, paging, setPagingHeaders } from '../lib/paging.ts';
import { requireSignedIn } from './guards.ts';
import { expandQuery, idParams, obj } from './schemas.ts';

interface NotificationRow {
  notificationID: number;
  userID: number;
  activityType: string;
  reason: string | null;
  body: string;
  photoUserID: number | null;
  url: string;
  recordType: string | null;
  recordID: number | null;
  discussionID: number | null;
  read: number;
  dateInserted: string;
  dateUpdated: string;
}

function serialize(
  ctx: AppContext,
  req: FastifyRequest,
  n: NotificationRow,
): Record<string, unknown> {
  const origin = originOf(req);
  const out: Record<string, unknown> = {
    notificationID: n.notificationID,
    activityType: n.activityType,
    reason: n.reason ?? n.activityType,
    body: n.body,
    photoUrl: n.photoUserID ? `${origin}${avatarPath(n.photoUserID)}` : null,
    url: `${origin}${n.url}`,
    readUrl: `${origin}${n.url}`,
    recordType: n.recordType ?? undefined,
    recordID: n.recordID ?? undefined,
    discussionID: n.discussionID,
    read: n.read === 1,
    dateInserted: n.dateInserted,
    dateUpdated: n.dateUpdated,
  };
  const expand = (req.query as { expand?: string[] }).expand ?? [];
  if (n.discussionID && (expand.includes('discussion') || expand.includes('all'))) {
    const d = ctx.db
      .prepare('SELECT discussionID, name, categoryID FROM discussions WHERE discussionID = ?')
      .get(n.discussionID) as
      { discussionID: number; name: string; categoryID: number } | undefined;
    if (d)
      out.discussion = {
        discussionID: d.discussionID,
        name: d.name,
        url: `${origin}/discussion/${d.discussionID}`,
        categoryID: String(d.categoryID),
      };
  }
  return out;
}

function own(ctx: AppContext, req: FastifyRequest, id: number): NotificationRow {
  const userID = requireSignedIn(req);
  const n = ctx.db.prepare('SELECT * FROM notifications WHERE notificationID = ?').get(id) as
    NotificationRow | undefined;
  if (!n) throw notFound('Notification');
  if (n.userID !== userID) throw permissionError(['session.valid'], [id]);
  return n;
}

const readBody = obj({ read: { type: 'boolean', enum: [true] } }, ['read'], false);

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { page?: number; limit?: number; expand?: string[] } }>(
    '/notifications',
    {
      schema: {
        querystring: obj({ ...pageQuery, expand: expandQuery, shouldBatch: { type: 'boolean' } }),
      },
    },
    async (req, reply) => {
      const userID = requireSignedIn(req);
      const p = paging(req.query, 30);
      const total = (
        ctx.db.prepare('SELECT COUNT(*) AS n FROM notifications WHERE userID = ?').get(userID) as {
          n: number;
        }
      ).n;
      const rows = ctx.db
        .prepare(
          'SELECT * FROM notifications WHERE userID = ? ORDER BY dateInserted DESC, notificationID DESC LIMIT ? OFFSET ?',
        )
        .all(userID, p.limit, p.offset) as NotificationRow[];
      setPagingHeaders(req, reply, p, total);
      return rows.map((n) => serialize(ctx, req, n));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/notifications/:id',
    { schema: { params: idParams, querystring: obj({ expand: expandQuery }) } },
    async (req) => serialize(ctx, req, own(ctx, req, req.params.id)),
  );

  app.patch<{ Params: { id: number }; Body: { read: true } }>(
    '/notifications/:id',
    { schema: { params: idParams, body: readBody } },
    async (req) => {
      const n = own(ctx, req, req.params.id);
      ctx.db
        .prepare('UPDATE notifications SET read = 1, dateUpdated = ? WHERE notificationID = ?')
        .run(nowIso(), n.notificationID);
      return serialize(ctx, req, { ...n, read: 1 });
    },
  );

  app.put<{ Params: { id: number } }>(
    '/notifications/:id/read',
    { schema: { params: idParams } },
    async (req) => {
      const n = own(ctx, req, req.params.id);
      ctx.db
        .prepare('UPDATE notifications SET read = 1 WHERE notificationID = ?')
        .run(n.notificationID);
      return serialize(ctx, req, { ...n, read: 1 });
    },
  );

  app.patch<{ Body: { read: true } }>(
    '/notifications',
    { schema: { body: readBody } },
    async (req, reply) => {
      const userID = requireSignedIn(req);
      ctx.db
        .prepare('UPDATE notifications SET read = 1, dateUpdated = ? WHERE userID = ? AND read = 0')
        .run(nowIso(), userID);
      return reply.status(204).send();
    },
  );
}
