import type { ApiTag } from '@/api/types/discussions';
import type { Loadable } from '@/store/loadable';
import { useDebouncedLookup } from '@/store/useDebouncedLookup';
import { lookupTags, selectTagLookup, TAG_LOOKUP_DEBOUNCE_MS } from './tagsSlice';

/** Tags matching `query`, looked up 100 ms after the last keystroke (01 §9). */
export function useTagLookup(query: string): Loadable<ApiTag[]> {
  return useDebouncedLookup(
    lookupTags,
    query.trim() === '' ? null : { query },
    (state) => selectTagLookup(state, query),
    { wait: TAG_LOOKUP_DEBOUNCE_MS },
  ).result;
}
