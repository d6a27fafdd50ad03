import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { apiGetReactionLog, type ReactionRecordType } from '@/api/endpoints/reactions';
import type { ApiReactionLogEntry } from '@/api/types/discussions';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable } from '@/store/loadable';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';

export interface ReactionLogArg {
  recordType: ReactionRecordType;
  recordID: number;
  force?: boolean;
}

export interface ReactionLogState {
  /** `GET /{recordType}s/{id}/reactions` by `recordType:recordID`, e.g. `comment:12`. */
  byRecord: LoadableMap<ApiReactionLogEntry[]>;
}

const recordKey = (recordType: ReactionRecordType, recordID: number): string =>
  `${recordType}:${recordID}`;

/**
 * `GET /{recordType}s/{id}/reactions`: who reacted, newest first. Fetched lazily (on hover or
 * focus of a reaction or the reaction log button) and again only when stale, after 5 minutes
 * (03 §4, §9).
 */
export const fetchReactionLog = createLoadThunk<ApiReactionLogEntry[], ReactionLogArg>(
  'reactions/logRequested',
  async ({ recordType, recordID }, { api }) => {
    const data = await apiGetReactionLog(api, recordType, recordID, { limit: 100 });
    return Array.isArray(data) ? data : [];
  },
  {
    selectLoadable: (state, arg) =>
      state.reactionLog?.byRecord[recordKey(arg.recordType, arg.recordID)],
    failureToast: false,
  },
);

export const reactionLogSlice = createSlice({
  name: 'reactionLog',
  initialState: { byRecord: {} } as ReactionLogState,
  reducers: {},
  extraReducers: (builder) => {
    trackLoadable(builder, fetchReactionLog, {
      map: (state) => state.byRecord,
      key: (arg) => recordKey(arg.recordType, arg.recordID),
    });
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof reactionLogSlice> {}
}

export const injectedReactionLogSlice = reactionLogSlice.injectInto(rootReducer);

export const selectReactionLog = (
  state: RootState,
  recordType: ReactionRecordType,
  recordID: number,
): Loadable<ApiReactionLogEntry[]> =>
  injectedReactionLogSlice.selectSlice(state).byRecord[recordKey(recordType, recordID)] ??
  pendingLoadable();
