import type { ApiError } from '../../api/apiError';
import { t } from '../../i18n/translate';
import { startAppListening } from '../../store/listenerMiddleware';
import { toastAdded } from '../../store/toastsSlice';
import { setRecordCollections } from '../collections/collectionsThunks';
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
} from './discussionsThunks';

/** The text of a failed mutation: the error's description, else its message (03 §8). */
export function mutationErrorText(error: ApiError | undefined): string {
  return error?.description || error?.message || t('Something has gone wrong.');
}

let registered = false;

/**
 * Failure toasts for the saves `discussionsToasts.ts` does not cover (patch toggles, move,
 * type, tags, delete, author, collections, report, bulk): dismissible and never auto-dismissed.
 */
export function registerDiscussionListToasts(): void {
  if (registered) return;
  registered = true;
  const thunks = [
    patchDiscussion,
    changeDiscussionType,
    setDiscussionTags,
    deleteDiscussion,
    changeDiscussionAuthor,
    setRecordCollections,
    reportDiscussion,
    bulkDeleteDiscussions,
    bulkMoveDiscussions,
    bulkCloseDiscussions,
  ] as const;
  for (const thunk of thunks) {
    startAppListening({
      actionCreator: thunk.rejected,
      effect: (action, api) => {
        if (action.meta.aborted || action.meta.condition) return;
        api.dispatch(
          toastAdded({
            body: mutationErrorText(action.payload),
            dismissible: true,
            autoDismiss: false,
            isError: true,
          }),
        );
      },
    });
  }
  startAppListening({
    actionCreator: reportDiscussion.fulfilled,
    effect: (_action, api) => {
      api.dispatch(toastAdded({ body: t('Thanks. Your report has been sent.') }));
    },
  });
}
