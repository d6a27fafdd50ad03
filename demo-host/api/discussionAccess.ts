/** Loading a discussion the viewer may see, and the per-action permission rules (03 §6). */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, notFound, permissionError } from '../lib/errors.ts';
import { hasExpand } from '../lib/query.ts';
import { originOf } from '../lib/urls.ts';
import { getConfig } from '../model/config.ts';
import { getDiscussion, serializeDiscussions, type DiscussionRow } from '../model/discussions.ts';

export function visibleDiscussion(ctx: AppContext, req: FastifyRequest, id: number): DiscussionRow {
  const d = getDiscussion(ctx.db, id);
  if (!d) throw notFound('Discussion');
  if (!req.perms.inCategory('discussions.view', d.categoryID))
    throw permissionError(['discussions.view'], [id]);
  return d;
}

export function serializeOne(
  ctx: AppContext,
  req: FastifyRequest,
  d: DiscussionRow,
  expand: unknown,
): Record<string, unknown> {
  const [out] = serializeDiscussions(ctx.db, [d], {
    viewerID: req.viewer.userID,
    origin: originOf(req),
    expand: (name) => hasExpand(expand, name),
    perms: req.perms,
    otherSiteOrigin: ctx.otherSiteOrigin,
  });
  if (!out) throw new HttpError(500, 'Could not serialise the discussion.');
  return out;
}

/** Who acts: a request, or (for the draft publisher) a draft's author. */
export type Actor = Pick<FastifyRequest, 'viewer' | 'perms'>;

type Rule = (req: Actor, d: DiscussionRow) => boolean;
const own = (req: Actor, d: DiscussionRow): boolean =>
  req.viewer.signedIn && d.insertUserID === req.viewer.userID;
const inCat =
  (p: string): Rule =>
  (req, d) =>
    req.perms.inCategory(p, d.categoryID);

/**
 * Who may comment (03 §6): `comments.add` on the category, which `discussions.close` replaces
 * (not joins) when the discussion is closed; the library's comment footer and box apply the
 * same rule. The permission it checks is the one a 403 names.
 */
const commentPermission = (d: DiscussionRow): string =>
  d.closed ? 'discussions.close' : 'comments.add';

/** Each action, the rule that allows it, and the permission named in a 403. */
export const RULES: Record<
  string,
  { allow: Rule; permission: string | ((d: DiscussionRow) => string) }
> = {
  edit: {
    allow: (r, d) => inCat('discussions.edit')(r, d) || (own(r, d) && !d.closed),
    permission: 'discussions.edit',
  },
  move: { allow: inCat('discussions.edit'), permission: 'discussions.edit' },
  type: { allow: inCat('discussions.edit'), permission: 'discussions.edit' },
  close: {
    allow: (r, d) =>
      inCat('discussions.close')(r, d) || (own(r, d) && inCat('discussions.closeOwn')(r, d)),
    permission: 'discussions.close',
  },
  sink: {
    allow: (r, d) => inCat('discussions.sink')(r, d) || r.perms.has('community.manage'),
    permission: 'discussions.sink',
  },
  announce: {
    allow: (r, d) => inCat('discussions.announce')(r, d) || r.perms.has('community.manage'),
    permission: 'discussions.announce',
  },
  resolve: { allow: (r) => r.perms.has('staff.allow'), permission: 'staff.allow' },
  delete: { allow: inCat('discussions.delete'), permission: 'discussions.delete' },
  bump: { allow: (r) => r.perms.has('curation.manage'), permission: 'curation.manage' },
  tag: {
    allow: (r, d) => inCat('discussions.edit')(r, d) || own(r, d),
    permission: 'discussions.edit',
  },
  comment: {
    allow: (r, d) => inCat(commentPermission(d))(r, d),
    permission: commentPermission,
  },
};

export function can(req: Actor, action: keyof typeof RULES, d: DiscussionRow): boolean {
  const rule = RULES[action];
  return !!rule && rule.allow(req, d);
}

export function assertCan(req: Actor, action: keyof typeof RULES, d: DiscussionRow): void {
  const rule = RULES[action];
  if (!rule || !rule.allow(req, d)) {
    const name = typeof rule?.permission === 'function' ? rule.permission(d) : rule?.permission;
    throw permissionError([name ?? action], [d.discussionID]);
  }
}

/** A discussion or a comment, as far as the edit rule reads it. */
export interface EditablePost {
  kind: 'discussion' | 'comment';
  id: number;
  insertUserID: number;
  dateInserted: string;
  categoryID: number;
  /** The discussion is closed (for a comment: the discussion it is in). */
  closed: boolean;
}

/**
 * The edit rule (02 §5, 02 §6): moderators (community.moderate) and holders of
 * discussions.edit / comments.edit or discussions.manage on the category may always edit; the
 * author may edit their own post while the discussion is open and `garden.editTimeout` seconds
 * (-1: no limit) have not passed since it was posted. Banned users edit nothing.
 */
export function mayEdit(ctx: AppContext, actor: Actor, post: EditablePost): boolean {
  if (!actor.viewer.signedIn || actor.viewer.banned) return false;
  const staff = [
    post.kind === 'discussion' ? 'discussions.edit' : 'comments.edit',
    'discussions.manage',
  ].some((p) => actor.perms.inCategory(p, post.categoryID));
  if (staff || actor.perms.has('community.moderate')) return true;
  if (post.insertUserID !== actor.viewer.userID || post.closed) return false;
  return editSecondsLeft(ctx, post.dateInserted) !== 0;
}

/** Seconds the author has left to edit (0: none), or null when there is no limit. */
export function editSecondsLeft(ctx: AppContext, dateInserted: string): number | null {
  const timeout = Number(getConfig(ctx.db, 'garden.editTimeout') ?? -1);
  if (!Number.isFinite(timeout) || timeout < 0) return null;
  const left = Date.parse(dateInserted) + timeout * 1000 - Date.now();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

export function assertMayEdit(ctx: AppContext, actor: Actor, post: EditablePost): void {
  if (!mayEdit(ctx, actor, post))
    throw permissionError(
      [post.kind === 'discussion' ? 'discussions.edit' : 'comments.edit'],
      [post.id],
    );
}

/** The edit rule's view of a discussion row. */
export function editableDiscussion(d: DiscussionRow): EditablePost {
  return {
    kind: 'discussion',
    id: d.discussionID,
    insertUserID: d.insertUserID,
    dateInserted: d.dateInserted,
    categoryID: d.categoryID,
    closed: d.closed === 1,
  };
}
