/** /users: me, me-counts, $me/permissions, by-names, get, patch, post. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { fieldError, notFound, permissionError } from '../lib/errors.ts';
import { hasExpand } from '../lib/query.ts';
import { originOf } from '../lib/urls.ts';
import { hashPassword } from '../lib/passwords.ts';
import { nowIso } from '../lib/time.ts';
import { pageQuery, paging, setPagingHeaders } from '../lib/paging.ts';
import { Permissions } from '../auth/permissions.ts';
import { ROLE } from '../auth/permissionNames.ts';
import { roleIDsOf, type UserRow } from '../auth/viewer.ts';
import { countPosts, getUser, rolesOf, unreadCounts, userFragment } from '../model/users.ts';
import { requirePermission, requireSelfOrPermission, requireSignedIn } from './guards.ts';
import { idParams, obj } from './schemas.ts';

export function serializeUser(
  ctx: AppContext,
  u: UserRow,
  origin: string,
  viewer: { userID: number; perms: Permissions },
  expand: unknown,
): Record<string, unknown> {
  const frag = userFragment(u, origin);
  const self = viewer.userID === u.userID;
  const canSeePrivate = self || viewer.perms.has('personalInfo.view');
  const counts = countPosts(ctx.db, u.userID);
  const out: Record<string, unknown> = {
    ...frag,
    email: canSeePrivate ? u.email : '',
    showEmail: canSeePrivate,
    roles: rolesOf(ctx.db, u.userID),
    title: u.deleted ? '' : u.title,
    dateInserted: u.dateInserted,
    dateUpdated: u.dateUpdated,
    points: u.points,
    emailConfirmed: u.emailConfirmed === 1,
    bypassSpam: false,
    banned: u.banned,
    deleted: u.deleted === 1,
    ...counts,
  };
  // A private (or, with ui.bannedPrivateProfile, banned) profile hides details from others.
  if (u.private && !canSeePrivate) {
    out.dateInserted = u.dateInserted;
    out.countDiscussions = 0;
    out.countComments = 0;
  }
  if (hasExpand(expand, 'reactionsReceived'))
    out.reactionsReceived = reactionsReceived(ctx, u.userID);
  return out;
}

function reactionsReceived(ctx: AppContext, userID: number): Record<string, unknown>[] {
  return ctx.db
    .prepare(
      `SELECT rt.tagID, rt.urlcode, rt.name, rt.class, COUNT(r.userID) AS count
       FROM reaction_types rt LEFT JOIN (
         SELECT r.tagID, r.userID FROM reactions r JOIN discussions d
           ON r.recordType = 'discussion' AND d.discussionID = r.recordID AND d.insertUserID = ?
         UNION ALL
         SELECT r.tagID, r.userID FROM reactions r JOIN comments c
           ON r.recordType = 'comment' AND c.commentID = r.recordID AND c.insertUserID = ?
       ) r ON r.tagID = rt.tagID GROUP BY rt.tagID ORDER BY rt.sort`,
    )
    .all(userID, userID) as Record<string, unknown>[];
}

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/users/me', async (req) => {
    const origin = originOf(req);
    const counts = unreadCounts(ctx.db, req.viewer.userID);
    const base = req.viewer.signedIn ? getUser(ctx.db, req.viewer.userID) : undefined;
    const frag = base
      ? userFragment(base, origin)
      : {
          userID: 0,
          name: 'Guest',
          photoUrl: `${origin}/assets/avatars/0.svg`,
          dateLastActive: null,
        };
    const perms = req.perms.toJSON();
    return {
      ...frag,
      email: base?.email,
      isAdmin: req.viewer.isAdmin,
      isSysAdmin: false,
      roleIDs: req.viewer.signedIn ? req.viewer.roleIDs : [],
      emailConfirmed: req.viewer.emailConfirmed,
      permissions: Object.keys(perms.permissions[0]?.permissions ?? {}),
      countUnreadNotifications: counts.notifications,
      countUnreadConversations: counts.conversations,
    };
  });

  app.get('/users/me-counts', async (req) => {
    const counts = unreadCounts(ctx.db, req.viewer.userID);
    return {
      counts: [
        { name: 'UnreadNotifications', count: counts.notifications },
        { name: 'UnreadConversations', count: counts.conversations },
      ],
    };
  });

  app.get<{ Params: { id: string } }>('/users/:id/permissions', async (req) => {
    const { id } = req.params;
    if (id === '$me' || Number(id) === req.viewer.userID) return req.perms.toJSON();
    const userID = Number(id);
    if (!Number.isInteger(userID)) throw fieldError('id', 'id is not a valid integer.', 'type');
    requirePermission(req, 'users.edit', 'site.manage');
    const u = getUser(ctx.db, userID);
    if (!u) throw notFound('User');
    const roleIDs = roleIDsOf(ctx.db, userID);
    return new Permissions(ctx.db, roleIDs, roleIDs.includes(ROLE.admin), true).toJSON();
  });

  app.get<{ Querystring: { name: string; order?: string; page?: number; limit?: number } }>(
    '/users/by-names',
    {
      schema: {
        querystring: obj(
          {
            name: { type: 'string', minLength: 1 },
            order: { type: 'string', enum: ['countComments', 'dateLastActive', 'name', 'mention'] },
            siteSectionID: { type: 'string' },
            ...pageQuery,
          },
          ['name'],
        ),
      },
    },
    async (req, reply) => {
      const p = paging(req.query, 30);
      const pattern = req.query.name.replace(/[\\%_]/g, (m) => `\\${m}`).replace(/\*/g, '%');
      const like = pattern.includes('%') ? pattern : `${pattern}`;
      const order =
        req.query.order === 'mention'
          ? `(u.dateLastActive >= datetime('now', '-90 days')) DESC, u.name COLLATE NOCASE`
          : req.query.order === 'dateLastActive'
            ? 'u.dateLastActive DESC'
            : req.query.order === 'countComments'
              ? '(SELECT COUNT(*) FROM comments c WHERE c.insertUserID = u.userID) DESC'
              : 'u.name COLLATE NOCASE';
      const where = `u.deleted = 0 AND u.name LIKE ? ESCAPE '\\'`;
      const total = (
        ctx.db.prepare(`SELECT COUNT(*) AS n FROM users u WHERE ${where}`).get(like) as {
          n: number;
        }
      ).n;
      const rows = ctx.db
        .prepare(`SELECT * FROM users u WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
        .all(like, p.limit, p.offset) as UserRow[];
      setPagingHeaders(req, reply, p, total);
      return rows.map((u) => userFragment(u, originOf(req)));
    },
  );

  app.get<{ Params: { id: number }; Querystring: { expand?: string[] } }>(
    '/users/:id',
    { schema: { params: idParams } },
    async (req) => {
      const u = getUser(ctx.db, req.params.id);
      if (!u) throw notFound('User');
      if (!req.perms.has('profiles.view')) throw permissionError(['profiles.view']);
      return serializeUser(
        ctx,
        u,
        originOf(req),
        { userID: req.viewer.userID, perms: req.perms },
        req.query.expand,
      );
    },
  );

  app.patch<{
    Params: { id: number };
    Body: { name?: string; email?: string; title?: string; private?: boolean; password?: string };
  }>(
    '/users/:id',
    {
      schema: {
        params: idParams,
        body: obj(
          {
            name: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$' },
            email: { type: 'string', format: 'email' },
            title: { type: 'string', maxLength: 100 },
            private: { type: 'boolean' },
            password: { type: 'string', minLength: 8 },
          },
          [],
          false,
        ),
      },
    },
    async (req) => {
      requireSelfOrPermission(req, req.params.id);
      const u = getUser(ctx.db, req.params.id);
      if (!u || u.deleted) throw notFound('User');
      const b = req.body;
      if (b.name && b.name.toLowerCase() !== u.name.toLowerCase()) {
        const taken = ctx.db.prepare('SELECT 1 FROM users WHERE name = ?').get(b.name);
        if (taken) throw fieldError('name', 'The name you entered is already in use.', 'unique');
      }
      ctx.db
        .prepare(
          `UPDATE users SET name = COALESCE(?, name), email = COALESCE(?, email), title = COALESCE(?, title),
           private = COALESCE(?, private), passwordHash = COALESCE(?, passwordHash), dateUpdated = ? WHERE userID = ?`,
        )
        .run(
          b.name ?? null,
          b.email ?? null,
          b.title ?? null,
          b.private === undefined ? null : b.private ? 1 : 0,
          b.password ? hashPassword(b.password) : null,
          nowIso(),
          u.userID,
        );
      const updated = getUser(ctx.db, u.userID) as UserRow;
      return serializeUser(
        ctx,
        updated,
        originOf(req),
        { userID: req.viewer.userID, perms: req.perms },
        [],
      );
    },
  );

  app.post<{ Body: { name: string; email: string; password: string; roleID?: number[] } }>(
    '/users',
    {
      schema: {
        body: obj(
          {
            name: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$' },
            email: { type: 'string', format: 'email' },
            password: { type: 'string', minLength: 8 },
            roleID: { type: 'array', items: { type: 'integer' } },
            emailConfirmed: { type: 'boolean' },
          },
          ['name', 'email', 'password'],
        ),
      },
    },
    async (req, reply) => {
      requireSignedIn(req);
      requirePermission(req, 'users.add');
      const { name, email, password } = req.body;
      if (ctx.db.prepare('SELECT 1 FROM users WHERE name = ?').get(name)) {
        throw fieldError('name', 'The name you entered is already in use.', 'unique');
      }
      const roleIDs = req.body.roleID?.length ? req.body.roleID : [ROLE.member];
      const known = ctx.db.prepare('SELECT roleID FROM roles').all() as { roleID: number }[];
      const bad = roleIDs.find((r) => !known.some((k) => k.roleID === r));
      if (bad !== undefined) throw fieldError('roleID', `Unknown role ${bad}.`);
      const userID = createUser(ctx, name, email, password, roleIDs);
      reply.status(201);
      return serializeUser(
        ctx,
        getUser(ctx.db, userID) as UserRow,
        originOf(req),
        { userID: req.viewer.userID, perms: req.perms },
        [],
      );
    },
  );
}

export function createUser(
  ctx: AppContext,
  name: string,
  email: string,
  password: string,
  roleIDs: number[],
): number {
  return ctx.db.transaction(() => {
    const now = nowIso();
    const info = ctx.db
      .prepare(
        `INSERT INTO users (name, email, passwordHash, title, emailConfirmed, dateInserted, dateLastActive)
         VALUES (?, ?, ?, 'Member', 0, ?, ?)`,
      )
      .run(name, email, hashPassword(password), now, now);
    const userID = Number(info.lastInsertRowid);
    for (const r of roleIDs)
      ctx.db.prepare('INSERT INTO user_roles (userID, roleID) VALUES (?, ?)').run(userID, r);
    return userID;
  })();
}
