import { useMemo } from 'react';
import type { ApiPermissions } from '@/api/types/users';
import { hasPermission } from '@/permissions/hasPermission';
import { selectPermissions } from '@/permissions/permissionsSlice';
import { selectCurrentUser } from '@/store/currentUserSlice';
import { useAppSelector } from '@/store/hooks';

/** What "may the viewer comment" reads of the viewer (a part of `CommentActionContext`). */
export interface CommentGateContext {
  userID: number;
  /** Does the viewer hold `name`, on the category when one is given? */
  has: (name: string, categoryID?: number) => boolean;
  /** The viewer is banned: they read, and do nothing else. */
  banned: boolean;
}

/** What "may the viewer comment" reads of the discussion. */
export interface CommentGateDiscussion {
  categoryID: number;
  closed: boolean;
  /** The record's own answers for some permissions (`permissions` on the discussion). */
  permissionOverrides?: Record<string, boolean>;
}

/** `has` over the viewer's permissions, per category when one is given. */
export function permissionCheck(
  permissions: ApiPermissions | undefined,
): CommentGateContext['has'] {
  return (name, categoryID) =>
    hasPermission(
      permissions,
      name,
      categoryID === undefined ? {} : { resourceType: 'category', resourceID: categoryID },
    );
}

/** Is the user record banned (1 from the API, true from some servers)? */
export const isBanned = (user: { banned?: unknown } | null | undefined): boolean =>
  user?.banned === 1 || user?.banned === true;

/**
 * May the viewer comment on `discussion` (03 §6)? A signed-in, not banned viewer with
 * `comments.add` on the category; on a closed discussion `discussions.close` *replaces* that
 * check (it is not required on top of it). A record override of the permission checked wins
 * over the viewer's own. The one rule for Reply, Quote and reactions on comments
 * (`commentActions`) and for the comment box under the discussion. Kept apart from
 * commentPermissions.ts so that the comment box loads only this.
 */
export function mayComment(
  discussion: CommentGateDiscussion,
  context: CommentGateContext,
): boolean {
  if (context.userID <= 0 || context.banned) return false;
  const gate = discussion.closed ? 'discussions.close' : 'comments.add';
  const override = discussion.permissionOverrides?.[gate];
  return typeof override === 'boolean' ? override : context.has(gate, discussion.categoryID);
}

/** The current viewer as `mayComment` reads them, from the store; one object per change. */
export function useCommentGateContext(): CommentGateContext {
  const permissions = useAppSelector((state) => selectPermissions(state).data);
  const user = useAppSelector(selectCurrentUser);
  const userID = user?.userID ?? 0;
  const banned = isBanned(user as { banned?: unknown } | null);
  return useMemo(
    () => ({ userID, banned, has: permissionCheck(permissions) }),
    [permissions, userID, banned],
  );
}
