import {
  apiDeleteDiscussion,
  apiGetDiscussion,
  apiPatchDiscussion,
  apiPatchDiscussionBump,
  apiPutDiscussionBookmark,
  apiPutDiscussionDismiss,
  apiPutDiscussionMute,
  apiPutDiscussionTags,
  apiPutDiscussionType,
} from '@/api/endpoints/discussions';
import type {
  ApiDiscussion,
  ApiDiscussionPatch,
  ApiReaction,
  ApiTag,
} from '@/api/types/discussions';
import { t } from '@/i18n/translate';
import { createLoadThunk } from '@/store/createLoadThunk';
import { selectCurrentUser } from '@/store/currentUserSlice';
import type { RootState } from '@/store/store';
import { sendReaction } from '../reactions/sendReaction';
import { type DiscussionSaveKind, saveKey } from './discussionsState';

/*
 * The saves on one discussion (the options menu's patch, type, tags and delete; bookmark,
 * reaction, dismiss, mute and bump) and `fetchDiscussion`, which the saves that reload the
 * discussion dispatch. `discussionsSlice.ts` imports this module (its reducers handle these
 * thunks); this module imports nothing of the slice but types, and its thunks read the
 * slice's state through `RootState`, so there is no import cycle.
 */

/** Fields every discussion read expands (01 §7). */
export const DISCUSSION_EXPAND = ['insertUser', 'breadcrumbs'];

export interface DiscussionArg {
  discussionID: number;
  force?: boolean;
}

/** A save on one discussion as the slice keeps it, for the thunks' `condition`. */
export const selectDiscussionSaveLoadable = (
  state: RootState,
  kind: DiscussionSaveKind,
  discussionID: number,
) => state.discussions?.saves[saveKey(kind, discussionID)];

/** `GET /discussions/{id}?expand[]=insertUser&expand[]=breadcrumbs`. */
export const fetchDiscussion = createLoadThunk<ApiDiscussion, DiscussionArg>(
  'discussions/discussionRequested',
  // One discussion is shown whole (the post page, the comment box): with its author's signature.
  async ({ discussionID }, { api }) =>
    apiGetDiscussion(api, discussionID, {
      expand: [...DISCUSSION_EXPAND, 'insertUser.signature'],
    }),
  {
    selectLoadable: (state, arg) => state.discussions?.byID[String(arg.discussionID)],
    failureToast: false,
  },
);

/** `PATCH /discussions/{id}?expand=category`, e.g. `{ closed: true }`, `{ sink: true }`. */
export const patchDiscussion = createLoadThunk<
  ApiDiscussion,
  { discussionID: number; patch: ApiDiscussionPatch }
>(
  'discussions/discussionPatched',
  async ({ discussionID, patch }, { api }) =>
    apiPatchDiscussion(api, discussionID, patch, { expand: 'category' }),
  {
    selectLoadable: (state, arg) => selectDiscussionSaveLoadable(state, 'patch', arg.discussionID),
    freshFor: 0,
  },
);

/** `PUT /discussions/{id}/type` with `{ type }`. */
export const changeDiscussionType = createLoadThunk<
  ApiDiscussion | null,
  { discussionID: number; type: string }
>(
  'discussions/typeChanged',
  async ({ discussionID, type }, { api }) => {
    const data = await apiPutDiscussionType(api, discussionID, { type });
    // 200 with the discussion, or 204. A 408 counts as success (01 §7) and carries an error
    // object, no discussion: then the type is applied as asked, as after a 204.
    return data && typeof data === 'object' && data.discussionID === discussionID ? data : null;
  },
  {
    selectLoadable: (state, arg) => selectDiscussionSaveLoadable(state, 'type', arg.discussionID),
    freshFor: 0,
  },
);

/** `PUT /discussions/{id}/tags` with `{ tagIDs }`; answers the discussion's tags. */
export const setDiscussionTags = createLoadThunk<
  ApiTag[] | null,
  { discussionID: number; tagIDs: number[] }
>(
  'discussions/tagsSet',
  async ({ discussionID, tagIDs }, { api }) => {
    const data: unknown = await apiPutDiscussionTags(api, discussionID, { tagIDs });
    if (Array.isArray(data)) return data as ApiTag[];
    const tags = (data as { tags?: unknown } | null)?.tags;
    return Array.isArray(tags) ? (tags as ApiTag[]) : null;
  },
  {
    selectLoadable: (state, arg) => selectDiscussionSaveLoadable(state, 'tags', arg.discussionID),
    freshFor: 0,
  },
);

/** `DELETE /discussions/{id}`; the discussion leaves the cache and every cached list. */
export const deleteDiscussion = createLoadThunk<void, { discussionID: number }>(
  'discussions/discussionDeleted',
  async ({ discussionID }, { api }) => {
    await apiDeleteDiscussion(api, discussionID);
  },
  {
    selectLoadable: (state, arg) => selectDiscussionSaveLoadable(state, 'delete', arg.discussionID),
    freshFor: 0,
  },
);

export const BOOKMARK_FAILED = 'There was a problem bookmarking this discussion.';

/**
 * `PUT /discussions/{id}/bookmark` with `{ bookmarked }`. Applied optimistically; reverted,
 * with the toast 'There was a problem bookmarking this discussion.', when it fails.
 */
export const toggleBookmark = createLoadThunk<void, { discussionID: number; bookmarked: boolean }>(
  'discussions/bookmarkToggled',
  async ({ discussionID, bookmarked }, { api }) => {
    await apiPutDiscussionBookmark(api, discussionID, { bookmarked });
  },
  {
    selectLoadable: (state, arg) =>
      selectDiscussionSaveLoadable(state, 'bookmark', arg.discussionID),
    freshFor: 0,
    failureToast: { text: () => t(BOOKMARK_FAILED) },
  },
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
      before: getState().discussions?.rollback[requestId]?.reactions ?? [],
      reactionType,
    });
    const reloaded = await dispatch(fetchDiscussion({ discussionID, force: true }));
    return fetchDiscussion.fulfilled.match(reloaded) ? null : counts;
  },
  {
    selectLoadable: (state, arg) =>
      selectDiscussionSaveLoadable(state, 'reaction', arg.discussionID),
    freshFor: 0,
  },
);

/** `PUT /discussions/{id}/dismiss` with `{ dismissed }` (announcements only). */
export const dismissDiscussion = createLoadThunk<
  { dismissed: boolean },
  { discussionID: number; dismissed: boolean }
>(
  'discussions/dismissalToggled',
  async ({ discussionID, dismissed }, { api }) => {
    const data = await apiPutDiscussionDismiss(api, discussionID, { dismissed });
    return { dismissed: typeof data?.dismissed === 'boolean' ? data.dismissed : dismissed };
  },
  {
    selectLoadable: (state, arg) =>
      selectDiscussionSaveLoadable(state, 'dismiss', arg.discussionID),
    freshFor: 0,
  },
);

/** `PUT /discussions/{id}/mute` with `{ muted }`. */
export const muteDiscussion = createLoadThunk<
  { muted: boolean },
  { discussionID: number; muted: boolean }
>(
  'discussions/muteToggled',
  async ({ discussionID, muted }, { api }) => {
    const data = await apiPutDiscussionMute(api, discussionID, { muted });
    return { muted: typeof data?.muted === 'boolean' ? data.muted : muted };
  },
  {
    selectLoadable: (state, arg) => selectDiscussionSaveLoadable(state, 'mute', arg.discussionID),
    freshFor: 0,
  },
);

/**
 * `PATCH /discussions/{id}/bump`: moves the post up (03 §4); the slice moves it to the top of
 * the cached lists. Resolves to the discussion when the server answers with it.
 */
export const bumpDiscussion = createLoadThunk<ApiDiscussion | null, { discussionID: number }>(
  'discussions/bumped',
  async ({ discussionID }, { api }) => {
    const data: unknown = await apiPatchDiscussionBump(api, discussionID);
    const answer = data as ApiDiscussion | null;
    return answer && typeof answer === 'object' && answer.discussionID === discussionID
      ? answer
      : null;
  },
  {
    selectLoadable: (state, arg) => selectDiscussionSaveLoadable(state, 'bump', arg.discussionID),
    freshFor: 0,
  },
);
