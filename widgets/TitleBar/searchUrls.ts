import { externalSearchUrl } from '../../src/features/search/externalSearch';

export { EXTERNAL_SEARCH_PLACEHOLDER } from '../../src/features/search/externalSearch';

export interface SearchUrlOptions {
  /** `labs.newSearchPage`: the text goes in `query`, otherwise in `search` (02 §2). */
  newSearchPage?: boolean;
  /** Knowledge-base mode: the results page is exactly `/kb/search`. */
  knowledgeBase?: boolean;
  /** `externalSearch.query`, e.g. `https://www.google.com/search?q=%s+site:example.com`. */
  externalSearchQuery?: string;
  /** Extra query params (e.g. the chosen scope). */
  params?: Record<string, string | undefined>;
}

/** The external search address with the text in place of the placeholder, or undefined. */
export const buildExternalSearchUrl = externalSearchUrl;

/**
 * Where a search submit goes (02 §2): the external search when configured, otherwise
 * `/search?query=…` (new search page) or `/search?search=…`, and `/kb/search?…` in
 * knowledge-base mode. The page parameter is left out: results start at page 1.
 */
export function buildSearchUrl(text: string, options: SearchUrlOptions = {}): string {
  const external = buildExternalSearchUrl(options.externalSearchQuery, text);
  if (external) return external;
  const path = options.knowledgeBase ? '/kb/search' : '/search';
  const query = new URLSearchParams();
  const key = options.knowledgeBase || options.newSearchPage ? 'query' : 'search';
  query.set(key, text);
  for (const [name, value] of Object.entries(options.params ?? {})) {
    if (value !== undefined && value !== '') query.set(name, value);
  }
  return `${path}?${query.toString()}`;
}

/** True when an external search is configured (then autocomplete is skipped, 02 §7). */
export function hasExternalSearch(template: string | undefined): boolean {
  return buildExternalSearchUrl(template, '') !== undefined;
}

/** Suggestions per source: 10 shared between the sources (at least 1 each). */
export const SUGGESTION_TOTAL = 10;

export function suggestionLimit(sourceCount: number): number {
  return Math.max(1, Math.floor(SUGGESTION_TOTAL / Math.max(1, sourceCount)));
}
