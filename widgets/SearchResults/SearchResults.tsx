import {
  type FormEvent,
  type ReactElement,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { propsShape } from '@/index';
import { selectTitleBarConfig } from '@/features/navigation/titleBarConfig';
import { usePageTitle } from '@/features/navigation/usePageTitle';
import { externalSearchUrl } from '@/features/search/externalSearch';
import {
  EMPTY_SEARCH,
  parseSearchParams,
  searchAddress,
  SEARCH_PAGE_SIZE,
  type SearchPageParams,
} from '@/features/search/searchParams';
import { hasSearchInput, toSearchRequest } from '@/features/search/searchRequest';
import { useSearchResults } from '@/features/search/useSearchResults';
import { t } from '@/i18n/translate';
import { selectLocaleKey } from '@/store/bootstrapSlice';
import { useSessionUser } from '@/store/currentUserHooks';
import { useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { Alert } from '@/ui/Alert';
import controlsCss from '@/ui/controls.css';
import { LoadFailure } from '@/ui/LoadFailure';
import { Pager } from '@/ui/Pager';
import { Skeleton } from '@/ui/Skeleton';
import { useStyles } from '@/ui/useStyles';
import { draftOf, type FilterDraft, SearchFilters } from './SearchFilters';
import { SearchResultItem } from './SearchResultItem';
import css from './searchResults.css';

export interface SearchResultsProps {
  /** Knowledge-base mode: the page is /kb/search and the text is always `query` (02 §2). */
  knowledgeBase?: boolean;
  /** The heading; default 'Search'. */
  title?: string;
  /** The marker's server HTML (the no-script results); not used once mounted. */
  contents?: string;
}

/** Checked by the runtime after this chunk loads, before the first render. */
export const validateProps = propsShape<SearchResultsProps>({
  knowledgeBase: 'boolean?',
  title: 'string?',
});

/**
 * The search results page (02 §2 'Search', 03 §2, §5, §7): the address holds the search, the
 * page writes every refinement back (pushState, so Back returns to the previous search),
 * `GET /search` runs for it (a new one aborts the one in flight), results come with their
 * breadcrumbs, type, labels, date and excerpt, and the pager follows the paging headers.
 */
export function SearchResults({ knowledgeBase = false, title }: SearchResultsProps): ReactElement {
  useStyles('controls', controlsCss);
  useStyles('search-results', css);
  const config = useAppSelector(selectTitleBarConfig);
  const { isGuest } = useSessionUser();
  const textKey = knowledgeBase || config.newSearchPage ? 'query' : 'search';
  const [params, setParams] = useState<SearchPageParams>(() =>
    parseSearchParams(window.location.search),
  );
  const [text, setText] = useState(params.text);
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(params));
  const [problem, setProblem] = useState('');
  const [filtersOpen] = useState(() => window.innerWidth >= 800);
  const headingID = useId();
  const inputID = useId();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const [focusResults, setFocusResults] = useState(0);

  // The address is the source of truth: write the canonical form back once, follow Back/Forward.
  useEffect(() => {
    const canonical = searchAddress(params, textKey);
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (canonical !== here) window.history.replaceState(window.history.state, '', canonical);
    const onPop = (): void => {
      const next = parseSearchParams(window.location.search);
      setParams(next);
      setText(next.text);
      setDraft(draftOf(next));
      setProblem('');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the first params
  }, []);

  useEffect(() => {
    if (focusResults > 0) resultsRef.current?.focus();
  }, [focusResults]);

  const apply = useCallback(
    (next: SearchPageParams): void => {
      window.history.pushState(window.history.state, '', searchAddress(next, textKey));
      setParams(next);
      setText(next.text);
      setDraft(draftOf(next));
    },
    [textKey],
  );

  const locale = useAppSelector(selectLocaleKey);
  const request = useMemo(
    () => (hasSearchInput(params) ? toSearchRequest(params, SEARCH_PAGE_SIZE, locale) : null),
    [params, locale],
  );
  const { results, retry } = useSearchResults(request?.query ?? null);

  const heading = title ?? t('Search');
  usePageTitle(params.text ? `${heading}: ${params.text}` : heading);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (draft.startDate && draft.endDate && draft.endDate < draft.startDate) {
      setProblem(t('The end date is before the start date.'));
      return;
    }
    setProblem('');
    const external = externalSearchUrl(config.externalSearchQuery, text.trim());
    if (external && text.trim() !== '') {
      if (config.externalSearchNewTab) window.open(external, '_blank', 'noopener');
      else window.location.assign(external);
      return;
    }
    apply({ ...params, ...draft, text: text.trim(), page: 1 });
  };
  const change = (patch: Partial<SearchPageParams>): void => {
    setProblem('');
    apply({ ...params, ...draft, text: text.trim(), ...patch, page: 1 });
  };
  const clear = (): void => {
    setProblem('');
    apply({ ...EMPTY_SEARCH, text: params.text });
  };

  const data = results.data;
  let body: ReactElement;
  if (!request) {
    body = <p className="fw-searchResults-empty">{t('Type something to search for.')}</p>;
  } else if (results.status === LoadStatus.ERROR) {
    body = <LoadFailure error={results.error} onRetry={retry} />;
  } else if (!data) {
    body = <Skeleton label={t('Loading results')} />;
  } else if (data.results.length === 0) {
    body = (
      <p className="fw-searchResults-empty" role="status">
        {params.text
          ? t('No results for “{query}”.').replace('{query}', params.text)
          : t('No results.')}
      </p>
    );
  } else {
    body = (
      <>
        <ul className="fw-searchResults-items" aria-labelledby={headingID}>
          {data.results.map((result, index) => (
            <SearchResultItem
              key={`${result.recordType ?? ''}-${result.recordID ?? index}-${result.url}`}
              result={result}
            />
          ))}
        </ul>
        <Pager
          label={t('Search results pages')}
          input={{
            page: params.page,
            limit: data.paging.limit ?? SEARCH_PAGE_SIZE,
            count: data.results.length,
            total: data.paging.total,
            hasNext: data.paging.next !== undefined,
          }}
          onPage={(page) => {
            apply({ ...params, page });
            setFocusResults((n) => n + 1);
          }}
        />
      </>
    );
  }

  return (
    <div className="fw-searchResults">
      <h1 className="fw-searchResults-heading">{heading}</h1>
      <form className="fw-searchResults-form" role="search" onSubmit={submit}>
        <div className="fw-searchResults-bar">
          <label htmlFor={inputID} className="fw-srOnly">
            {t('Search for')}
          </label>
          <input
            id={inputID}
            className="fw-searchResults-input fw-searchResults-query"
            type="search"
            maxLength={200}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="fw-button fw-button--primary">
            {t('Search')}
          </button>
        </div>
      </form>
      {problem && <Alert type="error" message={problem} />}
      <div className="fw-searchResults-columns">
        <details className="fw-searchResults-filters" open={filtersOpen}>
          <summary>{t('Filter results')}</summary>
          <form onSubmit={submit} aria-label={t('Filter results')}>
            <SearchFilters
              params={params}
              draft={draft}
              signedIn={!isGuest}
              onDraft={setDraft}
              onChange={change}
            />
            <button type="button" className="fw-button fw-button--text" onClick={clear}>
              {t('Clear filters')}
            </button>
          </form>
        </details>
        <section className="fw-searchResults-main" aria-labelledby={headingID}>
          <h2 id={headingID} ref={resultsRef} tabIndex={-1} className="fw-searchResults-sub">
            {t('Results')}
          </h2>
          {request?.warnings.map((warning) => (
            <Alert key={warning} type="warning" message={warning} />
          ))}
          <div aria-busy={results.status === LoadStatus.LOADING}>{body}</div>
        </section>
      </div>
    </div>
  );
}
