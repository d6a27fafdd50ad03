import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { apiGetDiscussions } from '@/api/endpoints/discussions';
import { expectList } from '@/api/expectList';
import { type Paging, parsePaging } from '@/api/paging';
import type { ApiDiscussion, ApiDiscussionsQuery } from '@/api/types/discussions';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import {
  type Loadable,
  type LoadableMap,
  LoadStatus,
  pendingLoadable,
  stableHash,
} from '@/store/loadable';
import type { RootState } from '@/store/store';
import { rootReducer } from '@/store/rootReducer';
import {
  type BulkResult,
  bulkCloseDiscussions,
  bulkDeleteDiscussions,
  bulkMoveDiscussions,
  type BulkOperation,
  bulkProgressReported,
} from './discussionBulkThunks';
import { addDiscussionSaveCases } from './discussionSaveCases';
import {
  type DiscussionListData,
  discussionsAdapter,
  type DiscussionSaveKind,
  type DiscussionsState,
  saveKey,
} from './discussionsState';
import { removeEverywhere } from './listOrder';
import { DISCUSSION_EXPAND, fetchDiscussion } from './discussionsActions';
import { registerDiscussionToasts } from './discussionsToasts';
import { addReadPositionCases } from './readPosition';

/*
 * The discussions' state in one module: the list thunk, then the slice, then the selectors.
 * The saves on one discussion and `fetchDiscussion` are in `discussionsActions.ts` (and the
 * author change and report in `discussionListExtras.ts`, the bulk actions in
 * `discussionBulkThunks.ts`; how the slice applies the saves in `discussionSaveCases.ts`):
 * this module imports them, since the slice handles their actions, and they import nothing
 * of this one but types, reading the slice's state for their `condition` through
 * `RootState`. So the imports go one way and there is no value cycle.
 */

export type DiscussionsListArg = ApiDiscussionsQuery & { force?: boolean };

export interface DiscussionsPage {
  discussions: ApiDiscussion[];
  paging: Paging;
}

/** The cache key of a list: a stable hash of its params (without `force`). */
export function discussionsListKey(arg: DiscussionsListArg): string {
  const { force: _force, ...params } = arg;
  return stableHash(params);
}

/**
 * `GET /discussions` with the caller's params (a `discussionID` list and `limit` filter by
 * IDs); paging comes from the response headers.
 */
export const fetchDiscussions = createLoadThunk<DiscussionsPage, DiscussionsListArg>(
  'discussions/listRequested',
  async (arg, { api }) => {
    const { force: _force, expand, ...params } = arg;
    const response = await apiGetDiscussions(api, {
      ...params,
      expand: [...DISCUSSION_EXPAND, ...(expand ?? [])],
    });
    return {
      discussions: expectList<ApiDiscussion>(response.data),
      paging: parsePaging(response.headers),
    };
  },
  {
    selectLoadable: (state, arg) => state.discussions?.lists[discussionsListKey(arg)],
    failureToast: false,
  },
);

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
    addReadPositionCases(builder);
    addDiscussionSaveCases(builder);
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

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof discussionsSlice> {}
}

export const { preloaded: discussionsPreloaded } = discussionsSlice.actions;

/** Injected when a widget first imports the discussions selectors. */
export const injectedDiscussionsSlice = discussionsSlice.injectInto(rootReducer);
registerDiscussionToasts();

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
  kind: DiscussionSaveKind,
  discussionID: number,
): Loadable<unknown> =>
  selectDiscussionsState(state).saves[saveKey(kind, discussionID)] ?? pendingLoadable();

/** The result of the last bulk delete, move or close: successIDs, failedIDs, exceptionsByID. */
export const selectBulkResult = (
  state: RootState,
  operation: BulkOperation,
): Loadable<BulkResult> => selectDiscussionsState(state).bulk[operation] ?? pendingLoadable();
