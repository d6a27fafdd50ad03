import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { listDiscussionReactions } from '../../api/endpoints/discussions';
import type { ApiReactionLogEntry } from '../../api/types/discussions';
import { createLoadThunk, trackLoadable } from '../../store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable } from '../../store/loadable';
import { rootReducer } from '../../store/rootReducer';
import type { RootState } from '../../store/store';

export interface ReactionLogArg {
  discussionID: number;
  force?: boolean;
}

export interface ReactionLogState {
  /** `GET /discussions/{id}/reactions` by discussionID. */
  byDiscussion: LoadableMap<ApiReactionLogEntry[]>;
}

/**
 * `GET /discussions/{id}/reactions`: who reacted, newest first. Fetched lazily (on hover or
 * focus of the reaction log button) and again only when stale, after 5 minutes (03 §4, §9).
 */
export const fetchReactionLog = createLoadThunk<ApiReactionLogEntry[], ReactionLogArg>(
  'discussions/reactionLogRequested',
  async ({ discussionID }, { api }) => {
    const data = await listDiscussionReactions(api, discussionID, { limit: 100 });
    return Array.isArray(data) ? data : [];
  },
  {
    selectLoadable: (state, arg) => state.reactionLog?.byDiscussion[String(arg.discussionID)],
  },
);

export const reactionLogSlice = createSlice({
  name: 'reactionLog',
  initialState: { byDiscussion: {} } as ReactionLogState,
  reducers: {},
  extraReducers: (builder) => {
    trackLoadable(builder, fetchReactionLog, {
      map: (state) => state.byDiscussion,
      key: (arg) => String(arg.discussionID),
    });
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof reactionLogSlice> {}
}

export const injectedReactionLogSlice = reactionLogSlice.injectInto(rootReducer);

export const selectReactionLog = (
  state: RootState,
  discussionID: number,
): Loadable<ApiReactionLogEntry[]> =>
  injectedReactionLogSlice.selectSlice(state).byDiscussion[String(discussionID)] ??
  pendingLoadable();
