import { t } from '@/i18n/translate';
import { startAppListening } from '@/store/listenerMiddleware';
import { toastAdded } from '@/store/toastsSlice';
import { bumpDiscussion, dismissDiscussion, muteDiscussion } from './discussionsActions';
import { reportDiscussion } from './discussionListExtras';

let registered = false;

/**
 * The success toasts of the discussion saves that have one (02 §8, 03 §8), raised by listener
 * middleware so that no component has to; they auto-dismiss. `discussionsSlice.ts` calls this
 * when it is injected, once per page. Failure toasts are not here: every save's thunk has its
 * `failureToast` option and the one failure toast listener (store/failureToasts.ts) raises it.
 */
export function registerDiscussionToasts(): void {
  if (registered) return;
  registered = true;
  startAppListening({
    actionCreator: dismissDiscussion.fulfilled,
    effect: (action, api) => {
      const text = action.payload.dismissed
        ? 'Success. Announcement has been dismissed.'
        : 'Success. Dismissal cancelled.';
      api.dispatch(toastAdded({ body: t(text) }));
    },
  });
  startAppListening({
    actionCreator: muteDiscussion.fulfilled,
    effect: (action, api) => {
      const text = action.payload.muted
        ? 'Discussion has been muted.'
        : 'Discussion has been unmuted.';
      api.dispatch(toastAdded({ body: t(text) }));
    },
  });
  startAppListening({
    actionCreator: bumpDiscussion.fulfilled,
    effect: (_action, api) => {
      api.dispatch(toastAdded({ body: t('Success! This post has been bumped.') }));
    },
  });
  startAppListening({
    actionCreator: reportDiscussion.fulfilled,
    effect: (_action, api) => {
      api.dispatch(toastAdded({ body: t('Thanks. Your report has been sent.') }));
    },
  });
}
