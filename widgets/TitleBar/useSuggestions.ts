import { useMemo } from 'react';
import type { SearchParams } from '@/api/search';
import { fetchSearch, selectSearchResults } from '@/features/search/searchSlice';
import { useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useDebouncedLookup } from '@/store/useDebouncedLookup';
import { SEARCH } from '@/theme/themeConstants';
import { hasExternalSearch, suggestionLimit } from './searchUrls';
import { selectTitleBarConfig } from '@/features/navigation/titleBarConfig';
import { sanitizeUrl } from '@/utils/links';

/** A search suggestion option (02 §3). */
export interface SuggestionOption {
  label: string;
  value: string;
  source: string;
  data?: {
    url?: string;
    type?: string;
    dateUpdated?: string;
    crumbs?: Array<{ name: string; url?: string }>;
    labels?: string[];
    isForeign?: boolean;
  };
}

export interface SuggestionsResult {
  status: LoadStatus | 'IDLE';
  options: SuggestionOption[];
}

/** The sources autocomplete asks; only the community source is built in. */
export const SEARCH_SOURCES = [{ key: 'community', label: 'Community' }] as const;

/** The community provider's `GET /search` params for the typed text (02 §7). */
export function suggestionParams(text: string, scope?: string): SearchParams {
  const limit = Math.min(SEARCH.suggestionPageSize, suggestionLimit(SEARCH_SOURCES.length));
  return {
    query: text.trim(),
    limit,
    expand: ['breadcrumbs'],
    ...(scope ? { scope } : {}),
  };
}

/**
 * Suggestions for the typed text: none for empty input or when an external search is
 * configured; otherwise `GET /search`, debounced by `search.autocompleteDebounce`, the
 * previous request aborted when `search.shouldAbortDuringAutocomplete` is set.
 */
export function useSuggestions(text: string, scope?: string): SuggestionsResult {
  const config = useAppSelector(selectTitleBarConfig);
  const trimmed = text.trim();
  const skip = trimmed === '' || hasExternalSearch(config.externalSearchQuery);
  // The request params settle `autocompleteDebounce` ms after typing stops.
  const { result: loadable, asked: params } = useDebouncedLookup(
    fetchSearch,
    skip ? null : suggestionParams(trimmed, scope),
    (state, asked) => (asked ? selectSearchResults(state, asked) : undefined),
    { wait: config.autocompleteDebounce, abortPrevious: config.abortDuringAutocomplete },
  );
  return useMemo((): SuggestionsResult => {
    if (skip) return { status: 'IDLE', options: [] };
    if (!loadable || !params || params.query !== trimmed) {
      return { status: LoadStatus.LOADING, options: [] };
    }
    const options = (loadable.data?.results ?? []).map((result): SuggestionOption => ({
      label: result.name,
      value: result.name,
      source: SEARCH_SOURCES[0].key,
      data: {
        // An unsafe link (01 §5) is dropped: the suggestion then only fills the search field.
        url: sanitizeUrl(result.url),
        type: result.type ?? result.recordType,
        dateUpdated: result.dateUpdated ?? result.dateInserted,
        crumbs: result.breadcrumbs?.map((crumb) => ({
          name: crumb.name,
          url: sanitizeUrl(crumb.url),
        })),
        labels: result.labelCodes,
        isForeign: result.isForeign,
      },
    }));
    const status = loadable.status === LoadStatus.PENDING ? LoadStatus.LOADING : loadable.status;
    return { status, options: options.slice(0, Number(params.limit)) };
  }, [skip, loadable, params, trimmed]);
}
