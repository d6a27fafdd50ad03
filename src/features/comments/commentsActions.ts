import { errorFromBody } from '@/api/apiError';
import { apiDeleteComment, apiGetComment, apiPatchCommentAnswer } from '@/api/endpoints/comments';
import type { ApiReaction } from '@/api/types/discussions';
import type { ApiAnswerStatus } from '@/api/types/comments';
import type { ApiComment } from '@/api/types/posting';
import { type AppAsyncThunk, createLoadThunk } from '@/store/createLoadThunk';
import { addOptimisticUpdate } from '@/store/optimistic';
import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import { applyReaction } from '../reactions/applyReaction';
import { selectCurrentUser } from '@/store/currentUserSlice';
import type { RootState } from '@/store/store';
import { fetchDiscussion } from '../discussions/discussionsActions';
import { apiPostReaction } from '@/api/endpoints/reactions';
import { sendReaction } from '../reactions/sendReaction';
import {
  type CommentSaveKind,
  commentSaveKey,
  type CommentSnapshot,
  type CommentsState,
} from './commentsState';

/*
 * The comments' saves (delete, answer, reaction, report) and `fetchComment`, which the
 * reaction and the report reload through, with the reaction's optimistic change.
 * `commentsSlice.ts` imports this module (its reducers handle these thunks); this module
 * imports nothing of the slice but types, and its thunks read the slice's state through
 * `RootState`, so there is no import cycle.
 */

/**
 * Fields every comment read expands: the author with their signature (03 §5), reactions and,
 * for moderators, the report count (03 §3).
 */
export const COMMENT_EXPAND = ['insertUser', 'insertUser.signature', 'reactions', 'reportMeta'];

/** `GET /comments/{id}?expand[]…`: one comment, e.g. again after a reaction. */
export const fetchComment = createLoadThunk<ApiComment, { commentID: number; force?: boolean }>(
  'comments/commentRequested',
  async ({ commentID }, { api, signal }) => {
    const data: unknown = await apiGetComment(api, commentID, signal, {
      expand: COMMENT_EXPAND,
    });
    // A success without the comment (a 408, 01 §7) is a failure, not an empty comment.
    if (!data || typeof data !== 'object' || (data as ApiComment).commentID !== commentID)
      throw errorFromBody(data);
    return data as ApiComment;
  },
  {
    selectLoadable: (state, arg) => state.comments?.byID[String(arg.commentID)],
    failureToast: false,
  },
);

const saves = (state: RootState, kind: CommentSaveKind, commentID: number) =>
  state.comments?.saves[commentSaveKey(kind, commentID)];

/**
 * `DELETE /comments/{id}` (`comments.delete`). On success the comment stays in its place as a
 * tombstone until its page is loaded again. Not optimistic: the widget asks for confirmation
 * first and shows the delete as busy while it runs.
 */
export const deleteCommentThunk = createLoadThunk<void, number>(
  'comments/commentDeleted',
  async (commentID, { api }) => {
    await apiDeleteComment(api, commentID);
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
    const data: unknown = await apiPatchCommentAnswer(api, commentID, status);
    const answer =
      data && typeof data === 'object' && (data as ApiComment).commentID === commentID
        ? (data as ApiComment)
        : null;
    const discussionID =
      answer?.discussionID ?? getState().comments?.entities[commentID]?.discussionID;
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
      before: getState().comments?.rollback[requestId]?.reactions ?? [],
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
    await apiPostReaction(api, 'comment', commentID, reactionType);
    await dispatch(fetchComment({ commentID, force: true }));
  },
  { selectLoadable: (state, arg) => saves(state, 'report', arg.commentID), freshFor: 0 },
);

/**
 * The reaction's optimistic change (CONVENTIONS "State"): applied on pending, reverted on
 * failure; the thunk reads the old reactions from the snapshot. The slice calls this after its
 * own cases.
 */
export function addCommentReactionUpdate(builder: ActionReducerMapBuilder<CommentsState>): void {
  addOptimisticUpdate<
    CommentsState,
    unknown,
    { commentID: number; reactionType: string },
    CommentSnapshot
  >(
    builder,
    reactToComment as AppAsyncThunk<unknown, { commentID: number; reactionType: string }>,
    {
      apply: (state, arg) => {
        const comment = state.entities[arg.commentID];
        if (!comment) return undefined;
        const snapshot: CommentSnapshot = {
          reactions: comment.reactions?.map((reaction) => ({ ...reaction })),
          score: comment.score,
        };
        applyReaction(comment, arg.reactionType);
        return snapshot;
      },
      revert: (state, arg, snapshot) => {
        const comment = state.entities[arg.commentID];
        if (!comment) return;
        comment.reactions = snapshot.reactions;
        comment.score = snapshot.score;
      },
    },
  );
}
