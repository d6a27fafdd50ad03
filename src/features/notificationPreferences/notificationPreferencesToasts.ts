import { t } from '@/i18n/translate';
import { failureText, failureToast } from '@/store/failureToasts';
import { startAppListening } from '@/store/listenerMiddleware';
import { toastAdded } from '@/store/toastsSlice';
import { saveAnonymizeSetting } from '../analytics/analyticsPrivacySlice';
import { patchNotificationPreferences } from './notificationPreferencesSlice';

export const PREFERENCES_SAVED = 'Success! Preferences saved.';
/** One failure toast for the settings page: a later failure replaces it. */
export const PREFERENCES_FAILURE_TOAST = 'notificationPreferences-failure';
/** One success toast: quick changes in a row replace it instead of stacking copies. */
export const PREFERENCES_SAVED_TOAST = 'notificationPreferences-saved';

let registered = false;

/**
 * The settings page's toasts, raised by listener middleware rather than the component
 * (CONVENTIONS "State"): 'Success! Preferences saved.' after a saved change (03 §8), and a
 * dismissible failure toast with the error's description, else its message, when the server
 * refuses one (the change is rolled back by the slice). Safe to call more than once.
 */
export function registerNotificationPreferenceToasts(): void {
  if (registered) return;
  registered = true;
  startAppListening({
    actionCreator: patchNotificationPreferences.fulfilled,
    effect: (_action, api) => {
      api.dispatch(
        toastAdded({
          body: t(PREFERENCES_SAVED, PREFERENCES_SAVED),
          toastID: PREFERENCES_SAVED_TOAST,
        }),
      );
    },
  });
  startAppListening({
    actionCreator: saveAnonymizeSetting.fulfilled,
    effect: (_action, api) => {
      api.dispatch(
        toastAdded({
          body: t(PREFERENCES_SAVED, PREFERENCES_SAVED),
          toastID: PREFERENCES_SAVED_TOAST,
        }),
      );
    },
  });
  for (const thunk of [patchNotificationPreferences, saveAnonymizeSetting] as const) {
    startAppListening({
      actionCreator: thunk.rejected,
      effect: (action, api) => {
        if (action.meta.aborted || action.meta.condition) return;
        api.dispatch(failureToast(failureText(action.payload), PREFERENCES_FAILURE_TOAST));
      },
    });
  }
}
