import { type FormEvent, type ReactElement, useId, useState } from 'react';
import type { ApiError } from '@/api/apiError';
import type { ApiCollection } from '@/api/types/misc';
import { COLLECTION_NAME_MAX } from '@/features/collections/collectionsThunks';
import { t } from '@/i18n/translate';
import { Modal } from '@/ui/Modal';

/**
 * Rename (a name field) or Delete (a question) one collection. The server's refusal shows in
 * the modal; the typed name stays.
 */
export function EditCollectionModal({
  kind,
  collection,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  kind: 'rename' | 'delete';
  collection: ApiCollection;
  busy: boolean;
  error?: ApiError;
  onConfirm: (name?: string) => void;
  onClose: () => void;
}): ReactElement {
  const id = useId();
  const [name, setName] = useState(collection.name);
  const [problem, setProblem] = useState<string | null>(null);
  const formID = `${id}-form`;
  const submit = (event?: FormEvent): void => {
    event?.preventDefault();
    if (kind === 'delete') return onConfirm();
    const trimmed = name.trim();
    if (!trimmed) return setProblem(t('Enter a name for the collection.'));
    if (trimmed.length > COLLECTION_NAME_MAX)
      return setProblem(t('The name can be at most 100 characters long.'));
    setProblem(null);
    onConfirm(trimmed);
  };
  const serverText = error
    ? error.errors?.name?.[0]?.message || error.description || error.message
    : null;
  const shown = problem ?? serverText;
  return (
    <Modal
      isVisible
      size="small"
      title={kind === 'rename' ? t('Rename Collection') : t('Delete Collection')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="fw-button" onClick={onClose}>
            {t('Cancel')}
          </button>
          <button
            type={kind === 'rename' ? 'submit' : 'button'}
            form={kind === 'rename' ? formID : undefined}
            className="fw-button fw-button--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={kind === 'delete' ? () => submit() : undefined}
          >
            {kind === 'rename' ? t('Save') : t('Delete')}
          </button>
        </>
      }
    >
      {kind === 'rename' ? (
        <form id={formID} onSubmit={submit} noValidate>
          <label className="fw-field-label" htmlFor={`${id}-name`}>
            {t('Name')}
          </label>
          <input
            id={`${id}-name`}
            className="fw-input"
            type="text"
            value={name}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${id}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </form>
      ) : (
        <p>
          {t('Are you sure you want to delete the collection “{name}”? Its records stay.').replace(
            '{name}',
            collection.name,
          )}
        </p>
      )}
      {shown && (
        <p id={`${id}-error`} role="alert" className="fw-collectionsPage-error">
          {shown}
        </p>
      )}
    </Modal>
  );
}
