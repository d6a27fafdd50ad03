import { type ReactElement, type ReactNode, useId, useState } from 'react';
import type { ApiDiscussion } from '../../src/api/types/discussions';
import { useMentionSuggestions } from '../../src/features/mentions/useMentionSuggestions';
import { t } from '../../src/i18n/translate';
import { Modal } from '../../src/ui/Modal';
import { LookupStatus } from './LookupStatus';

function Footer({
  submitLabel,
  disabled,
  onSubmit,
  onClose,
}: {
  submitLabel: string;
  disabled?: boolean;
  onSubmit: () => void;
  onClose: () => void;
}): ReactElement {
  return (
    <>
      <button type="button" className="fw-button" onClick={onClose}>
        {t('Cancel', 'Cancel')}
      </button>
      <button
        type="button"
        className="fw-button fw-button--primary"
        disabled={disabled}
        onClick={onSubmit}
      >
        {submitLabel}
      </button>
    </>
  );
}

/** 'Are you sure you want to delete this discussion?' (03 §8). */
export function DeleteModal({
  busy,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}): ReactElement {
  return (
    <Modal
      isVisible
      size="small"
      title={t('Delete Discussion', 'Delete Discussion')}
      onClose={onClose}
      footer={
        <Footer
          submitLabel={t('Delete', 'Delete')}
          disabled={busy}
          onSubmit={onConfirm}
          onClose={onClose}
        />
      }
    >
      <p>
        {t(
          'Are you sure you want to delete this discussion?',
          'Are you sure you want to delete this discussion?',
        )}
      </p>
    </Modal>
  );
}

const TYPES = [
  { value: 'discussion', label: 'Discussion' },
  { value: 'question', label: 'Question' },
];

/** Change the post type: `PUT /discussions/{id}/type`. */
export function TypeModal({
  discussion,
  busy,
  onSubmit,
  onClose,
}: {
  discussion: ApiDiscussion;
  busy: boolean;
  onSubmit: (type: string) => void;
  onClose: () => void;
}): ReactElement {
  const [type, setType] = useState((discussion.type ?? 'discussion').toLowerCase());
  const name = useId();
  return (
    <Modal
      isVisible
      size="small"
      title={t('Change Type', 'Change Type')}
      onClose={onClose}
      footer={
        <Footer
          submitLabel={t('Save', 'Save')}
          disabled={busy}
          onSubmit={() => onSubmit(type)}
          onClose={onClose}
        />
      }
    >
      <fieldset className="fw-choiceList">
        <legend className="fw-visuallyHidden">{t('Post type', 'Post type')}</legend>
        {TYPES.map((option) => (
          <label key={option.value} className="fw-choice">
            <input
              type="radio"
              name={name}
              checked={type === option.value}
              onChange={() => setType(option.value)}
            />
            <span>{t(option.label, option.label)}</span>
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}

/** Change the author, choosing from a user lookup. */
export function AuthorModal({
  busy,
  onSubmit,
  onClose,
}: {
  busy: boolean;
  onSubmit: (userID: number) => void;
  onClose: () => void;
}): ReactElement {
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const inputID = useId();
  const suggestions = useMentionSuggestions(typed);
  return (
    <Modal
      isVisible
      size="small"
      title={t('Change Author', 'Change Author')}
      onClose={onClose}
      footer={
        <Footer
          submitLabel={t('Save', 'Save')}
          disabled={busy || chosen === null}
          onSubmit={() => chosen !== null && onSubmit(chosen)}
          onClose={onClose}
        />
      }
    >
      <label className="fw-field-label" htmlFor={inputID}>
        {t('New author', 'New author')}
      </label>
      <input
        id={inputID}
        className="fw-input"
        value={typed}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
      />
      {typed.trim() !== '' && <LookupStatus lookup={suggestions} />}
      <ChoiceList label={t('Users', 'Users')}>
        {(suggestions.data ?? []).map((user) => (
          <label key={user.userID} className="fw-choice">
            <input
              type="radio"
              name={`${inputID}-user`}
              checked={chosen === user.userID}
              onChange={() => setChosen(user.userID)}
            />
            <span>{user.name}</span>
          </label>
        ))}
      </ChoiceList>
    </Modal>
  );
}

function ChoiceList({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <fieldset className="fw-choiceList">
      <legend className="fw-visuallyHidden">{label}</legend>
      {children}
    </fieldset>
  );
}

/** Report: choose a reason (the Flag-class reactions) and send it. */
export function ReportModal({
  reasons,
  busy,
  onSubmit,
  onClose,
}: {
  reasons: { urlcode: string; name?: string }[];
  busy: boolean;
  onSubmit: (urlcode: string) => void;
  onClose: () => void;
}): ReactElement {
  const [reason, setReason] = useState<string | null>(null);
  const name = useId();
  return (
    <Modal
      isVisible
      size="small"
      title={t('Report', 'Report')}
      onClose={onClose}
      footer={
        <Footer
          submitLabel={t('Send Report', 'Send Report')}
          disabled={busy || reason === null}
          onSubmit={() => reason !== null && onSubmit(reason)}
          onClose={onClose}
        />
      }
    >
      <ChoiceList label={t('Reason', 'Reason')}>
        {reasons.map((option) => (
          <label key={option.urlcode} className="fw-choice">
            <input
              type="radio"
              name={name}
              checked={reason === option.urlcode}
              onChange={() => setReason(option.urlcode)}
            />
            <span>{t(option.name ?? option.urlcode, option.name ?? option.urlcode)}</span>
          </label>
        ))}
      </ChoiceList>
    </Modal>
  );
}
