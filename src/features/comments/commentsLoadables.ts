import type { ApiComment } from '../../api/types/posting';
import type { Loadable } from '../../store/loadable';
import type { RootState } from '../../store/store';
import type { CommentPageData, CommentSnapshot } from './commentsState';

/*
 * Where the comments slice keeps each request's Loadable, for the thunks' `condition` and
 * payloads. This module imports neither the slice nor the thunks (the slice imports the
 * thunks), so the thunks read the state through it without an import cycle. Undefined until
 * the slice is injected; widgets read `commentView.ts` instead.
 */

/** A `GET /comments` page by `commentPageKey(params)`. */
export const selectCommentPageLoadable = (
  state: RootState,
  key: string,
): Loadable<CommentPageData> | undefined => state.comments?.pages[key];

/** `GET /comments/{id}`. */
export const selectCommentLoadable = (
  state: RootState,
  commentID: number,
): Loadable<number> | undefined => state.comments?.byID[String(commentID)];

/** A save on one comment by `commentSaveKey(kind, commentID)`. */
export const selectCommentSaveLoadable = (
  state: RootState,
  key: string,
): Loadable<unknown> | undefined => state.comments?.saves[key];

/** A comment in the store, or undefined. */
export const selectCommentEntity = (state: RootState, commentID: number): ApiComment | undefined =>
  state.comments?.entities[commentID];

/** Was the comment deleted on this page view (shown as a tombstone)? */
export const selectCommentDeleted = (state: RootState, commentID: number): boolean =>
  state.comments?.deleted[String(commentID)] === true;

/** What an optimistic reaction replaced, kept until its request settles. */
export const selectCommentRollback = (
  state: RootState,
  requestId: string,
): CommentSnapshot | undefined => state.comments?.rollback[requestId];
