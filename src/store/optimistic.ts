import type { ActionReducerMapBuilder, Draft } from '@reduxjs/toolkit';
import type { AppAsyncThunk } from './createLoadThunk';

/** A slice state that keeps what optimistic changes replaced, by requestId. */
export interface WithRollback<Snapshot> {
  rollback: Record<string, Snapshot>;
}

export interface OptimisticUpdate<S, Arg, Snapshot> {
  /**
   * Makes the change when the request starts and returns what it replaced; undefined when
   * there was nothing to change (then nothing is kept and nothing reverted).
   */
  apply: (state: Draft<S>, arg: Arg) => Snapshot | undefined;
  /** Puts back what `apply` replaced, when the request fails. */
  revert: (state: Draft<S>, arg: Arg, snapshot: Snapshot) => void;
}

/**
 * The one way to write an optimistic update (CONVENTIONS "State"): on pending `apply` changes
 * the state and its snapshot is kept under `rollback[requestId]`; on rejected (an aborted
 * request too) `revert` restores it; either way the snapshot is dropped when the request
 * settles. The thunk's own payload creator may read the snapshot (`rollback[requestId]`)
 * while it runs. Uses matchers, so call it after the slice's own `addCase`s, which then run
 * first (a fulfilled case can still read the snapshot).
 */
export function addOptimisticUpdate<S extends WithRollback<Snapshot>, Returned, Arg, Snapshot>(
  builder: ActionReducerMapBuilder<S>,
  thunk: AppAsyncThunk<Returned, Arg>,
  update: OptimisticUpdate<S, Arg, Snapshot>,
): void {
  const rollbackOf = (state: Draft<S>): Record<string, Snapshot> =>
    (state as WithRollback<Snapshot>).rollback;
  builder
    .addMatcher(thunk.pending.match, (state, { meta }) => {
      const snapshot = update.apply(state, meta.arg);
      if (snapshot !== undefined) rollbackOf(state)[meta.requestId] = snapshot;
    })
    .addMatcher(thunk.rejected.match, (state, { meta }) => {
      const rollback = rollbackOf(state);
      const snapshot = rollback[meta.requestId];
      if (snapshot !== undefined) update.revert(state, meta.arg, snapshot);
      delete rollback[meta.requestId];
    })
    .addMatcher(thunk.fulfilled.match, (state, { meta }) => {
      delete rollbackOf(state)[meta.requestId];
    });
}
