import type { ReactElement } from 'react';
import { formatString, t } from '@/i18n/translate';
import { Modal } from '@/ui/Modal';

export interface DeleteDraftModalProps {
  /** The draft's title, repeated in the question so the member knows which one goes. */
  title: string;
  /** The delete request runs: the Delete button is disabled. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Delete Draft': asks before `DELETE /drafts/{id}` (03 §4: deleting needs confirmation). */
export function DeleteDraftModal({
  title,
  busy,
  onConfirm,
  onClose,
}: DeleteDraftModalProps): ReactElement {
  return (
    <Modal
      isVisible
      size="small"
      title={t('Delete Draft')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="fw-button" onClick={onClose}>
            {t('Cancel')}
          </button>
          <button
            type="button"
            className="fw-button fw-button--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={onConfirm}
          >
            {t('Delete')}
          </button>
        </>
      }
    >
      <p className="fw-draftsPage-question">
        {formatString(
          t('Are you sure you want to delete the draft “%s”? This cannot be undone.'),
          title,
        )}
      </p>
    </Modal>
  );
}
