/** Loading a discussion the viewer may see, and the per-action permission rules (03 §6). */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, notFound, permissionError } from '../lib/errors.ts';
import { hasExpand } from '../lib/query.ts';
import { originOf } from '../lib/urls.ts';
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
  });
  if (!out) throw new HttpError(500, 'Could not serialise the discussion.');
  return out;
}

type Rule = (req: FastifyRequest, d: DiscussionRow) => boolean;
const own = (req: FastifyRequest, d: DiscussionRow): boolean =>
  req.viewer.signedIn && d.insertUserID === req.viewer.userID;
const inCat =
  (p: string): Rule =>
  (req, d) =>
    req.perms.inCategory(p, d.categoryID);

/** Each action, the rule that allows it, and the permission named in a 403. */
export const RULES: Record<string, { allow: Rule; permission: string }> = {
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
    allow: (r, d) => inCat('comments.add')(r, d) && (!d.closed || inCat('discussions.close')(r, d)),
    permission: 'comments.add',
  },
};

export function can(req: FastifyRequest, action: keyof typeof RULES, d: DiscussionRow): boolean {
  const rule = RULES[action];
  return !!rule && rule.allow(req, d);
}

export function assertCan(req: FastifyRequest, action: keyof typeof RULES, d: DiscussionRow): void {
  const rule = RULES[action];
  if (!rule || !rule.allow(req, d))
    throw permissionError([rule?.permission ?? action], [d.discussionID]);
}
