import { useMemo } from 'react';
import { selectPermissions } from '@/permissions/permissionsSlice';
import { selectConfigValues } from '@/store/configSlice';
import { selectCurrentUser } from '@/store/currentUserSlice';
import { useAppSelector } from '@/store/hooks';
import type { ActionContext } from '../discussions/components/actionPermissions';
import { actionContextOf } from '../discussions/components/useItemPermissions';
import type { DiscussionView } from '../discussions/discussionView';
import type { CommentView } from './commentView';
import { isBanned, mayComment } from './mayComment';

export { mayComment } from './mayComment';

/**
 * What the comment rules read of the viewer and the site: the discussion list's ActionContext
 * (the viewer, `has`, `featureFlags.escalations.Enabled`), plus the ban and the edit timeout.
 */
export interface CommentActionContext extends Pick<
  ActionContext,
  'userID' | 'has' | 'escalationsEnabled'
> {
  /** The viewer is banned: they read, and do nothing else. */
  banned: boolean;
  /** `garden.editTimeout` in seconds; -1 means no limit (02 §5). */
  editTimeout: number;
  /** The time the edit window is measured at (ms); default now. */
  now?: number;
}

/** What the rules read of the comment's discussion. */
export type CommentDiscussion = Pick<
  DiscussionView,
  'categoryID' | 'closed' | 'authorID' | 'type' | 'permissionOverrides'
>;

/** The actions a comment offers the viewer. */
export interface CommentActions {
  react: boolean;
  quote: boolean;
  reply: boolean;
  edit: boolean;
  /** Seconds of the author's edit window left; absent when edit has no limit (or is refused). */
  editSecondsLeft?: number;
  delete: boolean;
  report: boolean;
  /** Mark it the accepted answer (questions; not when it already is). */
  accept: boolean;
  /** Mark it a rejected answer (questions; not when it already is). */
  reject: boolean;
  permalink: boolean;
}

const NONE: CommentActions = Object.freeze({
  react: false,
  quote: false,
  reply: false,
  edit: false,
  delete: false,
  report: false,
  accept: false,
  reject: false,
  permalink: false,
});

/**
 * Who edits comments at any time, closed or not (02 §5, §6): the same names the composer's
 * edit window (`editWindowOf('comment', …)`) checks; a unit test keeps the two in step.
 */
export const COMMENT_EDIT_ANY_TIME = [
  'comments.edit',
  'discussions.manage',
  'discussions.moderate',
  'community.moderate',
] as const;

/**
 * The actions the viewer may take on a comment (02 §5, 03 §4, §6):
 * - react, quote and reply: a signed-in, not banned viewer with `comments.add` on the category;
 *   on a closed discussion `discussions.close` instead. A record override of the permission on
 *   the discussion wins over the viewer's own;
 * - edit: holders of `comments.edit` (and the moderators) always; the author while the
 *   discussion is open and within `editTimeout` seconds of posting (`editSecondsLeft`);
 * - delete: `comments.delete` on the category;
 * - report: `flag.add` with escalations on, not on one's own comment;
 * - accept and reject: on a question, for its author or `discussions.moderate`;
 * - permalink: every comment still there. A tombstone offers nothing.
 */
export function commentActions(
  view: Pick<CommentView, 'author' | 'dateInserted' | 'answerStatus' | 'displayMode'>,
  discussion: CommentDiscussion,
  context: CommentActionContext,
): CommentActions {
  if (view.displayMode === 'tombstone') return NONE;
  const category = discussion.categoryID;
  const has = (name: string): boolean => context.has(name, category);
  const signedIn = context.userID > 0 && !context.banned;
  const canComment = mayComment(discussion, context);
  const own = signedIn && view.author.userID === context.userID;
  const isQuestion = discussion.type === 'question';
  const decides =
    signedIn &&
    isQuestion &&
    (discussion.authorID === context.userID || has('discussions.moderate'));

  const actions: CommentActions = {
    react: canComment,
    quote: canComment,
    reply: canComment,
    edit: false,
    delete: signedIn && has('comments.delete'),
    report: signedIn && context.escalationsEnabled && !own && has('flag.add'),
    accept: decides && view.answerStatus !== 'accepted',
    reject: decides && view.answerStatus !== 'rejected',
    permalink: true,
  };
  if (signedIn && COMMENT_EDIT_ANY_TIME.some(has)) {
    actions.edit = true;
  } else if (own && !discussion.closed) {
    const inserted = Date.parse(view.dateInserted);
    if (context.editTimeout < 0 || Number.isNaN(inserted)) {
      actions.edit = true;
    } else {
      const left = inserted + context.editTimeout * 1000 - (context.now ?? Date.now());
      actions.edit = left > 0;
      if (left > 0) actions.editSecondsLeft = Math.floor(left / 1000);
    }
  }
  return actions;
}

/** The comment rules' context for the current viewer, from the store; one object per change. */
export function useCommentActionContext(): CommentActionContext {
  const permissions = useAppSelector((state) => selectPermissions(state).data);
  const values = useAppSelector(selectConfigValues);
  const user = useAppSelector(selectCurrentUser);
  const userID = user?.userID ?? 0;
  const banned = isBanned(user as { banned?: unknown } | null);
  return useMemo(() => {
    const timeout = Number(values['garden.editTimeout'] ?? -1);
    return {
      ...actionContextOf(permissions, values, userID),
      banned,
      editTimeout: Number.isFinite(timeout) ? timeout : -1,
    };
  }, [permissions, values, userID, banned]);
}
