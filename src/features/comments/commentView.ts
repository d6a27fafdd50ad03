import { createSelector, weakMapMemoize } from '@reduxjs/toolkit';
import type { ApiReaction } from '@/api/types/discussions';
import type { ApiComment } from '@/api/types/posting';
import { selectConfigFlag } from '@/store/configFlags';
import { selectConfigValue } from '@/store/configSlice';
import type { RootState } from '@/store/store';
import { sanitizeUrl } from '@/utils/links';
import { selectDiscussionByID } from '../discussions/discussionsSlice';
import { selectCommentsState } from './commentsSlice';

export type AnswerStatus = 'accepted' | 'rejected' | 'pending';

/**
 * What the post page shows of a comment and what its actions read, apart from the wire shape
 * (CONVENTIONS "The API client"). HTML fields are the server's and still go through
 * DOMPurify before they are set; links are already checked with `sanitizeUrl`.
 */
export interface CommentView {
  id: number;
  discussionID: number;
  /** The discussion's category (permissions are checked on it); 0 when unknown. */
  categoryID: number;
  /** The server's rendered body; empty for a tombstone. */
  bodyHtml: string;
  author: { userID: number; name: string; url?: string; photoUrl?: string };
  /** The author's signature when signatures are on (`signatures.enabled`, 03 §5). */
  signatureHtml?: string;
  /** Written by the AI assistant (`aiAssistant.userID`, 03 §3). */
  isAI: boolean;
  dateInserted: string;
  dateUpdated?: string;
  /** The comment's permalink. */
  url: string;
  score: number;
  reactions: ApiReaction[];
  /** On answers to a question: accepted, rejected or pending (03 §3, §4). */
  answerStatus?: AnswerStatus;
  /** Open reports (`reportMeta.countReports`), for moderators. */
  reportCount?: number;
  /** `tombstone` once deleted on this page view, until its page is loaded again (03 §9). */
  displayMode: 'full' | 'tombstone';
}

const ANSWER_STATUSES: ReadonlySet<string> = new Set(['accepted', 'rejected', 'pending']);

/** What the view needs of the site and the comment's discussion. */
export interface CommentViewContext {
  signaturesEnabled: boolean;
  /** The AI assistant's userID, or 0 when the site has none. */
  aiUserID: number;
  deleted: boolean;
  /** The discussion's category, for a comment that does not name one. */
  discussionCategoryID?: number;
}

/** Maps a wire comment to its view. */
export function toCommentView(comment: ApiComment, context: CommentViewContext): CommentView {
  const id = comment.commentID;
  const user = comment.insertUser;
  const status = String(comment.attributes?.answer?.status ?? '').toLowerCase();
  const reports = comment.reportMeta?.countReports;
  const signature = user?.signature?.body;
  const tombstone = context.deleted;
  const view: CommentView = {
    id,
    discussionID: comment.discussionID,
    categoryID: comment.categoryID ?? context.discussionCategoryID ?? 0,
    bodyHtml: tombstone || typeof comment.body !== 'string' ? '' : comment.body,
    author: { userID: user?.userID ?? comment.insertUserID, name: user?.name ?? '' },
    isAI: context.aiUserID > 0 && comment.insertUserID === context.aiUserID,
    dateInserted: comment.dateInserted,
    url: sanitizeUrl(comment.url) ?? `/discussion/comment/${id}#Comment_${id}`,
    score: typeof comment.score === 'number' ? comment.score : 0,
    reactions: comment.reactions ?? [],
    displayMode: tombstone ? 'tombstone' : 'full',
  };
  const authorUrl = sanitizeUrl(user?.url);
  const photoUrl = sanitizeUrl(user?.photoUrl);
  if (authorUrl) view.author.url = authorUrl;
  if (photoUrl) view.author.photoUrl = photoUrl;
  if (context.signaturesEnabled && !tombstone && typeof signature === 'string' && signature)
    view.signatureHtml = signature;
  if (comment.dateUpdated) view.dateUpdated = comment.dateUpdated;
  if (ANSWER_STATUSES.has(status)) view.answerStatus = status as AnswerStatus;
  if (typeof reports === 'number') view.reportCount = reports;
  return view;
}

const selectComment = (state: RootState, commentID: number): ApiComment | undefined =>
  selectCommentsState(state).entities[commentID];

const selectIsDeleted = (state: RootState, commentID: number): boolean =>
  selectCommentsState(state).deleted[String(commentID)] === true;

const selectSignaturesEnabled = (state: RootState): boolean =>
  selectConfigFlag(state, 'signatures.enabled');

/** The AI assistant's userID (`aiAssistant.userID`), 0 when the site names none. */
export function selectAIUserID(state: RootState): number {
  const value = Number(selectConfigValue<unknown>(state, 'aiAssistant.userID', 0));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

const selectDiscussionCategoryID = (state: RootState, commentID: number): number | undefined => {
  const comment = selectComment(state, commentID);
  return comment ? selectDiscussionByID(state, comment.discussionID)?.categoryID : undefined;
};

/**
 * One comment as the post page shows it, or undefined while the store does not hold it. The
 * same view object comes back while the comment object, its tombstone flag and the settings
 * stay the same, so a comment re-renders only when it changes itself (a reaction on one
 * comment re-renders that one). Both caches are `weakMapMemoize`, as in
 * `selectDiscussionView`: per ID, living only as long as the state and comment objects.
 */
export const selectCommentView: (state: RootState, commentID: number) => CommentView | undefined =
  createSelector(
    [
      selectComment,
      selectIsDeleted,
      selectSignaturesEnabled,
      selectAIUserID,
      selectDiscussionCategoryID,
    ],
    (comment, deleted, signaturesEnabled, aiUserID, discussionCategoryID) =>
      comment
        ? toCommentView(comment, { deleted, signaturesEnabled, aiUserID, discussionCategoryID })
        : undefined,
    { memoize: weakMapMemoize, argsMemoize: weakMapMemoize },
  );
