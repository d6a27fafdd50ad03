import { type ReactElement, useId } from 'react';
import { t } from '../../src/i18n/translate';
import { SORTS } from './listParams';

/** The sort dropdown: recently commented (default), recently created, top, trending, oldest. */
export function SortSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (sort: string) => void;
}): ReactElement {
  const id = useId();
  return (
    <div className="fw-sort">
      <label htmlFor={id}>{t('Sort by', 'Sort by')}</label>
      <select
        id={id}
        className="fw-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {SORTS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label, option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
