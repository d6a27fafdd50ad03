import { type ReactElement, useId } from 'react';
import { t } from '@/i18n/translate';
import css from './pager.css';
import { useStyles } from './useStyles';

export interface SortOption {
  value: string;
  /** Shown as is: the caller translates it. */
  label: string;
}

export interface SortSelectProps {
  value: string;
  options: SortOption[];
  onChange: (value: string) => void;
  /** The label before the select; 'Sort by' by default. */
  label?: string;
}

/** A labelled native sort dropdown ('Sort by'), e.g. the list's or the comment thread's sorts. */
export function SortSelect({ value, options, onChange, label }: SortSelectProps): ReactElement {
  useStyles('pager', css);
  const id = useId();
  return (
    <div className="fw-sort">
      <label htmlFor={id}>{label ?? t('Sort by')}</label>
      <select
        id={id}
        className="fw-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
