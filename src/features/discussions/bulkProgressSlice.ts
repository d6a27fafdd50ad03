import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { LongRunnerProgress } from '@/api/longRunner';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';
import {
  type BulkOperation,
  bulkCloseDiscussions,
  bulkDeleteDiscussions,
  bulkMoveDiscussions,
  bulkProgressReported,
} from './discussionBulkThunks';

export interface BulkProgress {
  /** IDs sent, and the running totals the long-running resume loop has reported so far. */
  requested: number;
  done: number;
  successIDs: number[];
  failedIDs: number[];
  running: boolean;
}

export type BulkProgressState = Partial<Record<BulkOperation, BulkProgress>>;

const OPERATIONS = [
  ['delete', bulkDeleteDiscussions],
  ['move', bulkMoveDiscussions],
  ['close', bulkCloseDiscussions],
] as const;

/** Progress of the running bulk operations, step by step (01 §4 long-running requests). */
export const bulkProgressSlice = createSlice({
  name: 'discussionBulkProgress',
  initialState: {} as BulkProgressState,
  reducers: {},
  extraReducers: (builder) => {
    for (const [operation, thunk] of OPERATIONS) {
      builder.addCase(thunk.pending, (state, { meta }) => {
        state[operation] = {
          requested: meta.arg.discussionIDs.length,
          done: 0,
          successIDs: [],
          failedIDs: [],
          running: true,
        };
      });
    }
    builder.addCase(bulkProgressReported, (state, { payload }) => {
      const progress = state[payload.operation];
      if (!progress) return;
      const total: LongRunnerProgress = payload.total;
      progress.successIDs = [...total.successIDs];
      progress.failedIDs = [...total.failedIDs];
      progress.done = total.successIDs.length + total.failedIDs.length;
    });
    for (const [operation, thunk] of OPERATIONS) {
      builder.addMatcher(
        (action) => thunk.fulfilled.match(action) || thunk.rejected.match(action),
        (state) => {
          const progress = state[operation];
          if (progress) progress.running = false;
        },
      );
    }
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof bulkProgressSlice> {}
}

export const injectedBulkProgressSlice = bulkProgressSlice.injectInto(rootReducer);

export const selectBulkProgress = (
  state: RootState,
  operation: BulkOperation,
): BulkProgress | undefined => injectedBulkProgressSlice.selectSlice(state)[operation];
