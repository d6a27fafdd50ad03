import { type ReactElement, useId } from 'react';
import { t } from '../../src/i18n/translate';

/**
 * A search box that opens the search page: `GET /search?query=…` (a plain form, so it works
 * with the keyboard, before hydration and without script).
 */
export function SearchForm({
  placeholder,
  label,
}: {
  placeholder?: string;
  label?: string;
}): ReactElement {
  const id = useId();
  const text =
    typeof placeholder === 'string' && placeholder.trim() !== '' ? placeholder : t('Search');
  return (
    <form className="fw-layoutSearch" role="search" action="/search" method="get">
      <label className="fw-srOnly" htmlFor={id}>
        {label ?? t('Search')}
      </label>
      <input
        className="fw-layoutSearch-input"
        id={id}
        type="search"
        name="query"
        placeholder={text}
        autoComplete="off"
      />
      <button className="fw-button fw-button--primary fw-layoutSearch-button" type="submit">
        {t('Search')}
      </button>
    </form>
  );
}
