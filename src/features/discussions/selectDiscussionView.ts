import { createSelector, weakMapMemoize } from '@reduxjs/toolkit';
import { selectConfigFlag } from '@/store/configFlags';
import type { RootState } from '@/store/store';
import { type DiscussionView, toDiscussionView } from './discussionView';
import { selectDiscussionByID } from './discussionsSlice';

/** Is tagging on (`tagging.enabled`, 03 §3)? User tags are shown and edited only then. */
export function selectTaggingEnabled(state: RootState): boolean {
  return selectConfigFlag(state, 'tagging.enabled');
}

/**
 * One discussion as list items and their actions show it, or undefined while the store does
 * not hold it. The same view object comes back for as long as the discussion object and the
 * tagging setting stay the same, so `useAppSelector` re-renders an item only when its own
 * discussion changes.
 *
 * The cache is per ID without a size limit that 500 items on a page would thrash, and it does
 * not grow without bound: both levels are `weakMapMemoize` (Reselect 5), whose entries hang off
 * objects held weakly. The arguments are cached under the state object (an ID's entry goes
 * with the state it was read from), the views under the discussion object (a view goes when
 * the store drops or replaces its discussion).
 */
export const selectDiscussionView: (
  state: RootState,
  discussionID: number,
) => DiscussionView | undefined = createSelector(
  [selectDiscussionByID, selectTaggingEnabled],
  (discussion, taggingEnabled): DiscussionView | undefined =>
    discussion ? toDiscussionView(discussion, taggingEnabled) : undefined,
  { memoize: weakMapMemoize, argsMemoize: weakMapMemoize },
);
