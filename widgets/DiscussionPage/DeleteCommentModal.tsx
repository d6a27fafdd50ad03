import { type ReactElement, useState } from 'react';
import { deleteCommentThunk } from '@/features/comments/commentsActions';
import { t } from '@/i18n/translate';
import { useAppDispatch } from '@/store/hooks';
import { Modal } from '@/ui/Modal';

/**
 * 'Delete Comment': asks before `DELETE /comments/{id}` (03 §4: deleting needs confirmation).
 * On success the comment becomes a tombstone; a failure is said here and the modal stays.
 */
export function DeleteCommentModal({
  commentID,
  busy,
  onClose,
}: {
  commentID: number;
  busy: boolean;
  onClose: (deleted: boolean) => void;
}): ReactElement {
  const dispatch = useAppDispatch();
  const [error, setError] = useState('');
  const confirm = (): void => {
    setError('');
    void dispatch(deleteCommentThunk(commentID)).then((action) => {
      if (deleteCommentThunk.fulfilled.match(action)) onClose(true);
      else if (!action.meta.condition)
        setError(action.payload?.message ?? t('The comment could not be deleted.'));
    });
  };
  return (
    <Modal
      isVisible
      size="small"
      title={t('Delete Comment')}
      onClose={() => onClose(false)}
      footer={
        <>
          <button type="button" className="fw-button" onClick={() => onClose(false)}>
            {t('Cancel')}
          </button>
          <button
            type="button"
            className="fw-button fw-button--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={confirm}
          >
            {t('Delete')}
          </button>
        </>
      }
    >
      <p>{t('Are you sure you want to delete this comment?')}</p>
      {error && (
        <p role="alert" className="fw-discussionPage-error">
          {error}
        </p>
      )}
    </Modal>
  );
}
