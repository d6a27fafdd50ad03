// The rules of 02 §2 live in the search feature, shared with the layouts' search forms.
export {
  buildSearchUrl,
  hasExternalSearch,
  type SearchUrlOptions,
} from '@/features/search/searchUrl';

/** Suggestions per source: 10 shared between the sources (at least 1 each). */
export const SUGGESTION_TOTAL = 10;

export function suggestionLimit(sourceCount: number): number {
  return Math.max(1, Math.floor(SUGGESTION_TOTAL / Math.max(1, sourceCount)));
}
