import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { t } from '../../src/i18n/translate';
import { type PagerInput, parseJump, resultText, totalPages } from './pagerMath';

/** Previous, next, 'x - y of total' and a jump-to-page form (03 §2, §5). */
export function DiscussionListPager({
  input,
  label,
  onPage,
}: {
  input: PagerInput;
  label: string;
  onPage: (page: number) => void;
}): ReactElement {
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
        {t('Previous', 'Previous')}
      </button>
      <button
        type="button"
        className="fw-button"
        disabled={input.page >= pages}
        onClick={() => onPage(input.page + 1)}
      >
        {t('Next', 'Next')}
      </button>
      {pages > 1 && (
        <form className="fw-pager-jump" onSubmit={submit}>
          <label htmlFor={inputID}>{t('Page', 'Page')}</label>
          <input
            id={inputID}
            className="fw-input"
            inputMode="numeric"
            value={jump}
            placeholder={String(input.page)}
            onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
          />
          <button type="submit" className="fw-button">
            {t('Go', 'Go')}
          </button>
        </form>
      )}
    </nav>
  );
}
