import { type ReactElement, useId, useRef, useState } from 'react';
import type { ApiTag } from '@/api/types/discussions';
import { FieldError, invalidProps } from '@/features/composer/components/formErrors';
import { useTagLookup } from '@/features/tags/useTagLookup';
import { formatString, t } from '@/i18n/translate';
import { LoadStatus } from '@/store/loadable';
import { Loader } from '@/ui/Loader';

export interface TagPickerProps {
  value: ApiTag[];
  onChange: (tags: ApiTag[]) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The discussion's tags (when `tagging.enabled`): the chosen ones with a remove button each,
 * and a lookup (`GET /tags?query`, 100 ms after the last keystroke) whose matches are buttons.
 */
export function TagPicker({
  value,
  onChange,
  error,
  disabled = false,
}: TagPickerProps): ReactElement {
  const [query, setQuery] = useState('');
  const lookup = useTagLookup(query);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const errorID = `${id}-error`;
  const typed = query.trim() !== '';
  const matches = (lookup.data ?? []).filter(
    (tag) => !value.some((chosen) => chosen.tagID === tag.tagID),
  );
  const add = (tag: ApiTag): void => {
    onChange([...value, tag]);
    setQuery('');
    inputRef.current?.focus();
  };
  return (
    <fieldset className="fw-composer-field" disabled={disabled}>
      <legend className="fw-composer-label">{t('Tags')}</legend>
      {value.length > 0 && (
        <ul className="fw-composer-chips" aria-label={t('Chosen tags')}>
          {value.map((tag) => (
            <li key={tag.tagID} className="fw-composer-chip">
              {tag.name}
              <button
                type="button"
                className="fw-composer-chipRemove"
                aria-label={formatString(t('Remove tag %s'), tag.name)}
                onClick={() => onChange(value.filter((chosen) => chosen.tagID !== tag.tagID))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="fw-composer-subLabel" htmlFor={`${id}-input`}>
        {t('Find a tag')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="fw-composer-input"
        value={query}
        autoComplete="off"
        {...invalidProps(error, errorID)}
        onChange={(event) => setQuery(event.target.value)}
      />
      <FieldError id={errorID} message={error} />
      {typed && lookup.status === LoadStatus.LOADING && <Loader size="small" />}
      {typed && lookup.status === LoadStatus.ERROR && (
        <p role="alert" className="fw-composer-fieldError">
          {lookup.error?.description || lookup.error?.message || t('Something has gone wrong.')}
        </p>
      )}
      {typed && lookup.status === LoadStatus.SUCCESS && (
        <ul className="fw-composer-suggestions" aria-label={t('Matching tags')}>
          {matches.map((tag) => (
            <li key={tag.tagID}>
              <button type="button" className="fw-button fw-button--text" onClick={() => add(tag)}>
                {formatString(t('Add tag %s'), tag.name)}
              </button>
            </li>
          ))}
          {matches.length === 0 && <li role="status">{t('No tags found.')}</li>}
        </ul>
      )}
    </fieldset>
  );
}
