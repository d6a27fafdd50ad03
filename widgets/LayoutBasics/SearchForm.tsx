import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { selectTitleBarConfig } from '@/features/navigation/titleBarConfig';
import { runSearch, searchPage } from '@/features/search/searchUrl';
import { t } from '@/i18n/translate';
import { selectSiteUrl } from '@/store/bootstrapSlice';
import { useAppSelector } from '@/store/hooks';
import { sitePathPrefix } from '@/utils/sitePath';

/**
 * A layout's search box (Banner, Search). It follows the search rules of 02 §2 as the title bar
 * does (src/features/search/searchUrl.ts): the text goes in `query` with the new search page,
 * else in `search`; `/kb/search` in knowledge-base mode; `/search` under the site's base path;
 * the external search when configured, in a new tab when so configured. It stays a plain form
 * with that action and name, so it works with the keyboard, before hydration and without script.
 */
export function SearchForm({
  placeholder,
  label,
}: {
  placeholder?: string;
  label?: string;
}): ReactElement {
  const id = useId();
  const config = useAppSelector(selectTitleBarConfig);
  const basePath = sitePathPrefix(useAppSelector(selectSiteUrl));
  const [value, setValue] = useState('');
  const page = searchPage({ ...config, basePath });
  const text =
    typeof placeholder === 'string' && placeholder.trim() !== '' ? placeholder : t('Search');
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    runSearch(value, config, { basePath });
  };
  return (
    <form
      className="fw-layoutSearch"
      role="search"
      action={page.path}
      method="get"
      onSubmit={onSubmit}
    >
      <label className="fw-srOnly" htmlFor={id}>
        {label ?? t('Search')}
      </label>
      <input
        className="fw-layoutSearch-input"
        id={id}
        type="search"
        name={page.param}
        placeholder={text}
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button className="fw-button fw-button--primary fw-layoutSearch-button" type="submit">
        {t('Search')}
      </button>
    </form>
  );
}
