/**
 * Private messages, linked from the title bar's messages flyout, the user card and the share menu:
 * /messages/inbox, /messages/add[/{name}][?content=&to=], and /messages/{id} with its reply form.
 * Members only; a conversation is shown to its participants only.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { esc, excerpt, textToHtml } from '../lib/html.ts';
import { sanitizeHtml } from '../lib/format.ts';
import { nowIso } from '../lib/time.ts';
import { getConfig } from '../model/config.ts';
import { readMessages } from '../api/conversations.ts';
import { getUserByName, userFragments } from '../model/users.ts';
import {
  checkTransientKey,
  forbidden,
  notice,
  signInRedirect,
  transientKeyField,
  type Form,
  one,
} from './access.ts';
import { dateHtml, userLink } from './html.ts';
import { renderPage } from './layout.ts';

interface ConversationRow {
  conversationID: number;
  name: string;
  insertUserID: number;
  dateInserted: string;
  dateUpdated: string | null;
}

export function registerMessagePages(app: FastifyInstance, ctx: AppContext): void {
  const enabled = (): boolean => getConfig(ctx.db, 'conversations.enabled') === true;
  const mayWrite = (req: FastifyRequest): boolean =>
    enabled() && req.perms.has('conversations.add') && !req.viewer.banned;

  app.get('/messages/inbox', async (req, reply) => {
    if (!req.viewer.signedIn) return signInRedirect(req, reply);
    const rows = ctx.db
      .prepare(
        `SELECT c.*, p.countRead,
           (SELECT COUNT(*) FROM messages m WHERE m.conversationID = c.conversationID) AS countMessages,
           (SELECT body FROM messages m WHERE m.conversationID = c.conversationID ORDER BY dateInserted DESC, messageID DESC LIMIT 1) AS lastBody,
           (SELECT insertUserID FROM messages m WHERE m.conversationID = c.conversationID ORDER BY dateInserted DESC, messageID DESC LIMIT 1) AS lastUserID
         FROM conversations c JOIN conversation_participants p ON p.conversationID = c.conversationID
         WHERE p.userID = ? AND p.status = 'participating'
         ORDER BY COALESCE(c.dateUpdated, c.dateInserted) DESC, c.conversationID DESC`,
      )
      .all(req.viewer.userID) as (ConversationRow & {
      countRead: number;
      countMessages: number;
      lastBody: string | null;
      lastUserID: number | null;
    })[];
    const users = userFragments(
      ctx.db,
      rows.map((r) => r.lastUserID ?? 0),
      '',
    );
    const list = rows.length
      ? `<ul class="DataList Conversations">${rows
          .map((c) => {
            const unread = c.countMessages > c.countRead;
            return `<li class="Item${unread ? ' Unread' : ''}" id="Conversation_${c.conversationID}">
  <a class="Title" href="/messages/${c.conversationID}">${esc(c.name)}</a> ${unread ? '<span class="Tag Tag-New">New</span>' : ''}
  <div class="Excerpt">${c.lastUserID ? `${userLink(users.get(c.lastUserID))}: ` : ''}${esc(excerpt(c.lastBody ?? '', 160))}</div>
  <div class="Meta"><span>${c.countMessages} messages</span> <span>${dateHtml(c.dateUpdated ?? c.dateInserted)}</span></div>
</li>`;
          })
          .join('\n')}</ul>`
      : '<p class="Empty">You have no messages.</p>';
    const body = `<h1>Inbox</h1>${mayWrite(req) ? '<p><a class="Button" href="/messages/add">New Message</a></p>' : ''}${list}`;
    return renderPage(ctx, req, reply, { title: 'Inbox', body });
  });

  const addForm = (
    req: FastifyRequest,
    reply: FastifyReply,
    values: { to: string; subject: string; body: string },
    error = '',
    status = 200,
  ): FastifyReply => {
    if (!req.viewer.signedIn) return signInRedirect(req, reply);
    if (!enabled()) throw notFound('Page');
    if (!mayWrite(req)) throw forbidden();
    const body = `<section class="EntryForm MessageForm"><h1>New Message</h1>
${error ? notice(error, 'error') : ''}
<form method="post" action="/messages/add">
  ${transientKeyField(ctx, req, reply)}
  <p><label for="Form_To">Recipients</label><input id="Form_To" name="to" value="${esc(values.to)}" required maxlength="500" placeholder="Names, separated by commas"></p>
  <p><label for="Form_Subject">Subject</label><input id="Form_Subject" name="subject" value="${esc(values.subject)}" maxlength="100"></p>
  <p><label for="Form_Body">Message</label><textarea id="Form_Body" name="body" rows="6" required maxlength="10000">${esc(values.body)}</textarea></p>
  <p><button type="submit" class="Button">Send Message</button> <a href="/messages/inbox">Cancel</a></p>
</form></section>`;
    return renderPage(ctx, req, reply, { title: 'New Message', body, status });
  };

  app.get<{ Querystring: Form }>('/messages/add', async (req, reply) =>
    addForm(req, reply, {
      to: one(req.query.to),
      subject: one(req.query.subject),
      body: one(req.query.content),
    }),
  );
  app.get<{ Params: { name: string }; Querystring: Form }>(
    '/messages/add/:name',
    async (req, reply) => {
      if (req.viewer.signedIn) {
        const u = getUserByName(ctx.db, req.params.name);
        if (!u || u.deleted) throw notFound('User');
      }
      return addForm(req, reply, {
        to: req.params.name,
        subject: one(req.query.subject),
        body: one(req.query.content),
      });
    },
  );

  app.post<{ Body: Form }>('/messages/add', async (req, reply) => {
    if (!req.viewer.signedIn) return signInRedirect(req, reply);
    checkTransientKey(ctx, req, one(req.body?.transientKey));
    const values = {
      to: one(req.body?.to).slice(0, 500),
      subject: one(req.body?.subject).trim().slice(0, 100),
      body: one(req.body?.body).slice(0, 10000),
    };
    const names = [
      ...new Set(
        values.to
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean),
      ),
    ];
    const recipients = names.map((n) => ({ name: n, user: getUserByName(ctx.db, n) }));
    const missing = recipients.find((r) => !r.user || r.user.deleted);
    if (!names.length) return addForm(req, reply, values, 'Add at least one recipient.', 422);
    if (missing) return addForm(req, reply, values, `There is no user “${missing.name}”.`, 422);
    if (!values.body.trim()) return addForm(req, reply, values, 'The message is empty.', 422);
    const ids = [
      ...new Set([req.viewer.userID, ...recipients.map((r) => r.user?.userID ?? 0)]),
    ].filter((id) => id > 0);
    if (ids.length < 2) return addForm(req, reply, values, 'Add someone other than yourself.', 422);
    if (!mayWrite(req)) throw forbidden();
    const now = nowIso();
    const name =
      values.subject ||
      [req.viewer.name, ...recipients.map((r) => r.user?.name ?? '')].filter(Boolean).join(', ');
    const id = ctx.db.transaction(() => {
      const cid = Number(
        ctx.db
          .prepare(
            'INSERT INTO conversations (name, insertUserID, dateInserted, dateUpdated) VALUES (?, ?, ?, ?)',
          )
          .run(name, req.viewer.userID, now, now).lastInsertRowid,
      );
      ctx.db
        .prepare(
          'INSERT INTO messages (conversationID, body, insertUserID, dateInserted) VALUES (?, ?, ?, ?)',
        )
        .run(cid, textToHtml(values.body), req.viewer.userID, now);
      const part = ctx.db.prepare(
        'INSERT INTO conversation_participants (conversationID, userID, countRead) VALUES (?, ?, ?)',
      );
      for (const u of ids) part.run(cid, u, u === req.viewer.userID ? 1 : 0);
      return cid;
    })();
    return reply.redirect(`/messages/${id}`, 303);
  });

  /** The conversation, if the viewer takes part in it. */
  const conversation = (req: FastifyRequest, rawID: string): ConversationRow => {
    const id = Number(rawID);
    const c = Number.isInteger(id)
      ? (ctx.db.prepare('SELECT * FROM conversations WHERE conversationID = ?').get(id) as
          ConversationRow | undefined)
      : undefined;
    if (!c) throw notFound('Conversation');
    const mine = ctx.db
      .prepare('SELECT 1 FROM conversation_participants WHERE conversationID = ? AND userID = ?')
      .get(c.conversationID, req.viewer.userID);
    if (!mine) throw forbidden();
    return c;
  };

  app.get<{ Params: { id: string } }>('/messages/:id', async (req, reply) => {
    if (!req.viewer.signedIn) return signInRedirect(req, reply);
    const c = conversation(req, req.params.id);
    // Reading the conversation marks it read, as the API's GET /messages does.
    const messages = readMessages(ctx, c.conversationID, req.viewer.userID);
    const participants = ctx.db
      .prepare('SELECT userID FROM conversation_participants WHERE conversationID = ?')
      .all(c.conversationID) as { userID: number }[];
    const users = userFragments(
      ctx.db,
      [...participants.map((p) => p.userID), ...messages.map((m) => m.insertUserID)],
      '',
    );
    const items = messages
      .map(
        (m) => `<article class="Item ItemMessage" id="Message_${m.messageID}">
  <div class="Item-header"><img class="ProfilePhoto" alt="" width="40" height="40" src="/assets/avatars/${m.insertUserID}.svg"> ${userLink(users.get(m.insertUserID))} ${dateHtml(m.dateInserted)}</div>
  <div class="Message userContent">${sanitizeHtml(m.body)}</div>
</article>`,
      )
      .join('\n');
    const form = mayWrite(req)
      ? `<form class="CommentForm" method="post" action="/messages/${c.conversationID}">
  ${transientKeyField(ctx, req, reply)}
  <label for="Form_Body">Reply</label>
  <textarea id="Form_Body" name="body" rows="4" required maxlength="10000"></textarea>
  <button type="submit" class="Button">Send</button>
</form>`
      : '';
    const body = `<nav class="Breadcrumbs"><a href="/messages/inbox">Inbox</a> ›</nav>
<h1>${esc(c.name)}</h1>
<p class="Meta">With ${participants
      .filter((p) => p.userID !== req.viewer.userID)
      .map((p) => userLink(users.get(p.userID)))
      .join(', ')}</p>
${items}
${form}`;
    return renderPage(ctx, req, reply, { title: c.name, body });
  });

  app.post<{ Params: { id: string }; Body: Form }>('/messages/:id', async (req, reply) => {
    if (!req.viewer.signedIn) return signInRedirect(req, reply);
    checkTransientKey(ctx, req, one(req.body?.transientKey));
    const c = conversation(req, req.params.id);
    if (!mayWrite(req)) throw forbidden();
    const text = one(req.body?.body).trim().slice(0, 10000);
    if (!text) throw new HttpError(422, 'The message is empty.');
    const now = nowIso();
    ctx.db.transaction(() => {
      ctx.db
        .prepare(
          'INSERT INTO messages (conversationID, body, insertUserID, dateInserted) VALUES (?, ?, ?, ?)',
        )
        .run(c.conversationID, textToHtml(text), req.viewer.userID, now);
      ctx.db
        .prepare('UPDATE conversations SET dateUpdated = ? WHERE conversationID = ?')
        .run(now, c.conversationID);
    })();
    return reply.redirect(`/messages/${c.conversationID}`, 303);
  });
}
