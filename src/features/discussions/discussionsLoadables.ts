import type { Loadable } from '../../store/loadable';
import type { RootState } from '../../store/store';

/*
 * Where the discussions slice keeps each request's Loadable, for the thunks' `condition`.
 * This module imports neither the slice nor the thunks (the slice imports the thunks), so
 * the thunks read the state through it without an import cycle. Undefined until the slice
 * is injected; widgets read `discussionsSelectors.ts` instead.
 */

type Discussions = NonNullable<RootState['discussions']>;

/** `GET /discussions/{id}`. */
export const selectDiscussionLoadable = (
  state: RootState,
  discussionID: number,
): Loadable<number> | undefined => state.discussions?.byID[String(discussionID)];

/** A `GET /discussions` page by `discussionsListKey(params)`. */
export const selectDiscussionListLoadable = (
  state: RootState,
  key: string,
): Discussions['lists'][string] | undefined => state.discussions?.lists[key];

/** A save on one discussion by `saveKey(kind, discussionID)`. */
export const selectDiscussionSaveLoadable = (
  state: RootState,
  key: string,
): Loadable<unknown> | undefined => state.discussions?.saves[key];

/** The last bulk delete, move or close. */
export const selectBulkLoadable = (
  state: RootState,
  operation: keyof Discussions['bulk'],
): Discussions['bulk'][keyof Discussions['bulk']] => state.discussions?.bulk[operation];

/**
 * What an optimistic request replaced, kept until it settles (src/store/optimistic.ts): the
 * reaction thunk reads the user's reactions as they were before its own optimistic change.
 */
export const selectDiscussionRollback = (
  state: RootState,
  requestId: string,
): Discussions['rollback'][string] | undefined => state.discussions?.rollback[requestId];
