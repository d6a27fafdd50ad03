/** /conversations and /messages: the viewer's private conversations. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { fieldError, notFound, permissionError } from '../lib/errors.ts';
import { originOf } from '../lib/urls.ts';
import { nowIso } from '../lib/time.ts';
import { textToHtml } from '../lib/html.ts';
import { pageQuery, paging, setPagingHeaders } from '../lib/paging.ts';
import { userFragments } from '../model/users.ts';
import { getConfig } from '../model/config.ts';
import { requirePermission, requireSignedIn } from './guards.ts';
import { expandQuery, idParams, obj } from './schemas.ts';

interface ConversationRow {
  conversationID: number;
  name: string;
  insertUserID: number;
  dateInserted: string;
  dateUpdated: string | null;
}

function serialize(
  ctx: AppContext,
  req: FastifyRequest,
  c: ConversationRow,
): Record<string, unknown> {
  const origin = originOf(req);
  const participants = ctx.db
    .prepare(
      'SELECT userID, status, countRead FROM conversation_participants WHERE conversationID = ? ORDER BY userID',
    )
    .all(c.conversationID) as { userID: number; status: string; countRead: number }[];
  const messages = ctx.db
    .prepare(
      'SELECT body, insertUserID, dateInserted FROM messages WHERE conversationID = ? ORDER BY dateInserted, messageID',
    )
    .all(c.conversationID) as { body: string; insertUserID: number; dateInserted: string }[];
  const last = messages[messages.length - 1];
  const users = userFragments(
    ctx.db,
    [...participants.map((p) => p.userID), c.insertUserID],
    origin,
  );
  const mine = participants.find((p) => p.userID === req.viewer.userID);
  const countUnread = mine ? Math.max(0, messages.length - mine.countRead) : 0;
  return {
    conversationID: c.conversationID,
    name: c.name,
    body: messages[0]?.body ?? '',
    url: `${origin}/messages/${c.conversationID}`,
    dateInserted: c.dateInserted,
    dateUpdated: c.dateUpdated,
    insertUserID: c.insertUserID,
    insertUser: users.get(c.insertUserID),
    countMessages: messages.length,
    countParticipants: participants.length,
    countUnread,
    unread: countUnread > 0,
    participants: participants.map((p) => ({
      userID: p.userID,
      status: p.status,
      user: users.get(p.userID),
    })),
    lastMessage: last
      ? {
          insertUserID: last.insertUserID,
          dateInserted: last.dateInserted,
          insertUser: users.get(last.insertUserID),
          body: last.body,
        }
      : undefined,
  };
}

function ownConversation(ctx: AppContext, req: FastifyRequest, id: number): ConversationRow {
  const userID = requireSignedIn(req);
  const c = ctx.db.prepare('SELECT * FROM conversations WHERE conversationID = ?').get(id) as
    ConversationRow | undefined;
  if (!c) throw notFound('Conversation');
  if (
    !ctx.db
      .prepare('SELECT 1 FROM conversation_participants WHERE conversationID = ? AND userID = ?')
      .get(id, userID)
  ) {
    throw permissionError(['conversations.view'], [id]);
  }
  return c;
}

export function registerConversationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { page?: number; limit?: number } }>(
    '/conversations',
    {
      schema: {
        querystring: obj({
          ...pageQuery,
          expand: expandQuery,
          insertUserID: { type: 'integer' },
          participantUserID: { type: 'integer' },
        }),
      },
    },
    async (req, reply) => {
      const userID = requireSignedIn(req);
      const p = paging(req.query, 30);
      const where = `conversationID IN (SELECT conversationID FROM conversation_participants WHERE userID = ? AND status = 'participating')`;
      const total = (
        ctx.db.prepare(`SELECT COUNT(*) AS n FROM conversations WHERE ${where}`).get(userID) as {
          n: number;
        }
      ).n;
      const rows = ctx.db
        .prepare(
          `SELECT * FROM conversations WHERE ${where} ORDER BY COALESCE(dateUpdated, dateInserted) DESC LIMIT ? OFFSET ?`,
        )
        .all(userID, p.limit, p.offset) as ConversationRow[];
      setPagingHeaders(req, reply, p, total);
      return rows.map((c) => serialize(ctx, req, c));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/conversations/:id',
    { schema: { params: idParams } },
    async (req) => serialize(ctx, req, ownConversation(ctx, req, req.params.id)),
  );

  app.post<{ Body: { participantUserIDs: number[]; name?: string; body: string } }>(
    '/conversations',
    {
      schema: {
        body: obj(
          {
            participantUserIDs: {
              type: 'array',
              items: { type: 'integer', minimum: 1 },
              minItems: 1,
              maxItems: 50,
            },
            name: { type: 'string', maxLength: 100 },
            body: { type: 'string', minLength: 1, maxLength: 10000 },
          },
          ['participantUserIDs', 'body'],
        ),
      },
    },
    async (req, reply) => {
      const userID = requireSignedIn(req);
      if (getConfig(ctx.db, 'conversations.enabled') !== true)
        throw permissionError(['conversations.add']);
      requirePermission(req, 'conversations.add');
      const ids = [...new Set([userID, ...req.body.participantUserIDs])];
      for (const id of ids) {
        const u = ctx.db.prepare('SELECT deleted FROM users WHERE userID = ?').get(id) as
          { deleted: number } | undefined;
        if (!u || u.deleted)
          throw fieldError('participantUserIDs', `The user ${id} does not exist.`, 'exists');
      }
      const now = nowIso();
      const names = ids.map(
        (u) =>
          (ctx.db.prepare('SELECT name FROM users WHERE userID = ?').get(u) as { name: string })
            .name,
      );
      const name = req.body.name?.trim() || names.join(', ');
      const id = ctx.db.transaction(() => {
        const info = ctx.db
          .prepare(
            'INSERT INTO conversations (name, insertUserID, dateInserted, dateUpdated) VALUES (?, ?, ?, ?)',
          )
          .run(name, userID, now, now);
        const cid = Number(info.lastInsertRowid);
        ctx.db
          .prepare(
            'INSERT INTO messages (conversationID, body, insertUserID, dateInserted) VALUES (?, ?, ?, ?)',
          )
          .run(cid, textToHtml(req.body.body), userID, now);
        for (const u of ids)
          ctx.db
            .prepare(
              'INSERT INTO conversation_participants (conversationID, userID, countRead) VALUES (?, ?, ?)',
            )
            .run(cid, u, u === userID ? 1 : 0);
        return cid;
      })();
      reply.status(201);
      return serialize(ctx, req, ownConversation(ctx, req, id));
    },
  );

  app.get<{ Querystring: { conversationID: number; page?: number; limit?: number } }>(
    '/messages',
    {
      schema: {
        querystring: obj({ conversationID: { type: 'integer', minimum: 1 }, ...pageQuery }, [
          'conversationID',
        ]),
      },
    },
    async (req, reply) => {
      const c = ownConversation(ctx, req, req.query.conversationID);
      const p = paging(req.query, 30);
      const rows = readMessages(ctx, c.conversationID, req.viewer.userID);
      const users = userFragments(
        ctx.db,
        rows.map((r) => r.insertUserID),
        originOf(req),
      );
      setPagingHeaders(req, reply, p, rows.length);
      return rows
        .slice(p.offset, p.offset + p.limit)
        .map((m) => ({ ...m, format: 'wysiwyg', insertUser: users.get(m.insertUserID) }));
    },
  );
}

export interface MessageRow {
  messageID: number;
  conversationID: number;
  body: string;
  insertUserID: number;
  dateInserted: string;
}

/** A conversation's messages in order; reading them marks them read for the reader. */
export function readMessages(
  ctx: AppContext,
  conversationID: number,
  userID: number,
): MessageRow[] {
  const rows = ctx.db
    .prepare('SELECT * FROM messages WHERE conversationID = ? ORDER BY dateInserted, messageID')
    .all(conversationID) as MessageRow[];
  ctx.db
    .prepare(
      'UPDATE conversation_participants SET countRead = ? WHERE conversationID = ? AND userID = ?',
    )
    .run(rows.length, conversationID, userID);
  return rows;
}
