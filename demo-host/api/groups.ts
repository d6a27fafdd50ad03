/** /groups/{id}/invitations: a group's owner (or a community manager) invites users and e-mails. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { fieldError, notFound, permissionError } from '../lib/errors.ts';
import { nowIso } from '../lib/time.ts';
import { requireNotBanned, requireSignedIn } from './guards.ts';
import { idParams, obj } from './schemas.ts';

interface GroupRow {
  groupID: number;
  name: string;
  ownerUserID: number;
}

function groupFor(ctx: AppContext, req: FastifyRequest, groupID: number): GroupRow {
  requireSignedIn(req);
  const group = ctx.db.prepare('SELECT * FROM groups WHERE groupID = ?').get(groupID) as
    GroupRow | undefined;
  if (!group) throw notFound('Group');
  if (group.ownerUserID !== req.viewer.userID && !req.perms.has('community.manage')) {
    throw permissionError(['community.manage'], [groupID]);
  }
  return group;
}

function invitations(ctx: AppContext, groupID: number): unknown[] {
  return ctx.db
    .prepare(
      'SELECT invitationID, groupID, userID, email, insertUserID, dateInserted FROM group_invitations WHERE groupID = ? ORDER BY invitationID',
    )
    .all(groupID);
}

export function registerGroupRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: number } }>(
    '/groups/:id/invitations',
    { schema: { params: idParams } },
    async (req) => invitations(ctx, groupFor(ctx, req, req.params.id).groupID),
  );

  app.post<{ Params: { id: number }; Body: { userIDs?: number[]; emails?: string[] } }>(
    '/groups/:id/invitations',
    {
      schema: {
        params: idParams,
        body: obj(
          {
            userIDs: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 100 },
            emails: { type: 'array', items: { type: 'string', format: 'email' }, maxItems: 100 },
          },
          [],
          false,
        ),
      },
    },
    async (req, reply) => {
      const group = groupFor(ctx, req, req.params.id);
      requireNotBanned(req);
      const userIDs = [...new Set(req.body.userIDs ?? [])];
      const emails = [...new Set((req.body.emails ?? []).map((e) => e.trim().toLowerCase()))];
      if (userIDs.length === 0 && emails.length === 0) {
        throw fieldError('userIDs', 'Invite at least one user or e-mail address.', 'required');
      }
      const exists = ctx.db.prepare('SELECT 1 FROM users WHERE userID = ? AND deleted = 0');
      const unknown = userIDs.filter((id) => !exists.get(id));
      if (unknown.length)
        throw fieldError('userIDs', `These users do not exist: ${unknown.join(', ')}.`, 'exists');
      const now = nowIso();
      const byUser = ctx.db.prepare(
        'INSERT OR IGNORE INTO group_invitations (groupID, userID, insertUserID, dateInserted) VALUES (?, ?, ?, ?)',
      );
      const byEmail = ctx.db.prepare(
        'INSERT OR IGNORE INTO group_invitations (groupID, email, insertUserID, dateInserted) VALUES (?, ?, ?, ?)',
      );
      ctx.db.transaction(() => {
        for (const id of userIDs) byUser.run(group.groupID, id, req.viewer.userID, now);
        for (const email of emails) byEmail.run(group.groupID, email, req.viewer.userID, now);
      })();
      return reply.status(201).send(invitations(ctx, group.groupID));
    },
  );
}
