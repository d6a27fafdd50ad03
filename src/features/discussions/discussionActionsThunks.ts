import * as discussionsApi from '../../api/endpoints/discussions';
import type { ApiDiscussion, ApiReaction } from '../../api/types/discussions';
import { createLoadThunk } from '../../store/createLoadThunk';
import { selectCurrentUser } from '../../store/currentUserSlice';
import type { RootState } from '../../store/store';
import { sendReaction } from '../reactions/sendReaction';
import { selectDiscussionRollback, selectDiscussionSaveLoadable } from './discussionsLoadables';
import { fetchDiscussion, saveKey } from './discussionsThunks';

const saves = (state: RootState, kind: string, discussionID: number) =>
  selectDiscussionSaveLoadable(state, saveKey(kind, discussionID));

/**
 * `PUT /discussions/{id}/bookmark` with `{ bookmarked }`. Applied optimistically; reverted,
 * with the toast 'There was a problem bookmarking this discussion.', when it fails.
 */
export const toggleBookmark = createLoadThunk<void, { discussionID: number; bookmarked: boolean }>(
  'discussions/bookmarkToggled',
  async ({ discussionID, bookmarked }, { api }) => {
    await discussionsApi.putDiscussionBookmark(api, discussionID, { bookmarked });
  },
  { selectLoadable: (state, arg) => saves(state, 'bookmark', arg.discussionID), freshFor: 0 },
);

export interface ReactionArg {
  discussionID: number;
  /** The reaction's urlcode, e.g. 'Up'. Choosing the user's current reaction removes it. */
  reactionType: string;
}

/**
 * Chooses a reaction (01 §4, 03 §4). Optimistic: the score drops by the user's previous
 * reaction value and rises by the new one; hasReacted is true only on the chosen reaction.
 * The requests are `sendReaction`'s: the user's existing reaction is deleted first
 * (`DELETE /discussions/{id}/reactions/{userID}`); unless it was the chosen one, the new one is
 * added (`POST` with `{ reactionType }`). Rolled back on failure. On success the discussion is
 * fetched again, so its counts and score are the server's (03 §4). If that reload fails,
 * resolves to the counts the POST sent.
 */
export const reactToDiscussion = createLoadThunk<ApiReaction[] | null, ReactionArg>(
  'discussions/reactionChosen',
  async ({ discussionID, reactionType }, { api, dispatch, getState, requestId }) => {
    const counts = await sendReaction(api, {
      recordType: 'discussion',
      recordID: discussionID,
      userID: selectCurrentUser(getState())?.userID ?? 0,
      before: selectDiscussionRollback(getState(), requestId)?.reactions ?? [],
      reactionType,
    });
    const reloaded = await dispatch(fetchDiscussion({ discussionID, force: true }));
    return fetchDiscussion.fulfilled.match(reloaded) ? null : counts;
  },
  { selectLoadable: (state, arg) => saves(state, 'reaction', arg.discussionID), freshFor: 0 },
);

/** `PUT /discussions/{id}/dismiss` with `{ dismissed }` (announcements only). */
export const dismissDiscussion = createLoadThunk<
  { dismissed: boolean },
  { discussionID: number; dismissed: boolean }
>(
  'discussions/dismissalToggled',
  async ({ discussionID, dismissed }, { api }) => {
    const data = await discussionsApi.putDiscussionDismiss(api, discussionID, { dismissed });
    return { dismissed: typeof data?.dismissed === 'boolean' ? data.dismissed : dismissed };
  },
  { selectLoadable: (state, arg) => saves(state, 'dismiss', arg.discussionID), freshFor: 0 },
);

/** `PUT /discussions/{id}/mute` with `{ muted }`. */
export const muteDiscussion = createLoadThunk<
  { muted: boolean },
  { discussionID: number; muted: boolean }
>(
  'discussions/muteToggled',
  async ({ discussionID, muted }, { api }) => {
    const data = await discussionsApi.putDiscussionMute(api, discussionID, { muted });
    return { muted: typeof data?.muted === 'boolean' ? data.muted : muted };
  },
  { selectLoadable: (state, arg) => saves(state, 'mute', arg.discussionID), freshFor: 0 },
);

/**
 * `PATCH /discussions/{id}/bump`: moves the post up (03 §4); the slice moves it to the top of
 * the cached lists. Resolves to the discussion when the server answers with it.
 */
export const bumpDiscussion = createLoadThunk<ApiDiscussion | null, { discussionID: number }>(
  'discussions/bumped',
  async ({ discussionID }, { api }) => {
    const data: unknown = await discussionsApi.bumpDiscussion(api, discussionID);
    const answer = data as ApiDiscussion | null;
    return answer && typeof answer === 'object' && answer.discussionID === discussionID
      ? answer
      : null;
  },
  { selectLoadable: (state, arg) => saves(state, 'bump', arg.discussionID), freshFor: 0 },
);
