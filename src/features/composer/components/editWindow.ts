import { useMemo } from 'react';
import type { ApiPermissions } from '@/api/types/users';
import { getEditDeadline } from '@/ui/EditCountdown';
import { hasPermission } from '@/permissions/hasPermission';
import { selectPermissions } from '@/permissions/permissionsSlice';
import { selectConfigValue } from '@/store/configSlice';
import { selectCurrentUser } from '@/store/currentUserSlice';
import { useAppSelector } from '@/store/hooks';

/** What the edit rule needs to know about a discussion or comment. */
export interface EditableRecord {
  categoryID?: number;
  insertUserID?: number;
  dateInserted?: string;
  closed?: boolean;
}

export interface EditWindow {
  /** May the viewer edit it now? */
  allowed: boolean;
  /** When the author's edit time ends (ms since the epoch); null means no limit. */
  deadline: number | null;
}

/** Moderators and holders of edit on the category edit any time, closed or not (02 §6). */
const ANY_TIME = {
  discussion: [
    'discussions.edit',
    'discussions.manage',
    'discussions.moderate',
    'community.moderate',
  ],
  comment: ['comments.edit', 'discussions.manage', 'discussions.moderate', 'community.moderate'],
};

/**
 * The edit rule of 02 §5 and §6: holders of edit on the category always may; the author may
 * edit own content while it is not closed and until `dateInserted` plus the edit timeout
 * (seconds, -1 for no limit) has passed. The server checks the same again.
 */
export function editWindowOf(
  kind: 'discussion' | 'comment',
  record: EditableRecord,
  viewer: { userID: number; permissions: ApiPermissions | undefined; editTimeout: number },
  now: number = Date.now(),
): EditWindow {
  const onCategory =
    record.categoryID === undefined
      ? {}
      : { resourceType: 'category', resourceID: record.categoryID };
  if (hasPermission(viewer.permissions, ANY_TIME[kind], onCategory))
    return { allowed: true, deadline: null };
  const own = viewer.userID > 0 && record.insertUserID === viewer.userID;
  if (!own || record.closed === true) return { allowed: false, deadline: null };
  if (viewer.editTimeout < 0 || !record.dateInserted) return { allowed: true, deadline: null };
  const deadline = getEditDeadline(record.dateInserted, viewer.editTimeout);
  return { allowed: deadline === null || deadline > now, deadline };
}

/** `editWindowOf` for the current viewer, from the store (`garden.editTimeout`, default -1). */
export function useEditWindow(
  kind: 'discussion' | 'comment',
  record: EditableRecord | undefined,
): EditWindow | undefined {
  const permissions = useAppSelector((state) => selectPermissions(state).data);
  const userID = useAppSelector((state) => selectCurrentUser(state)?.userID ?? 0);
  const editTimeout = useAppSelector((state) =>
    Number(selectConfigValue<unknown>(state, 'garden.editTimeout', -1)),
  );
  return useMemo(
    () =>
      record &&
      editWindowOf(kind, record, {
        userID,
        permissions,
        editTimeout: Number.isFinite(editTimeout) ? editTimeout : -1,
      }),
    [kind, record, userID, permissions, editTimeout],
  );
}
