import { t } from '../../i18n/translate';
import { startAppListening } from '../../store/listenerMiddleware';
import { failureToast, toastOnFailure } from '../../store/failureToasts';
import { toastAdded } from '../../store/toastsSlice';
import {
  bumpDiscussion,
  dismissDiscussion,
  muteDiscussion,
  reactToDiscussion,
  toggleBookmark,
} from './discussionActionsThunks';

export const BOOKMARK_FAILED = 'There was a problem bookmarking this discussion.';

let registered = false;

/**
 * The toasts of discussion saves (02 §8, 03 §8), raised by listener middleware so that no
 * component has to. Failures stay until dismissed; successes auto-dismiss.
 */
export function registerDiscussionToasts(): void {
  if (registered) return;
  registered = true;
  startAppListening({
    actionCreator: toggleBookmark.rejected,
    effect: (_action, api) => {
      api.dispatch(failureToast(t(BOOKMARK_FAILED)));
    },
  });
  toastOnFailure([reactToDiscussion, dismissDiscussion, muteDiscussion, bumpDiscussion]);
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
}
