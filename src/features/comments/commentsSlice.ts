import { createSlice, type Draft, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ApiComment } from '../../api/types/posting';
import { type AppAsyncThunk, trackLoadable, trackSaves } from '../../store/createLoadThunk';
import { LoadStatus } from '../../store/loadable';
import { addOptimisticUpdate } from '../../store/optimistic';
import { rootReducer } from '../../store/rootReducer';
import { applyReaction, mergeReactionCounts } from '../reactions/applyReaction';
import { registerCommentToasts } from './commentsToasts';
import {
  commentPageKey,
  type CommentPageParams,
  commentSaveKey,
  commentsAdapter,
  type CommentSnapshot,
  type CommentsState,
  parseCommentPageKey,
} from './commentsState';
import {
  deleteCommentThunk,
  fetchComment,
  fetchCommentPage,
  pageDataOf,
  reactToComment,
  reportComment,
  setAnswerThunk,
} from './commentsThunks';

const initialState: CommentsState = commentsAdapter.getInitialState({
  pages: {},
  byID: {},
  saves: {},
  deleted: {},
  rollback: {},
});

/** A page of comments the server rendered into the widget's props (same JSON as GET /comments). */
export interface PreloadedComments extends CommentPageParams {
  comments: ApiComment[];
  total: number;
}

/**
 * A newer copy of a comment over the one in the store. Fields the newer answer lacks are kept
 * (a `PATCH` answer has no signature expand): the author's signature among them.
 */
function mergeComment(state: Draft<CommentsState>, incoming: ApiComment): void {
  const existing = state.entities[incoming.commentID];
  if (!existing) {
    commentsAdapter.addOne(state, incoming);
    return;
  }
  const signature = existing.insertUser?.signature;
  Object.assign(existing, incoming);
  if (existing.insertUser && existing.insertUser.signature === undefined && signature)
    existing.insertUser = { ...existing.insertUser, signature };
}

function lastPage(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/** The post page's comments: entities, their pages, loads, saves and tombstones. */
export const commentsSlice = createSlice({
  name: 'comments',
  initialState,
  reducers: {
    /**
     * `comments/preloaded`: the page the server rendered enters the cache as a SUCCESS (fresh
     * for 5 minutes, so `useLoad` sends no request), unless the cache already holds that page.
     */
    preloaded: {
      reducer(state, { payload }: PayloadAction<PreloadedComments & { fetchedAt: number }>) {
        const key = commentPageKey(payload);
        if (state.pages[key] !== undefined) return;
        for (const comment of payload.comments) mergeComment(state, comment);
        state.pages[key] = {
          status: LoadStatus.SUCCESS,
          data: { ids: payload.comments.map((c) => c.commentID), total: payload.total },
          fetchedAt: payload.fetchedAt,
        };
      },
      prepare: (preloaded: PreloadedComments) => ({
        payload: { ...preloaded, fetchedAt: Date.now() },
      }),
    },
    /**
     * `comments/added`: a comment posted on this page. It joins the entities and every loaded
     * page of its discussion counts one more. It appears in place on the page that was the
     * last (first for newest first), when that page is loaded, without a reload.
     */
    added(state, { payload }: PayloadAction<ApiComment>) {
      mergeComment(state, payload);
      for (const [key, loadable] of Object.entries(state.pages)) {
        const params = parseCommentPageKey(key);
        const page = loadable.data;
        if (!params || !page || params.discussionID !== payload.discussionID) continue;
        if (page.ids.includes(payload.commentID)) continue;
        if (params.sort === '-dateInserted') {
          if (params.page === 1) page.ids.unshift(payload.commentID);
        } else if (params.page === lastPage(page.total, params.limit)) {
          page.ids.push(payload.commentID);
        }
        page.total += 1;
      }
    },
    /** `comments/replaced`: an edit saved in place; the answer replaces the comment. */
    replaced(state, { payload }: PayloadAction<ApiComment>) {
      mergeComment(state, payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCommentPage.fulfilled, (state, { payload }) => {
        for (const comment of payload.comments) {
          mergeComment(state, comment);
          delete state.deleted[String(comment.commentID)];
        }
      })
      .addCase(fetchComment.fulfilled, (state, { payload }) => {
        mergeComment(state, payload);
        delete state.deleted[String(payload.commentID)];
      })
      .addCase(deleteCommentThunk.fulfilled, (state, { meta }) => {
        state.deleted[String(meta.arg)] = true;
      })
      .addCase(setAnswerThunk.fulfilled, (state, { payload, meta }) => {
        if (payload) mergeComment(state, payload);
        const comment = state.entities[meta.arg.commentID];
        if (comment && payload?.attributes?.answer?.status === undefined)
          comment.attributes = { ...comment.attributes, answer: { status: meta.arg.status } };
      })
      .addCase(reactToComment.fulfilled, (state, { payload, meta }) => {
        const comment = state.entities[meta.arg.commentID];
        if (comment && payload) mergeReactionCounts(comment, payload);
      });
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
    trackLoadable(builder, fetchCommentPage, {
      map: (state) => state.pages,
      key: commentPageKey,
      data: pageDataOf,
    });
    trackLoadable(builder, fetchComment, {
      map: (state) => state.byID,
      key: (arg) => String(arg.commentID),
      data: (payload) => payload.commentID,
    });
    trackLoadable<CommentsState, void, number, unknown>(builder, deleteCommentThunk, {
      map: (state) => state.saves,
      key: (commentID) => commentSaveKey('delete', commentID),
      data: () => undefined,
    });
    trackSaves<CommentsState, { commentID: number }>(
      builder,
      [
        ['answer', setAnswerThunk],
        ['reaction', reactToComment],
        ['report', reportComment],
      ],
      {
        map: (state) => state.saves,
        key: (kind, arg) => commentSaveKey(kind, arg.commentID),
      },
    );
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof commentsSlice> {}
}

export const {
  preloaded: commentsPreloaded,
  added: commentAdded,
  replaced: commentReplaced,
} = commentsSlice.actions;

/** Injected when a widget first imports the comment views or this slice. */
export const injectedCommentsSlice = commentsSlice.injectInto(rootReducer);
registerCommentToasts();
