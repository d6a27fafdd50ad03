import type { ReactElement } from 'react';
import { t } from '@/i18n/translate';
import { Modal } from '@/ui/Modal';

/** 'Unsaved Changes: You have unsaved changes and your work will be lost. …' (03 §8). */
export function UnsavedChangesModal({
  onCancel,
  onConfirm,
}: {
  onCancel: () => void;
  onConfirm: () => void;
}): ReactElement {
  return (
    <Modal
      isVisible
      size="small"
      title={t('Unsaved Changes')}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="fw-button" onClick={onCancel}>
            {t('Cancel')}
          </button>
          <button type="button" className="fw-button fw-button--primary" onClick={onConfirm}>
            {t('Continue')}
          </button>
        </>
      }
    >
      <p>
        {t(
          'You have unsaved changes and your work will be lost. Are you sure you want to continue without saving?',
        )}
      </p>
    </Modal>
  );
}
