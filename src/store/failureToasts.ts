import { isRejected } from '@reduxjs/toolkit';
import type { ApiError } from '@/api/apiError';
import { t } from '@/i18n/translate';
import type { AppAsyncThunk } from './createLoadThunk';
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

/**
 * Raises a failure toast whenever one of `thunks` fails; not when it was aborted or skipped
 * (an in-flight duplicate). With `toastID`, a later failure replaces the toast instead of
 * stacking another.
 */
export function toastOnFailure(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any thunk's rejection
  thunks: readonly [AppAsyncThunk<any, any>, ...AppAsyncThunk<any, any>[]],
  options: { toastID?: string; text?: (error: ApiError | undefined) => string } = {},
): void {
  const text = options.text ?? failureText;
  const rejected = isRejected(...thunks) as (action: unknown) => action is {
    type: string;
    payload?: unknown;
    meta: { aborted: boolean; condition: boolean };
  };
  startAppListening({
    matcher: rejected,
    effect: (action, api) => {
      if (action.meta.aborted || action.meta.condition) return;
      api.dispatch(failureToast(text(action.payload as ApiError | undefined), options.toastID));
    },
  });
}
