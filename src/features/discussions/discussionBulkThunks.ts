import { createAction } from '@reduxjs/toolkit';
import type { ApiClient } from '@/api/apiClient';
import {
  apiDeleteDiscussionList,
  apiPatchDiscussionsClose,
  apiPatchDiscussionsMove,
} from '@/api/endpoints/discussions';
import type { LongRunnerProgress, LongRunnerResult, ProgressHandler } from '@/api/longRunner';
import { createLoadThunk } from '@/store/createLoadThunk';

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
  send: (api: ApiClient, arg: Arg, onProgress: ProgressHandler) => Promise<LongRunnerResult>,
  extra: (arg: Arg) => { categoryID?: number; closed?: boolean } = () => ({}),
) {
  return createLoadThunk<BulkResult, Arg>(
    typePrefix,
    async (arg, { api, dispatch }) => {
      const result = await send(api, arg, (step, total) => {
        dispatch(bulkProgressReported({ operation, step, total, ...extra(arg) }));
      });
      if (result.reported) return { operation, ...result.progress };
      // The server finished in one go without a progress report: every ID succeeded.
      const progress = { successIDs: [...arg.discussionIDs], failedIDs: [], exceptionsByID: {} };
      dispatch(bulkProgressReported({ operation, step: progress, total: progress, ...extra(arg) }));
      return { operation, ...progress };
    },
    { selectLoadable: (state) => state.discussions?.bulk[operation], freshFor: 0 },
  );
}

/** `DELETE /discussions/list` with `{ discussionIDs, longRunnerMode: 'sync' }`. */
export const bulkDeleteDiscussions = bulkThunk<{ discussionIDs: number[] }>(
  'delete',
  'discussions/bulkDeleteRequested',
  (api, { discussionIDs }, onProgress) =>
    apiDeleteDiscussionList(api, { discussionIDs, longRunnerMode: 'sync' }, onProgress),
);

/** `PATCH /discussions/move` with `{ discussionIDs, categoryID, addRedirects }`; sets categoryID. */
export const bulkMoveDiscussions = bulkThunk<{
  discussionIDs: number[];
  categoryID: number;
  addRedirects?: boolean;
}>(
  'move',
  'discussions/bulkMoveRequested',
  (api, { discussionIDs, categoryID, addRedirects }, onProgress) =>
    apiPatchDiscussionsMove(
      api,
      { discussionIDs, categoryID, addRedirects: addRedirects ?? false },
      onProgress,
    ),
  ({ categoryID }) => ({ categoryID }),
);

/** `PATCH /discussions/close` with `{ discussionIDs, closed }`; sets closed. */
export const bulkCloseDiscussions = bulkThunk<{ discussionIDs: number[]; closed?: boolean }>(
  'close',
  'discussions/bulkCloseRequested',
  (api, { discussionIDs, closed }, onProgress) =>
    apiPatchDiscussionsClose(api, { discussionIDs, closed: closed ?? true }, onProgress),
  ({ closed }) => ({ closed: closed ?? true }),
);
