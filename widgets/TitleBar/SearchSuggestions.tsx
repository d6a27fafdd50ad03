import type { ReactElement } from 'react';
import { t } from '@/i18n/translate';
import { LoadStatus } from '@/store/loadable';
import type { SuggestionMeta } from './suggestionsPart';
import type { SuggestionOption, SuggestionsResult } from './useSuggestions';

export interface SearchSuggestionsProps {
  listID: string;
  text: string;
  result: SuggestionsResult;
  activeIndex: number;
  optionID: (index: number) => string;
  onChoose: (option: SuggestionOption | null) => void;
  /**
   * An option's date and place, from the suggestions chunk; there are options only once that
   * chunk has loaded and answered.
   */
  Meta?: typeof SuggestionMeta;
}

/** The suggestions popup: the typed text as a new search, then the provider's suggestions. */
export function SearchSuggestions({
  listID,
  text,
  result,
  activeIndex,
  optionID,
  onChoose,
  Meta,
}: SearchSuggestionsProps): ReactElement {
  const loading = result.status === LoadStatus.LOADING;
  const failed = result.status === LoadStatus.ERROR;
  return (
    <div className="fw-search-popup">
      <ul
        id={listID}
        role="listbox"
        aria-label={t('Search Suggestions')}
        className="fw-search-list"
      >
        <li
          id={optionID(0)}
          role="option"
          aria-selected={activeIndex === 0}
          className={`fw-search-option fw-search-option--new${activeIndex === 0 ? ' fw-search-option--active' : ''}`}
          onPointerDown={(event) => event.preventDefault()}
          onClick={() => onChoose(null)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span>
            {t('Search for')} <strong>{text.trim()}</strong>
          </span>
        </li>
        {result.options.map((option, index) => {
          const position = index + 1;
          const active = activeIndex === position;
          return (
            <li
              key={`${option.source}-${option.data?.url ?? option.value}-${index}`}
              id={optionID(position)}
              role="option"
              aria-selected={active}
              className={`fw-search-option${active ? ' fw-search-option--active' : ''}`}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => onChoose(option)}
            >
              <span className="fw-search-optionLabel">{option.label}</span>
              {Meta && <Meta option={option} />}
            </li>
          );
        })}
      </ul>
      {loading && (
        <div className="fw-search-status" role="status">
          <span className="fw-search-spinner" aria-hidden="true" />
          {t('Loading')}
        </div>
      )}
      {failed && (
        <div className="fw-search-status" role="status">
          {t('Something went wrong.')}
        </div>
      )}
    </div>
  );
}
