import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { ApiDiscussion } from '../../api/types/discussions';
import { type AppAsyncThunk, trackLoadable } from '../../store/createLoadThunk';
import type { LoadableMap } from '../../store/loadable';
import { rootReducer } from '../../store/rootReducer';
import {
  bumpDiscussion,
  dismissDiscussion,
  muteDiscussion,
  reactToDiscussion,
  toggleBookmark,
} from './discussionActionsThunks';
import {
  type BulkOperation,
  type BulkResult,
  bulkCloseDiscussions,
  bulkDeleteDiscussions,
  bulkMoveDiscussions,
  bulkProgressReported,
} from './discussionBulkThunks';
import { changeDiscussionAuthor, reportDiscussion } from './discussionListExtras';
import { moveUp } from './listOrder';
import { applyReaction, mergeReactionCounts } from './reactions';
import {
  changeDiscussionType,
  deleteDiscussion,
  discussionsListKey,
  fetchDiscussion,
  fetchDiscussions,
  patchDiscussion,
  saveKey,
  setDiscussionTags,
} from './discussionsThunks';
import { registerDiscussionToasts } from './discussionsToasts';

export interface DiscussionListData {
  ids: number[];
  paging: import('../../api/paging').Paging;
}

export interface DiscussionsState extends EntityState<ApiDiscussion, number> {
  /** `GET /discussions/{id}` by ID; the discussion itself lives in the entities. */
  byID: LoadableMap<number>;
  /** `GET /discussions` pages by `discussionsListKey(params)`. */
  lists: LoadableMap<DiscussionListData>;
  /** Saves on one discussion by `saveKey(kind, id)`. */
  saves: LoadableMap<unknown>;
  bulk: Partial<Record<BulkOperation, import('../../store/loadable').Loadable<BulkResult>>>;
  /** Optimistic snapshots by requestId, restored when the request fails. */
  rollback: Record<
    string,
    Pick<
      ApiDiscussion,
      | 'bookmarked'
      | 'reactions'
      | 'score'
      | 'closed'
      | 'sink'
      | 'resolved'
      | 'pinned'
      | 'muted'
      | 'dismissed'
    >
  >;
}

export const discussionsAdapter = createEntityAdapter({
  selectId: (discussion: ApiDiscussion) => discussion.discussionID,
});

const initialState: DiscussionsState = discussionsAdapter.getInitialState({
  byID: {},
  lists: {},
  saves: {},
  bulk: {},
  rollback: {},
});

function removeEverywhere(state: DiscussionsState, ids: number[]): void {
  const gone = new Set(ids);
  discussionsAdapter.removeMany(state, ids);
  for (const id of ids) delete state.byID[String(id)];
  for (const list of Object.values(state.lists)) {
    if (!list.data) continue;
    const before = list.data.ids.length;
    list.data.ids = list.data.ids.filter((id) => !gone.has(id));
    const removed = before - list.data.ids.length;
    if (list.data.paging.total !== undefined) list.data.paging.total -= removed;
  }
}

const TOGGLES = ['closed', 'sink', 'resolved', 'pinned', 'muted', 'dismissed'] as const;

/** Applies the boolean toggles of a save at once, keeping the old values under `requestId`. */
function applyToggle(
  state: DiscussionsState,
  requestId: string,
  discussionID: number,
  changes: Partial<Record<(typeof TOGGLES)[number], unknown>>,
): void {
  const discussion = state.entities[discussionID];
  if (!discussion) return;
  const snapshot: DiscussionsState['rollback'][string] = {};
  for (const field of TOGGLES) {
    const value = changes[field];
    if (typeof value !== 'boolean') continue;
    snapshot[field] = discussion[field];
    discussion[field] = value;
  }
  state.rollback[requestId] = snapshot;
}

function revertToggle(state: DiscussionsState, requestId: string, discussionID: number): void {
  const discussion = state.entities[discussionID];
  const snapshot = state.rollback[requestId];
  if (discussion && snapshot)
    for (const field of TOGGLES) if (field in snapshot) discussion[field] = snapshot[field];
  delete state.rollback[requestId];
}

/** Server data for discussions: normalised entities, their loads and saves. */
export const discussionsSlice = createSlice({
  name: 'discussions',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchDiscussion.fulfilled, (state, { payload }) => {
        discussionsAdapter.upsertOne(state, payload);
      })
      .addCase(fetchDiscussions.fulfilled, (state, { payload }) => {
        discussionsAdapter.upsertMany(state, payload.discussions);
      })
      .addCase(patchDiscussion.fulfilled, (state, { payload, meta }) => {
        discussionsAdapter.upsertOne(state, payload);
        delete state.rollback[meta.requestId];
      })
      .addCase(changeDiscussionType.fulfilled, (state, { payload, meta }) => {
        if (payload) discussionsAdapter.upsertOne(state, payload);
        else
          discussionsAdapter.updateOne(state, {
            id: meta.arg.discussionID,
            changes: { type: meta.arg.type },
          });
      })
      .addCase(setDiscussionTags.fulfilled, (state, { payload, meta }) => {
        if (payload)
          discussionsAdapter.updateOne(state, {
            id: meta.arg.discussionID,
            changes: { tags: payload },
          });
      })
      .addCase(deleteDiscussion.fulfilled, (state, { meta }) => {
        removeEverywhere(state, [meta.arg.discussionID]);
      })
      .addCase(toggleBookmark.pending, (state, { meta }) => {
        const discussion = state.entities[meta.arg.discussionID];
        state.rollback[meta.requestId] = { bookmarked: discussion?.bookmarked };
        if (discussion) discussion.bookmarked = meta.arg.bookmarked;
      })
      .addCase(toggleBookmark.rejected, (state, { meta }) => {
        const discussion = state.entities[meta.arg.discussionID];
        const snapshot = state.rollback[meta.requestId];
        if (discussion && snapshot) discussion.bookmarked = snapshot.bookmarked;
        delete state.rollback[meta.requestId];
      })
      .addCase(toggleBookmark.fulfilled, (state, { meta }) => {
        delete state.rollback[meta.requestId];
      })
      .addCase(reactToDiscussion.pending, (state, { meta }) => {
        const discussion = state.entities[meta.arg.discussionID];
        if (!discussion) return;
        state.rollback[meta.requestId] = {
          reactions: discussion.reactions?.map((reaction) => ({ ...reaction })),
          score: discussion.score,
        };
        applyReaction(discussion, meta.arg.reactionType);
      })
      .addCase(reactToDiscussion.rejected, (state, { meta }) => {
        const discussion = state.entities[meta.arg.discussionID];
        const snapshot = state.rollback[meta.requestId];
        if (discussion && snapshot) {
          discussion.reactions = snapshot.reactions;
          discussion.score = snapshot.score;
        }
        delete state.rollback[meta.requestId];
      })
      .addCase(reactToDiscussion.fulfilled, (state, { payload, meta }) => {
        const discussion = state.entities[meta.arg.discussionID];
        if (discussion && payload) mergeReactionCounts(discussion, payload);
        delete state.rollback[meta.requestId];
      })
      // Toggles (03 §4) are optimistic too: applied on pending, restored on rejected.
      .addCase(patchDiscussion.pending, (state, { meta }) => {
        applyToggle(state, meta.requestId, meta.arg.discussionID, meta.arg.patch);
      })
      .addCase(patchDiscussion.rejected, (state, { meta }) => {
        revertToggle(state, meta.requestId, meta.arg.discussionID);
      })
      .addCase(muteDiscussion.pending, (state, { meta }) => {
        applyToggle(state, meta.requestId, meta.arg.discussionID, { muted: meta.arg.muted });
      })
      .addCase(muteDiscussion.rejected, (state, { meta }) => {
        revertToggle(state, meta.requestId, meta.arg.discussionID);
      })
      .addCase(dismissDiscussion.pending, (state, { meta }) => {
        applyToggle(state, meta.requestId, meta.arg.discussionID, {
          dismissed: meta.arg.dismissed,
        });
      })
      .addCase(dismissDiscussion.rejected, (state, { meta }) => {
        revertToggle(state, meta.requestId, meta.arg.discussionID);
      })
      .addCase(dismissDiscussion.fulfilled, (state, { payload, meta }) => {
        discussionsAdapter.updateOne(state, { id: meta.arg.discussionID, changes: payload });
        delete state.rollback[meta.requestId];
      })
      .addCase(muteDiscussion.fulfilled, (state, { payload, meta }) => {
        discussionsAdapter.updateOne(state, { id: meta.arg.discussionID, changes: payload });
        delete state.rollback[meta.requestId];
      })
      .addCase(bumpDiscussion.fulfilled, (state, { payload, meta }) => {
        if (payload) discussionsAdapter.upsertOne(state, payload);
        const pinned = (id: number): boolean => state.entities[id]?.pinned === true;
        for (const list of Object.values(state.lists))
          if (list.data) moveUp(list.data.ids, meta.arg.discussionID, pinned);
      })
      .addCase(bulkProgressReported, (state, { payload }) => {
        const ids = payload.step.successIDs;
        if (payload.operation === 'delete') removeEverywhere(state, ids);
        for (const id of payload.operation === 'delete' ? [] : ids) {
          const discussion = state.entities[id];
          if (!discussion) continue;
          if (payload.categoryID !== undefined) discussion.categoryID = payload.categoryID;
          if (payload.closed !== undefined) discussion.closed = payload.closed;
        }
      });
    trackLoadable(builder, fetchDiscussion, {
      map: (state) => state.byID,
      key: (arg) => String(arg.discussionID),
      data: (payload) => payload.discussionID,
    });
    trackLoadable(builder, fetchDiscussions, {
      map: (state) => state.lists,
      key: discussionsListKey,
      data: (payload) => ({
        ids: payload.discussions.map((discussion) => discussion.discussionID),
        paging: payload.paging,
      }),
    });
    const saves = [
      ['patch', patchDiscussion],
      ['type', changeDiscussionType],
      ['tags', setDiscussionTags],
      ['delete', deleteDiscussion],
      ['bookmark', toggleBookmark],
      ['reaction', reactToDiscussion],
      ['dismiss', dismissDiscussion],
      ['mute', muteDiscussion],
      ['bump', bumpDiscussion],
      ['author', changeDiscussionAuthor],
      ['report', reportDiscussion],
    ] as const;
    for (const [kind, thunk] of saves) {
      trackLoadable<DiscussionsState, unknown, { discussionID: number }, unknown>(
        builder,
        thunk as unknown as AppAsyncThunk<unknown, { discussionID: number }>,
        {
          map: (state) => state.saves,
          key: (arg) => saveKey(kind, arg.discussionID),
          data: () => undefined,
        },
      );
    }
    for (const thunk of [bulkDeleteDiscussions, bulkMoveDiscussions, bulkCloseDiscussions]) {
      trackLoadable(builder, thunk as typeof bulkDeleteDiscussions, {
        map: (state) => state.bulk as LoadableMap<BulkResult>,
        key: () =>
          thunk === bulkDeleteDiscussions
            ? 'delete'
            : thunk === bulkMoveDiscussions
              ? 'move'
              : 'close',
      });
    }
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof discussionsSlice> {}
}

/** Injected when a widget first imports the discussions selectors. */
export const injectedDiscussionsSlice = discussionsSlice.injectInto(rootReducer);
registerDiscussionToasts();
