import { type ReactElement, useRef } from 'react';
import { t } from '@/i18n/translate';
import { Modal } from '@/ui/Modal';

export interface ConfirmDiscardModalProps {
  /** Which question (03 §8): leaving unsaved work, or replying over an unposted draft. */
  kind: 'unsavedChanges' | 'discardDraft';
  onConfirm: () => void;
  onCancel: () => void;
}

/** The two questions of 03 §8, each a title and a sentence. */
const QUESTIONS = {
  unsavedChanges: {
    titleKey: 'Unsaved Changes',
    textKey:
      'You have unsaved changes and your work will be lost. Are you sure you want to continue without saving?',
    confirmKey: 'Continue',
  },
  discardDraft: {
    titleKey: 'Discard Draft',
    textKey:
      'You have an unposted draft, replying to this comment will discard your draft. Are you sure you want to discard it?',
    confirmKey: 'Discard',
  },
} as const;

/**
 * 'Unsaved Changes: …' or 'Discard Draft: …' (03 §8) as a modal dialog. The safe answer
 * (keep the work) has the focus when it opens, so Enter or Escape never throws work away.
 */
export function ConfirmDiscardModal({
  kind,
  onConfirm,
  onCancel,
}: ConfirmDiscardModalProps): ReactElement {
  const keepRef = useRef<HTMLButtonElement>(null);
  const question = QUESTIONS[kind];
  const footer = (
    <>
      <button ref={keepRef} type="button" className="fw-button" onClick={onCancel}>
        {t('Cancel')}
      </button>
      <button type="button" className="fw-button fw-button--primary" onClick={onConfirm}>
        {t(question.confirmKey, question.confirmKey)}
      </button>
    </>
  );
  return (
    <Modal
      isVisible
      size="small"
      title={t(question.titleKey, question.titleKey)}
      onClose={onCancel}
      footer={footer}
      initialFocusRef={keepRef}
    >
      <p className="fw-composer-question">{t(question.textKey, question.textKey)}</p>
    </Modal>
  );
}
