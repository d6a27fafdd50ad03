import { t } from '@/i18n/translate';
import { startAppListening } from '@/store/listenerMiddleware';
import { toastAdded } from '@/store/toastsSlice';
import { saveAnonymizeSetting } from '../analytics/analyticsPrivacySlice';
import { patchNotificationPreferences } from './notificationPreferencesSlice';

export const PREFERENCES_SAVED = 'Success! Preferences saved.';
/** One success toast: quick changes in a row replace it instead of stacking copies. */
export const PREFERENCES_SAVED_TOAST = 'notificationPreferences-saved';

let registered = false;

/**
 * The settings page's toasts, raised by listener middleware rather than the component
 * (CONVENTIONS "State"): 'Success! Preferences saved.' after a saved change (03 §8). A refused
 * change's failure toast (the slice rolls the change back) is the thunks' own `failureToast`
 * option (PREFERENCES_FAILURE_TOAST), raised by the one failure toast listener. Safe to call
 * more than once.
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
}
