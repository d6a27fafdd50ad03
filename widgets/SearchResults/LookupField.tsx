import { type KeyboardEvent, type ReactElement, useId, useState } from 'react';
import { t } from '@/i18n/translate';
import { type Loadable, LoadStatus } from '@/store/loadable';

export interface LookupOption {
  id: string;
  label: string;
  /** A second line, e.g. a category's parents. */
  detail?: string;
}

export interface LookupFieldProps {
  label: string;
  /** The chosen values, each with a Remove button. */
  chosen: LookupOption[];
  /** The suggestions for `typed` (the caller looks them up, debounced). */
  useOptions: (typed: string) => Loadable<LookupOption[]>;
  onAdd: (option: LookupOption) => void;
  onRemove: (option: LookupOption) => void;
}

/**
 * A text field that suggests values as the user types (categories, authors): the suggestions
 * are buttons in a list under it (Tab and Enter reach them), chosen values are chips with a
 * Remove button. A failed lookup says so and leaves the field usable.
 */
export function LookupField({
  label,
  chosen,
  useOptions,
  onAdd,
  onRemove,
}: LookupFieldProps): ReactElement {
  const id = useId();
  const [typed, setTyped] = useState('');
  const options = useOptions(typed);
  const chosenIDs = new Set(chosen.map((option) => option.id));
  const list = typed.trim() === '' ? [] : (options.data ?? []).filter((o) => !chosenIDs.has(o.id));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Escape') setTyped('');
    // Enter in the field must not submit the search form with a half-typed value.
    if (event.key === 'Enter') {
      event.preventDefault();
      const first = list[0];
      if (first) {
        onAdd(first);
        setTyped('');
      }
    }
  };
  return (
    <div className="fw-searchLookup">
      <label htmlFor={id} className="fw-searchResults-fieldLabel">
        {label}
      </label>
      {chosen.length > 0 && (
        <ul className="fw-searchLookup-chips" aria-label={label}>
          {chosen.map((option) => (
            <li key={option.id} className="fw-searchLookup-chip">
              <span>{option.label}</span>
              <button
                type="button"
                className="fw-searchLookup-remove"
                aria-label={t('Remove {name}').replace('{name}', option.label)}
                onClick={() => onRemove(option)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className="fw-searchResults-input"
        type="text"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {typed.trim() !== '' && options.status === LoadStatus.ERROR && (
        <p className="fw-searchLookup-status" role="status">
          {t('Suggestions could not be loaded.')}
        </p>
      )}
      {typed.trim() !== '' && options.status === LoadStatus.SUCCESS && list.length === 0 && (
        <p className="fw-searchLookup-status" role="status">
          {t('No matches.')}
        </p>
      )}
      {list.length > 0 && (
        <ul className="fw-searchLookup-options" aria-label={t('Suggestions')}>
          {list.slice(0, 10).map((option) => (
            <li key={option.id}>
              <button
                type="button"
                className="fw-searchLookup-option"
                onClick={() => {
                  onAdd(option);
                  setTyped('');
                }}
              >
                {option.label}
                {option.detail && <span className="fw-searchLookup-detail">{option.detail}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
