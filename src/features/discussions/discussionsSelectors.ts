import { createSelector } from '@reduxjs/toolkit';
import type { Paging } from '../../api/paging';
import type { ApiDiscussion } from '../../api/types/discussions';
import { type Loadable, pendingLoadable } from '../../store/loadable';
import type { RootState } from '../../store/store';
import type { BulkOperation, BulkResult } from './discussionBulkThunks';
import { injectedDiscussionsSlice } from './discussionsSlice';
import { type DiscussionListData, discussionsAdapter } from './discussionsState';
import { type DiscussionsListArg, discussionsListKey, saveKey } from './discussionsThunks';

/** The discussions state; importing this module injects the slice. */
export const selectDiscussionsState = (state: RootState) =>
  injectedDiscussionsSlice.selectSlice(state);

const entitySelectors = discussionsAdapter.getSelectors(selectDiscussionsState);

export const selectDiscussionByID = (
  state: RootState,
  discussionID: number,
): ApiDiscussion | undefined => entitySelectors.selectById(state, discussionID);

/** `GET /discussions/{id}` as a Loadable of the discussion. */
export const selectDiscussion = createSelector(
  [
    (state: RootState, discussionID: number) =>
      selectDiscussionsState(state).byID[String(discussionID)],
    selectDiscussionByID,
  ],
  (loadable, discussion): Loadable<ApiDiscussion> =>
    loadable ? { ...loadable, data: discussion } : pendingLoadable(),
);

/** One `GET /discussions` page as the IDs it lists, by the same params the thunk was given. */
export const selectDiscussionListIDs = (
  state: RootState,
  params: DiscussionsListArg,
): Loadable<DiscussionListData> =>
  selectDiscussionsState(state).lists[discussionsListKey(params)] ?? pendingLoadable();

export interface DiscussionListView {
  discussions: ApiDiscussion[];
  paging: Paging;
}

/** One `GET /discussions` page, by the same params the thunk was given. */
export const selectDiscussionList = createSelector(
  [
    (state: RootState, params: DiscussionsListArg) =>
      selectDiscussionsState(state).lists[discussionsListKey(params)],
    (state: RootState) => selectDiscussionsState(state).entities,
  ],
  (loadable, entities): Loadable<DiscussionListView> => {
    if (!loadable) return pendingLoadable();
    const { data, ...rest } = loadable;
    if (!data) return rest;
    const discussions = data.ids
      .map((id) => entities[id])
      .filter((discussion): discussion is ApiDiscussion => discussion !== undefined);
    return { ...rest, data: { discussions, paging: data.paging } };
  },
);

/** The state of one save, e.g. `selectDiscussionSave(state, 'bookmark', 12)` (controls disable while LOADING). */
export const selectDiscussionSave = (
  state: RootState,
  kind: string,
  discussionID: number,
): Loadable<unknown> =>
  selectDiscussionsState(state).saves[saveKey(kind, discussionID)] ?? pendingLoadable();

/** The result of the last bulk delete, move or close: successIDs, failedIDs, exceptionsByID. */
export const selectBulkResult = (
  state: RootState,
  operation: BulkOperation,
): Loadable<BulkResult> => selectDiscussionsState(state).bulk[operation] ?? pendingLoadable();
