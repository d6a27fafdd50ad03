import {
  type FormEvent,
  type KeyboardEvent,
  type ReactElement,
  type RefObject,
  useId,
  useState,
} from 'react';
import { t } from '@/i18n/translate';
import { useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { selectTitleBarConfig } from '@/features/navigation/titleBarConfig';
import { openUrl } from '@/features/search/searchNavigation';
import { hasExternalSearch, runSearch } from '@/features/search/searchUrl';
import { selectSiteUrl } from '@/store/bootstrapSlice';
import { sitePathPrefix } from '@/utils/sitePath';
import { lazyPart, useLazyPart } from '@/ui/lazyPart';
import { useLandmarkName } from '@/ui/useLandmarkName';
import { SearchSuggestions } from './SearchSuggestions';
import type { SuggestionOption, SuggestionsResult } from './useSuggestions';
import { CloseIcon } from '@/ui/icons';

/**
 * The suggestions' lookup and dates (`suggestionsPart.tsx`): fetched when the input is first
 * hovered, focused or typed in, so the bar is interactive without them.
 */
const suggestionsPart = lazyPart(() => import('./suggestionsPart'));

const IDLE: SuggestionsResult = { status: 'IDLE', options: [] };
const WAITING: SuggestionsResult = { status: LoadStatus.LOADING, options: [] };
const FAILED: SuggestionsResult = { status: LoadStatus.ERROR, options: [] };

export interface SearchBoxProps {
  isCompact?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Compact search only: the Cancel button. */
  onCancel?: () => void;
}

function SearchIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The title bar's search: a combobox with suggestions, a scope selector and a clear button. */
export function SearchBox({ isCompact = false, inputRef, onCancel }: SearchBoxProps): ReactElement {
  const searchName = useLandmarkName('search', t('Search'));
  const config = useAppSelector(selectTitleBarConfig);
  const basePath = sitePathPrefix(useAppSelector(selectSiteUrl));
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [scope, setScope] = useState(config.scopes[0]?.value);
  const lookupText = open ? text : '';
  const lookupScope = config.scopes.length > 0 ? scope : undefined;
  // The suggestions code is wanted from the first focus or keystroke on.
  const [touched, setTouched] = useState(false);
  const { module: part, error: partError } = useLazyPart(suggestionsPart, touched);
  const [lookupResult, setLookupResult] = useState<SuggestionsResult>(IDLE);
  // Until that code has arrived, what the lookup itself says while its request is on its way
  // (or, should the code fail to load, what it says when a request fails).
  const result = part
    ? lookupResult
    : lookupText.trim() === '' || hasExternalSearch(config.externalSearchQuery)
      ? IDLE
      : partError === undefined
        ? WAITING
        : FAILED;
  const id = useId();
  const listID = `${id}list`;
  const optionID = (index: number): string => `${id}opt${index}`;
  const showing = open && text.trim() !== '';
  const count = 1 + result.options.length;

  const setShowing = (next: boolean): void => {
    setOpen(next);
    if (!next) setActiveIndex(-1);
  };

  const choose = (option: SuggestionOption | null): void => {
    if (!option) {
      setShowing(false);
      runSearch(text, config, { scope, basePath });
    } else if (option.data?.url) {
      setShowing(false);
      openUrl(option.data.url);
    } else {
      // Plain text fills the input and reopens the suggestions (02 §4).
      setText(option.value);
      setActiveIndex(-1);
      setOpen(true);
    }
  };

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    if (text.trim() === '') return;
    if (showing && activeIndex > 0) return choose(result.options[activeIndex - 1] ?? null);
    choose(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!showing) {
        if (text.trim() !== '') setShowing(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => (current + step + count) % count);
    } else if (event.key === 'Escape') {
      if (showing) {
        event.preventDefault();
        event.stopPropagation();
        setShowing(false);
      } else if (onCancel) {
        event.preventDefault();
        onCancel();
      }
    }
  };

  const clear = (): void => {
    setText('');
    setShowing(false);
    inputRef?.current?.focus();
    if (config.searchOnClear) runSearch('', config, { scope, basePath });
  };

  return (
    <form
      role="search"
      aria-label={searchName}
      className={`fw-search${isCompact ? ' fw-search--compact' : ''}`}
      onSubmit={onSubmit}
    >
      {config.scopes.length > 0 && (
        <select
          className="fw-search-scope"
          aria-label={t('Search In')}
          value={scope}
          onChange={(event) => setScope(event.target.value)}
        >
          {config.scopes.map((option) => (
            <option key={option.value} value={option.value}>
              {option.name}
            </option>
          ))}
        </select>
      )}
      <div className="fw-search-field">
        <span className="fw-search-icon">
          <SearchIcon />
        </span>
        <input
          ref={inputRef}
          type="search"
          className="fw-search-input"
          role="combobox"
          aria-label={t('Search')}
          aria-autocomplete="list"
          aria-expanded={showing}
          aria-controls={showing ? listID : undefined}
          aria-activedescendant={showing && activeIndex >= 0 ? optionID(activeIndex) : undefined}
          placeholder={t('Search')}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveIndex(-1);
            setOpen(true);
            setTouched(true);
          }}
          onKeyDown={onKeyDown}
          onPointerEnter={suggestionsPart.preload}
          onFocus={() => {
            setTouched(true);
            if (text.trim() !== '') setShowing(true);
          }}
          onBlur={() => {
            setShowing(false);
            // A failed download of the suggestions code is tried again on the next focus.
            if (partError !== undefined) setTouched(false);
          }}
        />
        {part && (
          <part.SuggestionsLookup
            text={lookupText}
            scope={lookupScope}
            onResult={setLookupResult}
          />
        )}
        {text !== '' && (
          <button
            type="button"
            className="fw-search-clear"
            aria-label={t('Clear Search')}
            onClick={clear}
          >
            <CloseIcon size={14} />
          </button>
        )}
        {showing && (
          <SearchSuggestions
            listID={listID}
            text={text}
            result={result}
            activeIndex={activeIndex}
            optionID={optionID}
            onChoose={choose}
            Meta={part?.SuggestionMeta}
          />
        )}
      </div>
      {onCancel && (
        <button type="button" className="fw-search-cancel" onClick={onCancel}>
          {t('Cancel')}
        </button>
      )}
    </form>
  );
}
