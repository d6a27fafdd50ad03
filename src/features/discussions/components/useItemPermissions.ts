import { useMemo } from 'react';
import type { ApiPermissions } from '@/api/types/users';
import { hasPermission } from '@/permissions/hasPermission';
import { selectPermissions } from '@/permissions/permissionsSlice';
import { configFlagOf } from '@/store/configFlags';
import { selectConfigValues } from '@/store/configSlice';
import { selectCurrentUser } from '@/store/currentUserSlice';
import { useAppSelector } from '@/store/hooks';
import type { RootState } from '@/store/store';
import {
  type ActionContext,
  type ActionSubject,
  allowedActionsKey,
  type DiscussionAction,
} from './actionPermissions';

/** The viewer and site facts the permission rules read, built from the store. */
export function actionContextOf(
  permissions: ApiPermissions | undefined,
  values: Record<string, unknown>,
  userID: number,
): ActionContext {
  return {
    userID,
    has: (name, categoryID) =>
      hasPermission(
        permissions,
        name,
        categoryID === undefined ? {} : { resourceType: 'category', resourceID: categoryID },
      ),
    taggingEnabled: configFlagOf(values, 'tagging.enabled'),
    triageEnabled: configFlagOf(values, 'triage.enabled'),
    escalationsEnabled: configFlagOf(values, 'featureFlags.escalations.Enabled'),
  };
}

// One context per (permissions, config, user); one key per view object (`selectDiscussionView`
// keeps one view per discussion object). Store updates that touch neither cost one WeakMap
// lookup per item.
let lastContext: { permissions: unknown; values: unknown; userID: number; ctx: ActionContext } = {
  permissions: null,
  values: null,
  userID: -1,
  ctx: actionContextOf(undefined, {}, 0),
};
let keys = new WeakMap<ActionSubject, string>();

function contextFor(state: RootState): ActionContext {
  const permissions = selectPermissions(state).data;
  const values = selectConfigValues(state);
  const userID = selectCurrentUser(state)?.userID ?? 0;
  if (
    lastContext.permissions !== permissions ||
    lastContext.values !== values ||
    lastContext.userID !== userID
  ) {
    lastContext = {
      permissions,
      values,
      userID,
      ctx: actionContextOf(permissions, values, userID),
    };
    keys = new WeakMap();
  }
  return lastContext.ctx;
}

/** The allowed actions of a discussion, as a comma-joined key (a string, so selectors stay cheap). */
export function selectAllowedActionsKey(state: RootState, discussion: ActionSubject): string {
  const ctx = contextFor(state);
  let key = keys.get(discussion);
  if (key === undefined) {
    key = allowedActionsKey(discussion, ctx);
    keys.set(discussion, key);
  }
  return key;
}

/** Does the viewer hold a global permission? */
export function useHas(): (name: string) => boolean {
  const permissions = useAppSelector((state) => selectPermissions(state).data);
  return useMemo(() => (name: string) => hasPermission(permissions, name), [permissions]);
}

/** The set of actions the viewer may take on `discussion` (its `DiscussionView`). */
export function useAllowedActions(discussion: ActionSubject): ReadonlySet<DiscussionAction> {
  const key = useAppSelector((state) => selectAllowedActionsKey(state, discussion));
  return useMemo(() => new Set(key === '' ? [] : (key.split(',') as DiscussionAction[])), [key]);
}
