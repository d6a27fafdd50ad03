import { t } from '../../i18n/translate';
import { startAppListening } from '../../store/listenerMiddleware';
import { toastOnFailure } from '../../store/failureToasts';
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
  toastOnFailure(thunks);
  startAppListening({
    actionCreator: reportDiscussion.fulfilled,
    effect: (_action, api) => {
      api.dispatch(toastAdded({ body: t('Thanks. Your report has been sent.') }));
    },
  });
}
