import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ApiComment } from '@/api/types/posting';
import { apiGetComments } from '@/api/endpoints/comments';
import { createLoadThunk, trackLoadable, trackSaves } from '@/store/createLoadThunk';
import { type Loadable, LoadStatus, pendingLoadable } from '@/store/loadable';
import type { RootState } from '@/store/store';
import { rootReducer } from '@/store/rootReducer';
import { liveEventReceived } from '../live/liveActions';
import { mergeReactionCounts } from '../reactions/applyReaction';
import {
  commentPageKey,
  type CommentPageParams,
  commentSaveKey,
  type CommentSaveKind,
  commentsAdapter,
  type CommentPageData,
  type CommentsState,
  lastPage,
  mergeComment,
  parseCommentPageKey,
} from './commentsState';
import {
  addCommentReactionUpdate,
  COMMENT_EXPAND,
  deleteCommentThunk,
  fetchComment,
  reactToComment,
  reportComment,
  setAnswerThunk,
} from './commentsActions';

/*
 * The comments' state in one module: the page thunk, then the slice, then the selectors (the
 * views' selectors are in `commentView.ts`). The saves and `fetchComment` are in
 * `commentsActions.ts`, which this module imports and which imports nothing of this one but
 * types, so there is no import cycle.
 */

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
    const { items, paging } = await apiGetComments(
      api,
      { discussionID, page, limit, sort, expand: COMMENT_EXPAND },
      signal,
    );
    const seen = (page - 1) * limit + items.length;
    const total = paging.total ?? (paging.next ? Math.max(seen + 1, page * limit + 1) : seen);
    return { comments: items, total };
  },
  {
    selectLoadable: (state, arg) => state.comments?.pages[commentPageKey(arg)],
    failureToast: false,
  },
);

/** The data a page keeps of an answer: IDs and total. */
export function pageDataOf(answer: CommentPageAnswer): CommentPageData {
  return { ids: answer.comments.map((comment) => comment.commentID), total: answer.total };
}

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
    /**
     * `comments/arrived`: another member's comment, fetched after its live event (issue 36
     * §3), joins the end of the page shown, only if that page has room for it and does not hold
     * it yet (the composer's answer may have put it there first). Only that page counts it: the
     * composer's later `added` for the same comment then skips that page and counts the others.
     */
    arrived(state, { payload }: PayloadAction<{ comment: ApiComment; page: CommentPageParams }>) {
      const { comment, page } = payload;
      mergeComment(state, comment);
      const shown = state.pages[commentPageKey(page)]?.data;
      if (!shown || shown.ids.includes(comment.commentID) || shown.ids.length >= page.limit) return;
      shown.ids.push(comment.commentID);
      shown.total += 1;
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
      // Deleted elsewhere (issue 36 §3): a tombstone in its place, as after a delete here.
      .addCase(liveEventReceived, (state, { payload }) => {
        if (payload.type !== 'comment.deleted') return;
        const { commentID, discussionID } = payload.data;
        if (state.entities[commentID]?.discussionID === discussionID)
          state.deleted[String(commentID)] = true;
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
    addCommentReactionUpdate(builder);
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
    trackSaves<CommentsState, { commentID: number }, CommentSaveKind>(
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

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof commentsSlice> {}
}

export const {
  preloaded: commentsPreloaded,
  added: commentAdded,
  arrived: commentArrived,
  replaced: commentReplaced,
} = commentsSlice.actions;

/** Injected when a widget first imports the comment views or this slice. */
export const injectedCommentsSlice = commentsSlice.injectInto(rootReducer);

/** The comments state; importing this module injects the slice. */
export const selectCommentsState = (state: RootState) => injectedCommentsSlice.selectSlice(state);

/** A page of a discussion's comments (IDs and total) as a Loadable, by its params. */
export const selectCommentPage = (
  state: RootState,
  params: CommentPageParams,
): Loadable<CommentPageData> =>
  selectCommentsState(state).pages[commentPageKey(params)] ?? pendingLoadable();

/**
 * A save on one comment: 'delete', 'answer', 'reaction' or 'report'. LOADING while it runs,
 * so its control can show itself busy.
 */
export const selectCommentSave = (
  state: RootState,
  kind: CommentSaveKind,
  commentID: number,
): Loadable<unknown> =>
  selectCommentsState(state).saves[commentSaveKey(kind, commentID)] ?? pendingLoadable();
