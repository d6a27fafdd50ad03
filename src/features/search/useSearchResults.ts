import { useCallback, useEffect, useRef } from 'react';
import type { SearchResponse } from '@/api/search';
import type { ApiSearchQuery } from '@/api/types/search';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { type Loadable, stableHash } from '@/store/loadable';
import { fetchSearch, selectSearchResults } from './searchSlice';

/**
 * The results for `query` (null: ask nothing). A new query aborts the one still in flight
 * (01 §7: the search is abortable), and so does leaving the page; the aborted search goes
 * back to PENDING, so asking for it again later sends it again. Results already fetched are
 * reused for 5 minutes (03 §9), so Back shows them at once. `retry` asks again after an error.
 */
export function useSearchResults(query: ApiSearchQuery | null): {
  results: Loadable<SearchResponse>;
  retry: () => void;
} {
  const dispatch = useAppDispatch();
  const key = query === null ? null : stableHash(query);
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  });

  useEffect(() => {
    if (key === null || latest.current === null) return undefined;
    const request = dispatch(fetchSearch(latest.current));
    return () => request.abort();
  }, [dispatch, key]);

  const results = useAppSelector((state) => selectSearchResults(state, query ?? NO_QUERY));
  const retry = useCallback((): void => {
    if (latest.current !== null) void dispatch(fetchSearch(latest.current));
  }, [dispatch]);
  return { results, retry };
}

const NO_QUERY: ApiSearchQuery = {};
