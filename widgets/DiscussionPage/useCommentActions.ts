import { useMemo } from 'react';
import {
  type CommentActions,
  commentActions,
  useCommentActionContext,
} from '@/features/comments/commentPermissions';
import { type CommentView } from '@/features/comments/commentView';
import { selectCommentSave } from '@/features/comments/commentsSlice';
import type { CommentSaveKind } from '@/features/comments/commentsState';
import type { DiscussionView } from '@/features/discussions/discussionView';
import { useHas } from '@/features/discussions/components/useItemPermissions';
import { useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';

/** What the viewer may do with a comment (02 §5, 03 §6), with the reaction bar's checks. */
export function useCommentActions(
  view: CommentView,
  discussion: DiscussionView,
): {
  actions: CommentActions;
  /** When the author's edit window ends (ms); null when the edit has no limit. */
  editDeadline: number | null;
  has: (name: string) => boolean;
  canSeeUsers: boolean;
  canSeeLog: boolean;
} {
  const context = useCommentActionContext();
  const has = useHas();
  const actions = useMemo(
    () => commentActions(view, discussion, context),
    [view, discussion, context],
  );
  const inserted = Date.parse(view.dateInserted);
  const editDeadline =
    actions.editSecondsLeft === undefined || Number.isNaN(inserted)
      ? null
      : inserted + context.editTimeout * 1000;
  return {
    actions,
    editDeadline,
    has,
    canSeeUsers: has('reactions.view'),
    canSeeLog: has('community.moderate'),
  };
}

const KINDS: readonly CommentSaveKind[] = ['delete', 'answer', 'reaction', 'report'];

/** Which saves on the comment are running: their controls show busy and take no clicks. */
export function useCommentBusy(commentID: number): Record<CommentSaveKind, boolean> {
  // One string, so the comment re-renders only when one of its saves starts or ends.
  const running = useAppSelector((state) =>
    KINDS.map((kind) =>
      selectCommentSave(state, kind, commentID).status === LoadStatus.LOADING ? '1' : '0',
    ).join(''),
  );
  return useMemo(
    () =>
      Object.fromEntries(KINDS.map((kind, i) => [kind, running[i] === '1'])) as Record<
        CommentSaveKind,
        boolean
      >,
    [running],
  );
}
