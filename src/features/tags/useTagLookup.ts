import { useEffect } from 'react';
import type { ApiTag } from '../../api/types/discussions';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { Loadable } from '../../store/loadable';
import { selectTagLookup } from './tagsSlice';
import { lookupTags, TAG_LOOKUP_DEBOUNCE_MS } from './tagsThunks';

/** Tags matching `query`, looked up 100 ms after the last keystroke (01 §9). */
export function useTagLookup(query: string): Loadable<ApiTag[]> {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (query.trim() === '') return undefined;
    const timer = setTimeout(() => {
      void dispatch(lookupTags({ query }));
    }, TAG_LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, query]);
  return useAppSelector((state) => selectTagLookup(state, query));
}
