import { type FormEvent, type ReactElement, useId, useState } from 'react';
import type { ApiCollection } from '@/api/types/misc';
import { t } from '@/i18n/translate';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useStyles } from '@/ui/useStyles';
import { selectCollectionSave } from '../collectionsSlice';
import {
  COLLECTION_NAME_MAX,
  createCollection,
  validateCollectionName,
} from '../collectionsThunks';
import css from './collectionsForms.css';

function problemText(problem: 'required' | 'tooLong' | 'duplicate'): string {
  switch (problem) {
    case 'required':
      return t('Enter a name for the collection.');
    case 'tooLong':
      return t('The name can be at most 100 characters long.');
    case 'duplicate':
      return t('A collection with this name already exists.');
  }
}

/**
 * A name field and a Create button: `POST /collections` with no records. The new collection
 * joins the cached lists (01 §4) and `onCreated` gets it (the modal ticks it at once). The name
 * is checked first; the server's refusal is shown under the field, and what was typed stays.
 * `onCreating` is called as the request goes out, so a parent can tick the new collection in
 * the same commit that adds it to the list (`selectCreatedCollection`).
 */
export function CreateCollectionForm({
  existing,
  onCreating,
  onCreated,
}: {
  existing: readonly ApiCollection[];
  onCreating?: () => void;
  onCreated: (collection: ApiCollection) => void;
}): ReactElement {
  useStyles('collections-forms', css);
  const dispatch = useAppDispatch();
  const id = useId();
  const save = useAppSelector((state) => selectCollectionSave(state, 'create'));
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const busy = save.status === LoadStatus.LOADING;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (busy) return;
    const problem = validateCollectionName(name, existing);
    if (problem) {
      setError(problemText(problem));
      setDone('');
      return;
    }
    setError(null);
    onCreating?.();
    void dispatch(createCollection({ name: name.trim(), records: [] })).then((action) => {
      if (createCollection.fulfilled.match(action)) {
        setName('');
        setDone(
          t('Created “{name}” and selected it. Save to add the discussion.').replace(
            '{name}',
            action.payload.name,
          ),
        );
        onCreated(action.payload);
      } else {
        const failure = action.payload;
        setError(
          failure?.errors?.name?.[0]?.message ||
            failure?.description ||
            failure?.message ||
            t('The collection could not be created.'),
        );
        setDone('');
      }
    });
  };

  return (
    <form className="fw-collectionCreate" onSubmit={submit} noValidate>
      <label className="fw-field-label" htmlFor={`${id}-name`}>
        {t('New collection')}
      </label>
      <div className="fw-collectionCreate-row">
        <input
          id={`${id}-name`}
          className="fw-input"
          type="text"
          value={name}
          maxLength={COLLECTION_NAME_MAX + 20}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(null);
          }}
        />
        <button type="submit" className="fw-button" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('Creating…') : t('Create')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="fw-collectionCreate-error">
          {error}
        </p>
      )}
      <p role="status" className="fw-collectionCreate-done">
        {done}
      </p>
    </form>
  );
}
