import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ApiError, FieldError } from '@/api/apiError';
import { apiGetComment, apiGetCommentEdit, apiGetQuote } from '@/api/endpoints/comments';
import { apiGetDiscussion, apiGetDiscussionEdit } from '@/api/endpoints/discussions';
import type {
  ApiCommentEdit,
  ApiDiscussionEdit,
  ApiQuote,
  QuoteRecordType,
} from '@/api/types/posting';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable } from '@/store/loadable';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';
import {
  createCommentPost,
  createDiscussionPost,
  postSaveKey,
  recordKey,
  saveCommentEdit,
  saveDiscussionEdit,
} from './postActions';
import { editable, type EditSource } from './editSource';

/*
 * The composer's state in one module: the edit-source and quote thunks, then the slice, then
 * the selectors. The posts and saves are in `postActions.ts`, which this module imports (the
 * slice tracks them) and which imports nothing of this one but types.
 */

/**
 * `GET /discussions/{id}/edit`: the source the edit form starts from, with
 * `GET /discussions/{id}` for one in another format (`editable`). Never reused stale.
 */
export const fetchDiscussionSource = createLoadThunk<
  EditSource<ApiDiscussionEdit>,
  { discussionID: number; force?: boolean }
>(
  'composer/discussionSourceRequested',
  async ({ discussionID }, { api, signal }) =>
    editable(await apiGetDiscussionEdit(api, discussionID, signal), () =>
      apiGetDiscussion(api, discussionID),
    ),
  {
    selectLoadable: (state, arg) =>
      state.composerPosts?.sources[recordKey('discussion', arg.discussionID)],
    freshFor: 0,
    failureToast: false,
  },
);

/**
 * `GET /comments/{id}/edit`: the source an edit in place starts from, with
 * `GET /comments/{id}` for one in another format (`editable`).
 */
export const fetchCommentSource = createLoadThunk<
  EditSource<ApiCommentEdit>,
  { commentID: number; force?: boolean }
>(
  'composer/commentSourceRequested',
  async ({ commentID }, { api, signal }) =>
    editable(await apiGetCommentEdit(api, commentID, signal), () =>
      apiGetComment(api, commentID, signal),
    ),
  {
    selectLoadable: (state, arg) =>
      state.composerPosts?.sources[recordKey('comment', arg.commentID)],
    freshFor: 0,
    failureToast: false,
  },
);

/** `GET /discussions/{id}/quote` or `/comments/{id}/quote`: what Quote inserts. */
export const fetchQuote = createLoadThunk<
  ApiQuote,
  { recordType: QuoteRecordType; recordID: number; force?: boolean }
>(
  'composer/quoteRequested',
  async ({ recordType, recordID }, { api, signal }) =>
    apiGetQuote(api, recordType, recordID, signal),
  {
    selectLoadable: (state, arg) =>
      state.composerPosts?.quotes[recordKey(arg.recordType, arg.recordID)],
    failureToast: false,
  },
);

export interface PostState {
  /** `…/edit` sources by `recordKey` (`discussion:5`, `comment:7`). */
  sources: LoadableMap<EditSource<ApiDiscussionEdit> | EditSource<ApiCommentEdit>>;
  /** `…/quote` answers by `recordKey`. */
  quotes: LoadableMap<ApiQuote>;
  /** Posts and saves by `postSaveKey`: LOADING while sent, the server's error after. */
  saves: LoadableMap<unknown>;
}

const initialState: PostState = { sources: {}, quotes: {}, saves: {} };

export const postSlice = createSlice({
  name: 'composerPosts',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // A saved edit changes the source: the next edit asks again.
    builder
      .addCase(saveDiscussionEdit.fulfilled, (state, action) => {
        delete state.sources[recordKey('discussion', action.meta.arg.discussionID)];
      })
      .addCase(saveCommentEdit.fulfilled, (state, action) => {
        delete state.sources[recordKey('comment', action.meta.arg.commentID)];
      });
    const saves = (state: PostState): LoadableMap<unknown> => state.saves;
    trackLoadable(builder, createDiscussionPost, {
      map: saves,
      key: () => postSaveKey({ kind: 'newDiscussion' }),
    });
    trackLoadable(builder, saveDiscussionEdit, {
      map: saves,
      key: (arg) => postSaveKey({ kind: 'editDiscussion', discussionID: arg.discussionID }),
    });
    trackLoadable(builder, createCommentPost, {
      map: saves,
      key: (arg) => postSaveKey({ kind: 'newComment', ...arg }),
    });
    trackLoadable(builder, saveCommentEdit, {
      map: saves,
      key: (arg) => postSaveKey({ kind: 'editComment', commentID: arg.commentID }),
    });
    trackLoadable(builder, fetchDiscussionSource, {
      map: (state) => state.sources,
      key: (arg) => recordKey('discussion', arg.discussionID),
    });
    trackLoadable(builder, fetchCommentSource, {
      map: (state) => state.sources,
      key: (arg) => recordKey('comment', arg.commentID),
    });
    trackLoadable(builder, fetchQuote, {
      map: (state) => state.quotes,
      key: (arg) => recordKey(arg.recordType, arg.recordID),
    });
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof postSlice> {}
}

export const injectedPostSlice = postSlice.injectInto(rootReducer);

const posts = (state: RootState): PostState => injectedPostSlice.selectSlice(state);

/** A post or save by `postSaveKey(...)`: LOADING while it is sent, ERROR with the reason. */
export const selectPostSave = (state: RootState, key: string): Loadable<unknown> =>
  posts(state).saves[key] ?? pendingLoadable();

/** The server's field errors of the last failed post or save, by field. */
export const selectPostFieldErrors = (
  state: RootState,
  key: string,
): Record<string, FieldError[]> | undefined =>
  (posts(state).saves[key]?.error as ApiError | undefined)?.errors;

export const selectDiscussionSource = (
  state: RootState,
  discussionID: number,
): Loadable<EditSource<ApiDiscussionEdit>> =>
  (posts(state).sources[recordKey('discussion', discussionID)] as
    Loadable<EditSource<ApiDiscussionEdit>> | undefined) ?? pendingLoadable();

export const selectCommentSource = (
  state: RootState,
  commentID: number,
): Loadable<EditSource<ApiCommentEdit>> =>
  (posts(state).sources[recordKey('comment', commentID)] as
    Loadable<EditSource<ApiCommentEdit>> | undefined) ?? pendingLoadable();

export const selectQuote = (
  state: RootState,
  recordType: 'discussion' | 'comment',
  recordID: number,
): Loadable<ApiQuote> => posts(state).quotes[recordKey(recordType, recordID)] ?? pendingLoadable();
