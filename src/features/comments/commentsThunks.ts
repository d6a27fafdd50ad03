import { errorFromBody } from '../../api/apiError';
import * as commentsApi from '../../api/endpoints/comments';
import type { ApiReaction } from '../../api/types/discussions';
import type { ApiAnswerStatus } from '../../api/types/comments';
import type { ApiComment } from '../../api/types/posting';
import { createLoadThunk } from '../../store/createLoadThunk';
import { selectCurrentUser } from '../../store/currentUserSlice';
import type { RootState } from '../../store/store';
import { fetchDiscussion } from '../discussions/discussionsThunks';
import { postReaction } from '../../api/endpoints/reactions';
import { sendReaction } from '../reactions/sendReaction';
import {
  selectCommentEntity,
  selectCommentLoadable,
  selectCommentPageLoadable,
  selectCommentRollback,
  selectCommentSaveLoadable,
} from './commentsLoadables';
import {
  type CommentPageData,
  type CommentPageParams,
  commentPageKey,
  commentSaveKey,
} from './commentsState';

/**
 * Fields every comment read expands: the author with their signature (03 §5), reactions and,
 * for moderators, the report count (03 §3).
 */
export const COMMENT_EXPAND = ['insertUser', 'insertUser.signature', 'reactions', 'reportMeta'];

export type CommentPageArg = CommentPageParams & { force?: boolean };

/** A page as the thunk answers it: the comments in order and the thread's total. */
export interface CommentPageAnswer {
  comments: ApiComment[];
  total: number;
}

/**
 * `GET /comments?discussionID&page&limit&sort&expand[]` (03 §2, §9). The total comes from the
 * paging headers; a server that sends none gets the count of what is known so far (one more
 * when it links a next page).
 */
export const fetchCommentPage = createLoadThunk<CommentPageAnswer, CommentPageArg>(
  'comments/pageRequested',
  async ({ discussionID, sort, page, limit }, { api, signal }) => {
    const { items, paging } = await commentsApi.listComments(
      api,
      { discussionID, page, limit, sort, expand: COMMENT_EXPAND },
      signal,
    );
    const seen = (page - 1) * limit + items.length;
    const total = paging.total ?? (paging.next ? Math.max(seen + 1, page * limit + 1) : seen);
    return { comments: items, total };
  },
  { selectLoadable: (state, arg) => selectCommentPageLoadable(state, commentPageKey(arg)) },
);

/** The data a page keeps of an answer: IDs and total. */
export function pageDataOf(answer: CommentPageAnswer): CommentPageData {
  return { ids: answer.comments.map((comment) => comment.commentID), total: answer.total };
}

/** `GET /comments/{id}?expand[]…`: one comment, e.g. again after a reaction. */
export const fetchComment = createLoadThunk<ApiComment, { commentID: number; force?: boolean }>(
  'comments/commentRequested',
  async ({ commentID }, { api, signal }) => {
    const data: unknown = await commentsApi.getComment(api, commentID, signal, {
      expand: COMMENT_EXPAND,
    });
    // A success without the comment (a 408, 01 §7) is a failure, not an empty comment.
    if (!data || typeof data !== 'object' || (data as ApiComment).commentID !== commentID)
      throw errorFromBody(data);
    return data as ApiComment;
  },
  { selectLoadable: (state, arg) => selectCommentLoadable(state, arg.commentID) },
);

const saves = (state: RootState, kind: string, commentID: number) =>
  selectCommentSaveLoadable(state, commentSaveKey(kind, commentID));

/**
 * `DELETE /comments/{id}` (`comments.delete`). On success the comment stays in its place as a
 * tombstone until its page is loaded again. Not optimistic: the widget asks for confirmation
 * first and shows the delete as busy while it runs.
 */
export const deleteCommentThunk = createLoadThunk<void, number>(
  'comments/commentDeleted',
  async (commentID, { api }) => {
    await commentsApi.deleteComment(api, commentID);
  },
  { selectLoadable: (state, commentID) => saves(state, 'delete', commentID), freshFor: 0 },
);

/**
 * `PATCH /comments/{id}/answer` with `{ status }`: accepts, rejects or resets an answer to a
 * question (03 §3, §4). The answer replaces the comment; the discussion is then fetched again
 * so its Q&A status (Answered, Accepted…) is the server's. A failed reload leaves the status
 * set. Resolves to the comment, or null when the server answered with something else.
 */
export const setAnswerThunk = createLoadThunk<
  ApiComment | null,
  { commentID: number; status: ApiAnswerStatus }
>(
  'comments/answerStatusSet',
  async ({ commentID, status }, { api, dispatch, getState }) => {
    const data: unknown = await commentsApi.setAnswerStatus(api, commentID, status);
    const answer =
      data && typeof data === 'object' && (data as ApiComment).commentID === commentID
        ? (data as ApiComment)
        : null;
    const discussionID =
      answer?.discussionID ?? selectCommentEntity(getState(), commentID)?.discussionID;
    if (discussionID !== undefined) await dispatch(fetchDiscussion({ discussionID, force: true }));
    return answer;
  },
  { selectLoadable: (state, arg) => saves(state, 'answer', arg.commentID), freshFor: 0 },
);

export interface CommentReactionArg {
  commentID: number;
  /** The reaction's urlcode, e.g. 'Up'. Choosing the user's current reaction removes it. */
  reactionType: string;
}

/**
 * Chooses a reaction on a comment (03 §4), as on a discussion: applied at once (the slice's
 * optimistic update); the user's existing reaction is deleted first, and unless it was the
 * chosen one the new one is added; rolled back on failure. On success the comment is fetched
 * again so its counts and score are the server's. If that reload fails, resolves to the counts
 * the POST answered with (merged by the slice).
 */
export const reactToComment = createLoadThunk<ApiReaction[] | null, CommentReactionArg>(
  'comments/reactionChosen',
  async ({ commentID, reactionType }, { api, dispatch, getState, requestId }) => {
    const counts = await sendReaction(api, {
      recordType: 'comment',
      recordID: commentID,
      userID: selectCurrentUser(getState())?.userID ?? 0,
      before: selectCommentRollback(getState(), requestId)?.reactions ?? [],
      reactionType,
    });
    const reloaded = await dispatch(fetchComment({ commentID, force: true }));
    return fetchComment.fulfilled.match(reloaded) ? null : counts;
  },
  { selectLoadable: (state, arg) => saves(state, 'reaction', arg.commentID), freshFor: 0 },
);

/**
 * Reports a comment with a Flag-class reaction as the reason (`flag.add` with escalations,
 * 03 §6): `POST /comments/{id}/reactions` with `{ reactionType }`, then the comment is fetched
 * again (a server that keeps one reaction per user replaces the reporter's vote).
 */
export const reportComment = createLoadThunk<void, CommentReactionArg>(
  'comments/reported',
  async ({ commentID, reactionType }, { api, dispatch }) => {
    await postReaction(api, 'comment', commentID, reactionType);
    await dispatch(fetchComment({ commentID, force: true }));
  },
  { selectLoadable: (state, arg) => saves(state, 'report', arg.commentID), freshFor: 0 },
);
