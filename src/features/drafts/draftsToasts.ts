import { isRejected } from '@reduxjs/toolkit';
import type { ApiError } from '@/api/apiError';
import { failureText, failureToast } from '@/store/failureToasts';
import { startAppListening } from '@/store/listenerMiddleware';
import { cancelDraftScheduleThunk, removeDraft, scheduleDraftThunk } from './draftsThunks';

interface Rejection {
  type: string;
  payload?: ApiError;
  meta: { aborted: boolean; condition: boolean; arg: { silent?: boolean } };
}

let registered = false;

/**
 * The failure toasts of the drafts list's actions (delete, schedule, cancel a schedule): the
 * server's description, else its message, dismissible, until dismissed (03 §8). The 03 §8
 * texts themselves are only logged (draftLog.ts). A `silent` removal (the composer cleaning
 * up after posting) raises none.
 */
export function registerDraftToasts(): void {
  if (registered) return;
  registered = true;
  startAppListening({
    matcher: isRejected(removeDraft, scheduleDraftThunk, cancelDraftScheduleThunk) as (
      action: unknown,
    ) => action is Rejection,
    effect: (action, api) => {
      if (action.meta.aborted || action.meta.condition || action.meta.arg.silent) return;
      api.dispatch(failureToast(failureText(action.payload), 'drafts-action'));
    },
  });
}
