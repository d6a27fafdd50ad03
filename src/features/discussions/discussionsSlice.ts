import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Paging } from '../../api/paging';
import type { ApiDiscussion } from '../../api/types/discussions';
import { trackLoadable, trackSaves } from '../../store/createLoadThunk';
import { type LoadableMap, LoadStatus } from '../../store/loadable';
import { rootReducer } from '../../store/rootReducer';
import {
  bumpDiscussion,
  dismissDiscussion,
  muteDiscussion,
  reactToDiscussion,
  toggleBookmark,
} from './discussionActionsThunks';
import {
  type BulkResult,
  bulkCloseDiscussions,
  bulkDeleteDiscussions,
  bulkMoveDiscussions,
  bulkProgressReported,
} from './discussionBulkThunks';
import { changeDiscussionAuthor, reportDiscussion } from './discussionListExtras';
import { addDiscussionOptimisticUpdates } from './discussionOptimistic';
import { discussionsAdapter, type DiscussionsState } from './discussionsState';
import { moveUpEverywhere, removeEverywhere } from './listOrder';
import { mergeReactionCounts } from '../reactions/applyReaction';
import {
  changeDiscussionType,
  deleteDiscussion,
  type DiscussionsListArg,
  discussionsListKey,
  fetchDiscussion,
  fetchDiscussions,
  patchDiscussion,
  saveKey,
  setDiscussionTags,
} from './discussionsThunks';
import { registerDiscussionToasts } from './discussionsToasts';

const initialState: DiscussionsState = discussionsAdapter.getInitialState({
  byID: {},
  lists: {},
  saves: {},
  bulk: {},
  rollback: {},
});

/** A page of discussions the server rendered into a widget's props, with its list params. */
export interface PreloadedDiscussions {
  params: DiscussionsListArg;
  discussions: ApiDiscussion[];
  paging: Paging;
}

/** Server data for discussions: normalised entities, their loads and saves. */
export const discussionsSlice = createSlice({
  name: 'discussions',
  initialState,
  reducers: {
    /**
     * `discussions/preloaded`: the one way a page the server already rendered enters the
     * cache. It becomes the list's SUCCESS answer (fresh for 5 minutes, so `useLoad` sends no
     * request) unless the cache already holds that list (loaded, loading or failed).
     */
    preloaded: {
      reducer(state, { payload }: PayloadAction<PreloadedDiscussions & { fetchedAt: number }>) {
        const key = discussionsListKey(payload.params);
        if (state.lists[key] !== undefined) return;
        discussionsAdapter.upsertMany(state, payload.discussions);
        state.lists[key] = {
          status: LoadStatus.SUCCESS,
          data: { ids: payload.discussions.map((d) => d.discussionID), paging: payload.paging },
          fetchedAt: payload.fetchedAt,
        };
      },
      prepare: (preloaded: PreloadedDiscussions) => ({
        payload: { ...preloaded, fetchedAt: Date.now() },
      }),
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchDiscussion.fulfilled, (state, { payload }) => {
        discussionsAdapter.upsertOne(state, payload);
      })
      .addCase(fetchDiscussions.fulfilled, (state, { payload }) => {
        discussionsAdapter.upsertMany(state, payload.discussions);
      })
      .addCase(patchDiscussion.fulfilled, (state, { payload }) => {
        discussionsAdapter.upsertOne(state, payload);
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
      .addCase(reactToDiscussion.fulfilled, (state, { payload, meta }) => {
        const discussion = state.entities[meta.arg.discussionID];
        if (discussion && payload) mergeReactionCounts(discussion, payload);
      })
      .addCase(dismissDiscussion.fulfilled, (state, { payload, meta }) => {
        discussionsAdapter.updateOne(state, { id: meta.arg.discussionID, changes: payload });
      })
      .addCase(muteDiscussion.fulfilled, (state, { payload, meta }) => {
        discussionsAdapter.updateOne(state, { id: meta.arg.discussionID, changes: payload });
      })
      .addCase(bumpDiscussion.fulfilled, (state, { payload, meta }) => {
        if (payload) discussionsAdapter.upsertOne(state, payload);
        moveUpEverywhere(state, meta.arg.discussionID);
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
    addDiscussionOptimisticUpdates(builder);
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
    trackSaves<DiscussionsState, { discussionID: number }>(
      builder,
      [
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
      ],
      {
        map: (state) => state.saves,
        key: (kind, arg) => saveKey(kind, arg.discussionID),
      },
    );
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

export const { preloaded: discussionsPreloaded } = discussionsSlice.actions;

/** Injected when a widget first imports the discussions selectors. */
export const injectedDiscussionsSlice = discussionsSlice.injectInto(rootReducer);
registerDiscussionToasts();
