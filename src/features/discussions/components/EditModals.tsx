import { type ReactElement, useId, useState } from 'react';
import { useMentionSuggestions } from '../../mentions/useMentionSuggestions';
import { t } from '@/i18n/translate';
import { Modal } from '@/ui/Modal';
import { LookupStatus } from './LookupStatus';
import { useActionStyles } from './useActionStyles';

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
        {t('Cancel')}
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
  useActionStyles();
  return (
    <Modal
      isVisible
      size="small"
      title={t('Delete Discussion')}
      onClose={onClose}
      footer={
        <Footer submitLabel={t('Delete')} disabled={busy} onSubmit={onConfirm} onClose={onClose} />
      }
    >
      <p>{t('Are you sure you want to delete this discussion?')}</p>
    </Modal>
  );
}

const TYPES = [
  { value: 'discussion', label: 'Discussion' },
  { value: 'question', label: 'Question' },
];

/** Change the post type: `PUT /discussions/{id}/type`. */
export function TypeModal({
  type: currentType,
  busy,
  onSubmit,
  onClose,
}: {
  /** The current post type, lower-cased (`DiscussionView.type`). */
  type: string;
  busy: boolean;
  onSubmit: (type: string) => void;
  onClose: () => void;
}): ReactElement {
  useActionStyles();
  const [type, setType] = useState(currentType);
  const name = useId();
  return (
    <Modal
      isVisible
      size="small"
      title={t('Change Type')}
      onClose={onClose}
      footer={
        <Footer
          submitLabel={t('Save')}
          disabled={busy}
          onSubmit={() => onSubmit(type)}
          onClose={onClose}
        />
      }
    >
      <RadioChoices
        label={t('Post type')}
        name={name}
        options={TYPES.map((option) => ({
          value: option.value,
          label: t(option.label, option.label),
        }))}
        value={type}
        onChange={setType}
      />
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
  useActionStyles();
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const inputID = useId();
  const suggestions = useMentionSuggestions(typed);
  return (
    <Modal
      isVisible
      size="small"
      title={t('Change Author')}
      onClose={onClose}
      footer={
        <Footer
          submitLabel={t('Save')}
          disabled={busy || chosen === null}
          onSubmit={() => chosen !== null && onSubmit(chosen)}
          onClose={onClose}
        />
      }
    >
      <label className="fw-field-label" htmlFor={inputID}>
        {t('New author')}
      </label>
      <input
        id={inputID}
        className="fw-input"
        value={typed}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
      />
      {typed.trim() !== '' && <LookupStatus lookup={suggestions} />}
      <RadioChoices
        label={t('Users')}
        name={`${inputID}-user`}
        options={(suggestions.data ?? []).map((user) => ({ value: user.userID, label: user.name }))}
        value={chosen}
        onChange={setChosen}
      />
    </Modal>
  );
}

/** One choice among `options`, as radio buttons in a fieldset named by a hidden legend. */
function RadioChoices<V extends string | number>({
  label,
  name,
  options,
  value,
  onChange,
}: {
  label: string;
  name: string;
  options: { value: V; label: string }[];
  value: V | null;
  onChange: (value: V) => void;
}): ReactElement {
  return (
    <fieldset className="fw-choiceList">
      <legend className="fw-srOnly">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className="fw-choice">
          <input
            type="radio"
            name={name}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
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
  useActionStyles();
  const [reason, setReason] = useState<string | null>(null);
  const name = useId();
  return (
    <Modal
      isVisible
      size="small"
      title={t('Report')}
      onClose={onClose}
      footer={
        <Footer
          submitLabel={t('Send Report')}
          disabled={busy || reason === null}
          onSubmit={() => reason !== null && onSubmit(reason)}
          onClose={onClose}
        />
      }
    >
      <RadioChoices
        label={t('Reason')}
        name={name}
        options={reasons.map((option) => ({
          value: option.urlcode,
          label: t(option.name ?? option.urlcode, option.name ?? option.urlcode),
        }))}
        value={reason}
        onChange={setReason}
      />
    </Modal>
  );
}
