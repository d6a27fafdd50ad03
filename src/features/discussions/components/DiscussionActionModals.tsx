import type { ReactElement } from 'react';
import type { ApiReaction } from '@/api/types/discussions';
import { selectCollectionSave } from '../../collections/collectionsSlice';
import { setRecordCollections } from '../../collections/collectionsThunks';
import { changeDiscussionAuthor, reportDiscussion } from '../discussionListExtras';
import type { DiscussionView } from '../discussionView';
import type { DiscussionSaveKind } from '../discussionsState';
import { selectDiscussionSave } from '../discussionsSlice';
import {
  changeDiscussionType,
  deleteDiscussion,
  patchDiscussion,
  setDiscussionTags,
} from '../discussionsActions';
import { t } from '@/i18n/translate';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { CategoryPickerModal } from './CategoryPickerModal';
import { CollectionsModal } from './CollectionsModal';
import { AuthorModal, DeleteModal, ReportModal, TypeModal } from './EditModals';
import { localPath } from './itemLabels';
import { TagsModal } from './TagsModal';

export type ModalKind = 'delete' | 'move' | 'type' | 'author' | 'tag' | 'collection' | 'report';

/** A save of this kind on the discussion is running: its control is disabled. */
export function useBusy(id: number, kind: DiscussionSaveKind): boolean {
  return useAppSelector(
    (state) => selectDiscussionSave(state, kind, id).status === LoadStatus.LOADING,
  );
}

/** After a delete on the discussion's own page, the browser goes to the category (03 §4). */
function leaveDiscussionPage(discussion: DiscussionView): void {
  if (typeof window === 'undefined') return;
  const onItsPage = new RegExp(`^/discussion/${discussion.id}(/|$)`).test(window.location.pathname);
  if (onItsPage)
    window.location.assign(localPath(discussion.categoryUrl, '/discussions') ?? '/discussions');
}

/** The modal the item menu opened (delete, move, type, author, tags, collections, report). */
export function DiscussionActionModals({
  discussion,
  modal,
  reasons,
  onClose,
}: {
  discussion: DiscussionView;
  modal: ModalKind | null;
  /** The Flag-class reactions a report may give as its reason. */
  reasons: ApiReaction[];
  onClose: () => void;
}): ReactElement | null {
  const dispatch = useAppDispatch();
  const id = discussion.id;
  const busy = {
    patch: useBusy(id, 'patch'),
    delete: useBusy(id, 'delete'),
    type: useBusy(id, 'type'),
    tags: useBusy(id, 'tags'),
    author: useBusy(id, 'author'),
    report: useBusy(id, 'report'),
    collection: useAppSelector(
      (state) =>
        selectCollectionSave(state, { recordType: 'discussion', recordID: id }).status ===
        LoadStatus.LOADING,
    ),
  };
  const after = (promise: Promise<{ meta: { requestStatus: string } }>): void => {
    void promise.then((action) => {
      if (action.meta.requestStatus === 'fulfilled') onClose();
    });
  };
  if (modal === null) return null;
  return (
    <>
      {modal === 'delete' && (
        <DeleteModal
          busy={busy.delete}
          onClose={onClose}
          onConfirm={() =>
            void dispatch(deleteDiscussion({ discussionID: id })).then((action) => {
              if (action.meta.requestStatus !== 'fulfilled') return;
              onClose();
              leaveDiscussionPage(discussion);
            })
          }
        />
      )}
      {modal === 'move' && (
        <CategoryPickerModal
          title={t('Move Discussion')}
          currentCategoryID={discussion.categoryID}
          busy={busy.patch}
          onClose={onClose}
          onSubmit={(categoryID) =>
            after(dispatch(patchDiscussion({ discussionID: id, patch: { categoryID } })))
          }
        />
      )}
      {modal === 'type' && (
        <TypeModal
          type={discussion.type}
          busy={busy.type}
          onClose={onClose}
          onSubmit={(type) => after(dispatch(changeDiscussionType({ discussionID: id, type })))}
        />
      )}
      {modal === 'author' && (
        <AuthorModal
          busy={busy.author}
          onClose={onClose}
          onSubmit={(insertUserID) =>
            after(dispatch(changeDiscussionAuthor({ discussionID: id, insertUserID })))
          }
        />
      )}
      {modal === 'tag' && (
        <TagsModal
          // All of them: the Tag action needs tagging on, and then the view drops no User tag.
          tags={discussion.tags}
          busy={busy.tags}
          onClose={onClose}
          onSubmit={(tagIDs) => after(dispatch(setDiscussionTags({ discussionID: id, tagIDs })))}
        />
      )}
      {modal === 'collection' && (
        <CollectionsModal
          discussionID={id}
          busy={busy.collection}
          onClose={onClose}
          onSubmit={(collectionIDs) =>
            after(
              dispatch(
                setRecordCollections({
                  record: { recordType: 'discussion', recordID: id },
                  collectionIDs,
                }),
              ),
            )
          }
        />
      )}
      {modal === 'report' && (
        <ReportModal
          reasons={reasons}
          busy={busy.report}
          onClose={onClose}
          onSubmit={(reactionType) =>
            after(dispatch(reportDiscussion({ discussionID: id, reactionType })))
          }
        />
      )}
    </>
  );
}
