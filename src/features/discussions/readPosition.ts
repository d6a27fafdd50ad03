import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import { apiPutDiscussionRead } from '@/api/endpoints/discussions';
import type { ApiDiscussionRead } from '@/api/types/discussions';
import { createLoadThunk } from '@/store/createLoadThunk';
import { discussionsAdapter, type DiscussionsState } from './discussionsState';

export interface SaveReadPositionArg {
  discussionID: number;
  countCommentsRead: number;
  /** The page is being left: a keepalive call, which the browser still delivers. */
  leavingPage?: boolean;
}

/**
 * `PUT /discussions/{id}/read` (issue 37 §2): saves the member's read position. The answer's
 * `countUnread` and `unread` go into the cached discussion (discussionsSlice.ts). No toast: the
 * reader did not ask for it, and the position is kept in the page and saved again with the next
 * comment read (src/features/readPosition/readTracker.ts).
 */
export const saveReadPosition = createLoadThunk<ApiDiscussionRead, SaveReadPositionArg>(
  'discussions/readPositionSaved',
  async ({ discussionID, countCommentsRead, leavingPage }, { api }) =>
    apiPutDiscussionRead(api, discussionID, { countCommentsRead }, { keepalive: leavingPage }),
  { freshFor: 0, failureToast: false },
);

/** The saved position's `countUnread` and `unread` go into the cached discussion, if any. */
export function addReadPositionCases(builder: ActionReducerMapBuilder<DiscussionsState>): void {
  builder.addCase(saveReadPosition.fulfilled, (state, { payload }) => {
    const { discussionID, countUnread, unread } = payload;
    if (state.entities[discussionID])
      discussionsAdapter.updateOne(state, { id: discussionID, changes: { countUnread, unread } });
  });
}
