import type { ApiTag } from '../../api/types/discussions';
import type { Loadable } from '../../store/loadable';
import type { RootState } from '../../store/store';

/** A lookup's cache key: the trimmed, lower-cased query. */
export function tagLookupKey(query: string): string {
  return query.trim().toLowerCase();
}

/**
 * The lookup for `query` as the tags slice keeps it, for the thunk's `condition`; undefined
 * until the slice is injected. It imports neither slice nor thunks, so no import cycle.
 */
export const selectTagLookupLoadable = (
  state: RootState,
  query: string,
): Loadable<ApiTag[]> | undefined => state.tags?.lookups[tagLookupKey(query)];
