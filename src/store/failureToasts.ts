import { isRejected } from '@reduxjs/toolkit';
import type { ApiError } from '@/api/apiError';
import { t } from '@/i18n/translate';
import { thunkFailureToasts } from './createLoadThunk';
import { startAppListening } from './listenerMiddleware';
import { toastAdded } from './toastsSlice';

/** The text of a failed save: the error's description, else its message (03 §8). */
export function failureText(error: ApiError | undefined): string {
  return error?.description || error?.message || t('Something has gone wrong.');
}

/** A failure toast: dismissible, never dismissed by itself, announced at once (role alert). */
export function failureToast(body: string, toastID?: string): ReturnType<typeof toastAdded> {
  return toastAdded({
    body,
    dismissible: true,
    autoDismiss: false,
    isError: true,
    ...(toastID ? { toastID } : {}),
  });
}

let started = false;

/**
 * The one failure toast listener (CONVENTIONS "State"): every rejected `createLoadThunk`
 * action raises a failure toast unless it was aborted, skipped by `condition`, or its thunk
 * opted out (`failureToast: false`). Text and toastID come from the thunk's `failureToast`
 * option. Started once with the store module, so no widget registers anything.
 */
export function startFailureToasts(): void {
  if (started) return;
  started = true;
  startAppListening({
    matcher: (action: unknown): action is RejectedLoad =>
      isRejected(action) && thunkFailureToasts.has(action.type.slice(0, -REJECTED.length)),
    effect: (rejected, api) => {
      if (rejected.meta.aborted || rejected.meta.condition) return;
      const option = thunkFailureToasts.get(rejected.type.slice(0, -REJECTED.length));
      if (!option || option.skip?.(rejected.meta.arg)) return;
      const error = rejected.payload as ApiError | undefined;
      const text = option.text ? option.text(error, rejected.meta.arg) : failureText(error);
      api.dispatch(failureToast(text, option.toastID));
    },
  });
}

const REJECTED = '/rejected';

interface RejectedLoad {
  type: string;
  payload?: unknown;
  meta: { aborted: boolean; condition: boolean; arg: unknown };
}
