import { t } from '@/i18n/translate';
import { startAppListening } from '@/store/listenerMiddleware';
import { toastAdded } from '@/store/toastsSlice';
import { patchCategoryPreferences } from './categoriesSlice';

export const PREFERENCES_SAVED = 'Success! Preferences saved.';

let registered = false;

/**
 * 'Success! Preferences saved.' after every category preference save (03 §8), raised by
 * listener middleware rather than the component. Failures are shown inside the follow
 * dropdown instead, so they raise no toast. Safe to call more than once.
 */
export function registerCategoryPreferenceToasts(): void {
  if (registered) return;
  registered = true;
  startAppListening({
    actionCreator: patchCategoryPreferences.fulfilled,
    effect: (_action, api) => {
      api.dispatch(toastAdded({ body: t(PREFERENCES_SAVED, PREFERENCES_SAVED) }));
    },
  });
}
