import { createAction } from '@reduxjs/toolkit';
import { type LongRunnerProgress, runLongRunner } from '../../api/longRunner';
import { createLoadThunk } from '../../store/createLoadThunk';
import { selectBulkLoadable } from './discussionsLoadables';

export type BulkOperation = 'delete' | 'move' | 'close';

export interface BulkResult extends LongRunnerProgress {
  operation: BulkOperation;
}

/** A step of a bulk operation settled; `step` holds the IDs it just handled. */
export const bulkProgressReported = createAction<{
  operation: BulkOperation;
  step: LongRunnerProgress;
  total: LongRunnerProgress;
  categoryID?: number;
  closed?: boolean;
}>('discussions/bulkProgressReported');

/** Runs a bulk call through the long runner, reporting each step, and settles per ID. */
function bulkThunk<Arg extends { discussionIDs: number[] }>(
  operation: BulkOperation,
  typePrefix: string,
  toRequest: (arg: Arg) => {
    method: 'delete' | 'patch';
    url: string;
    data: Record<string, unknown>;
  },
  extra: (arg: Arg) => { categoryID?: number; closed?: boolean } = () => ({}),
) {
  return createLoadThunk<BulkResult, Arg>(
    typePrefix,
    async (arg, { api, dispatch }) => {
      const result = await runLongRunner(api, toRequest(arg), (step, total) => {
        dispatch(bulkProgressReported({ operation, step, total, ...extra(arg) }));
      });
      if (result.reported) return { operation, ...result.progress };
      // The server finished in one go without a progress report: every ID succeeded.
      const progress = { successIDs: [...arg.discussionIDs], failedIDs: [], exceptionsByID: {} };
      dispatch(bulkProgressReported({ operation, step: progress, total: progress, ...extra(arg) }));
      return { operation, ...progress };
    },
    { selectLoadable: (state) => selectBulkLoadable(state, operation), freshFor: 0 },
  );
}

/** `DELETE /discussions/list` with `{ discussionIDs, longRunnerMode: 'sync' }`. */
export const bulkDeleteDiscussions = bulkThunk<{ discussionIDs: number[] }>(
  'delete',
  'discussions/bulkDeleteRequested',
  ({ discussionIDs }) => ({
    method: 'delete',
    url: '/discussions/list',
    data: { discussionIDs, longRunnerMode: 'sync' },
  }),
);

/** `PATCH /discussions/move` with `{ discussionIDs, categoryID, addRedirects }`; sets categoryID. */
export const bulkMoveDiscussions = bulkThunk<{
  discussionIDs: number[];
  categoryID: number;
  addRedirects?: boolean;
}>(
  'move',
  'discussions/bulkMoveRequested',
  ({ discussionIDs, categoryID, addRedirects }) => ({
    method: 'patch',
    url: '/discussions/move',
    data: { discussionIDs, categoryID, addRedirects: addRedirects ?? false },
  }),
  ({ categoryID }) => ({ categoryID }),
);

/** `PATCH /discussions/close` with `{ discussionIDs, closed }`; sets closed. */
export const bulkCloseDiscussions = bulkThunk<{ discussionIDs: number[]; closed?: boolean }>(
  'close',
  'discussions/bulkCloseRequested',
  ({ discussionIDs, closed }) => ({
    method: 'patch',
    url: '/discussions/close',
    data: { discussionIDs, closed: closed ?? true },
  }),
  ({ closed }) => ({ closed: closed ?? true }),
);
