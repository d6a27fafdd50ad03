import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST } from '@/theme/themeConstants';

/** A toast the UI kit renders (02 §3). Bodies are already translated. */
export interface Toast {
  toastID: string;
  body: string;
  dismissible: boolean;
  autoDismiss: boolean;
  autoDismissDuration?: number;
  persistent?: boolean;
  wide?: boolean;
  /** A failure: announced at once (role alert) rather than politely (role status). */
  isError?: boolean;
}

export type ToastInput = Partial<Omit<Toast, 'body'>> & { body: string };

/** The store's toasts auto-dismiss after the kit's default (02 §4, §9: 3000 ms). */
export const TOAST_AUTO_DISMISS_MS = TOAST.autoDismissMs;

let nextToastID = 0;

/**
 * Toasts raised by listener middleware after saves. The UI kit renders this list and
 * dispatches `toastDismissed`. A toast with the same toastID replaces the old one (02 §4).
 */
export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        const index = state.findIndex((toast) => toast.toastID === action.payload.toastID);
        if (index >= 0) state.splice(index, 1, action.payload);
        else state.push(action.payload);
      },
      prepare(input: ToastInput) {
        nextToastID += 1;
        return {
          payload: {
            dismissible: true,
            autoDismiss: true,
            autoDismissDuration: TOAST_AUTO_DISMISS_MS,
            ...input,
            toastID: input.toastID ?? `toast-${nextToastID}`,
          },
        };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      return state.filter((toast) => toast.toastID !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state,
  },
});

export const { toastAdded, toastDismissed } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
