import { t } from '@/i18n/translate';
import { startAppListening } from '@/store/listenerMiddleware';
import { failureToast, toastOnFailure } from '@/store/failureToasts';
import { toastAdded } from '@/store/toastsSlice';
import {
  bumpDiscussion,
  dismissDiscussion,
  muteDiscussion,
  reactToDiscussion,
  toggleBookmark,
} from './discussionsActions';
import {
  bulkCloseDiscussions,
  bulkDeleteDiscussions,
  bulkMoveDiscussions,
} from './discussionBulkThunks';
import { changeDiscussionAuthor, reportDiscussion } from './discussionListExtras';
import {
  changeDiscussionType,
  deleteDiscussion,
  patchDiscussion,
  setDiscussionTags,
} from './discussionsActions';

export const BOOKMARK_FAILED = 'There was a problem bookmarking this discussion.';

let registered = false;

/**
 * The toasts of every discussion save (02 §8, 03 §8), raised by listener middleware so that no
 * component and no widget has to. `discussionsSlice.ts` calls this when it is injected, so every
 * page that can dispatch a save (and roll it back) has its toasts: the list, the post page, a
 * layout's post assets, and any page that offers the actions later. Registered once per page,
 * so a page with both a list and a post raises one toast per failure. Failures stay until
 * dismissed; successes auto-dismiss. Add to Collection's toast is the collections slice's.
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
  toastOnFailure([
    reactToDiscussion,
    dismissDiscussion,
    muteDiscussion,
    bumpDiscussion,
    // The options menu: the toggles (close, sink, resolve, announce, move), type, tags,
    // delete, author and report; and the list's bulk actions.
    patchDiscussion,
    changeDiscussionType,
    setDiscussionTags,
    deleteDiscussion,
    changeDiscussionAuthor,
    reportDiscussion,
    bulkDeleteDiscussions,
    bulkMoveDiscussions,
    bulkCloseDiscussions,
  ]);
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
