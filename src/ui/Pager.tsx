import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { t } from '@/i18n/translate';
import { type PagerInput, parseJump, resultText, totalPages } from './pagerMath';
import css from './pager.css';
import { useStyles } from './useStyles';

export interface PagerProps {
  /** The page shown, the page size, the items on it and the total or a next-page hint. */
  input: PagerInput;
  /** The navigation landmark's name, e.g. 'Discussion pages' (unique on the page). */
  label: string;
  /** A page between 1 and the last was chosen (never the current one from the jump form). */
  onPage: (page: number) => void;
}

/**
 * Previous, next, 'x - y of total' and a jump-to-page form (03 §2, §5, §9): digits only,
 * clamped to the pages there are, an empty jump keeps the page.
 */
export function Pager({ input, label, onPage }: PagerProps): ReactElement {
  useStyles('pager', css);
  const pages = totalPages(input);
  const [jump, setJump] = useState('');
  const inputID = useId();
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const page = parseJump(jump, pages, input.page);
    setJump('');
    if (page !== input.page) onPage(page);
  };
  return (
    <nav className="fw-pager" aria-label={label}>
      <span className="fw-pager-result">{resultText(input)}</span>
      <button
        type="button"
        className="fw-button"
        disabled={input.page <= 1}
        onClick={() => onPage(input.page - 1)}
      >
        {t('Previous')}
      </button>
      <button
        type="button"
        className="fw-button"
        disabled={input.page >= pages}
        onClick={() => onPage(input.page + 1)}
      >
        {t('Next')}
      </button>
      {pages > 1 && (
        <form className="fw-pager-jump" onSubmit={submit}>
          <label htmlFor={inputID}>{t('Page')}</label>
          <input
            id={inputID}
            className="fw-input"
            inputMode="numeric"
            value={jump}
            placeholder={String(input.page)}
            onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
          />
          <button type="submit" className="fw-button">
            {t('Go')}
          </button>
        </form>
      )}
    </nav>
  );
}
