import { type ReactElement, useId, useState } from 'react';
import type { ApiTag } from '@/api/types/discussions';
import { useTagLookup } from '../../tags/useTagLookup';
import { t } from '@/i18n/translate';
import { Modal } from '@/ui/Modal';
import { LookupStatus } from './LookupStatus';
import { useActionStyles } from './useActionStyles';

/** Tag a discussion: look tags up with `GET /tags?query`, save with `PUT /discussions/{id}/tags`. */
export function TagsModal({
  tags,
  busy,
  onSubmit,
  onClose,
}: {
  tags: ApiTag[];
  busy: boolean;
  onSubmit: (tagIDs: number[]) => void;
  onClose: () => void;
}): ReactElement {
  useActionStyles();
  const [chosen, setChosen] = useState<ApiTag[]>(tags);
  const [query, setQuery] = useState('');
  const lookup = useTagLookup(query);
  const inputID = useId();
  const add = (tag: ApiTag): void => {
    if (!chosen.some((item) => item.tagID === tag.tagID)) setChosen([...chosen, tag]);
    setQuery('');
  };
  const footer = (
    <>
      <button type="button" className="fw-button" onClick={onClose}>
        {t('Cancel')}
      </button>
      <button
        type="button"
        className="fw-button fw-button--primary"
        disabled={busy}
        onClick={() => onSubmit(chosen.map((tag) => tag.tagID))}
      >
        {t('Save')}
      </button>
    </>
  );
  return (
    <Modal isVisible size="small" title={t('Tag')} onClose={onClose} footer={footer}>
      <ul className="fw-chips" aria-label={t('Tags')}>
        {chosen.map((tag) => (
          <li key={tag.tagID} className="fw-chip">
            {tag.name}
            <button
              type="button"
              className="fw-chip-remove"
              aria-label={`${t('Remove')} ${tag.name}`}
              onClick={() => setChosen(chosen.filter((item) => item.tagID !== tag.tagID))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label className="fw-field-label" htmlFor={inputID}>
        {t('Find a tag')}
      </label>
      <input
        id={inputID}
        className="fw-input"
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim() !== '' && <LookupStatus lookup={lookup} />}
      {query.trim() !== '' && (
        <ul className="fw-suggestions" aria-label={t('Matching tags')}>
          {(lookup.data ?? []).map((tag) => (
            <li key={tag.tagID}>
              <button type="button" className="fw-button fw-button--text" onClick={() => add(tag)}>
                {tag.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
