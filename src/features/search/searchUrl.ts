import type { TitleBarConfig } from '../navigation/titleBarConfig';
import { externalSearchUrl } from './externalSearch';
import { openUrl } from './searchNavigation';

export interface SearchUrlOptions {
  /** `labs.newSearchPage`: the text goes in `query`, otherwise in `search` (02 §2). */
  newSearchPage?: boolean;
  /** Knowledge-base mode: the results page is exactly `/kb/search`. */
  knowledgeBase?: boolean;
  /** `externalSearch.query`, e.g. `https://www.google.com/search?q=%s+site:example.com`. */
  externalSearchQuery?: string;
  /** Extra query params (e.g. the chosen scope). */
  params?: Record<string, string | undefined>;
  /** The site's path prefix ('' or '/forum', see `sitePathPrefix`): the results page is under it. */
  basePath?: string;
}

/** The search settings of the site config (`selectTitleBarConfig`) a search submit follows. */
export type SearchConfig = Pick<
  TitleBarConfig,
  'newSearchPage' | 'knowledgeBase' | 'externalSearchQuery' | 'externalSearchNewTab'
>;

/**
 * The results page and its text parameter (02 §2), also a plain form's `action` and input `name`.
 * `/search` goes under the base path; `/kb/search` does not, as links beginning with /kb/ are
 * internal and never rewritten (02 §2 'Other links', as `rewriteInternalUrl` does).
 */
export function searchPage(
  options: Pick<SearchUrlOptions, 'knowledgeBase' | 'newSearchPage' | 'basePath'>,
): { path: string; param: 'query' | 'search' } {
  return {
    path: options.knowledgeBase
      ? '/kb/search'
      : `${(options.basePath ?? '').replace(/\/+$/, '')}/search`,
    param: options.knowledgeBase || options.newSearchPage ? 'query' : 'search',
  };
}

/**
 * Where a search submit goes (02 §2): the external search when configured, otherwise
 * `/search?query=…` (new search page) or `/search?search=…`, and `/kb/search?…` in
 * knowledge-base mode, under the site's base path. The page parameter is left out: results
 * start at page 1.
 */
export function buildSearchUrl(text: string, options: SearchUrlOptions = {}): string {
  const external = externalSearchUrl(options.externalSearchQuery, text);
  if (external) return external;
  const { path, param } = searchPage(options);
  const query = new URLSearchParams();
  query.set(param, text);
  for (const [name, value] of Object.entries(options.params ?? {})) {
    if (value !== undefined && value !== '') query.set(name, value);
  }
  return `${path}?${query.toString()}`;
}

/** True when an external search is configured (then autocomplete is skipped, 02 §7). */
export function hasExternalSearch(template: string | undefined): boolean {
  return externalSearchUrl(template, '') !== undefined;
}

/** Runs a search for `text`: the results page, or the external search (maybe in a new tab). */
export function runSearch(
  text: string,
  config: SearchConfig,
  { scope, basePath }: { scope?: string; basePath?: string } = {},
): void {
  const url = buildSearchUrl(text.trim(), {
    newSearchPage: config.newSearchPage,
    knowledgeBase: config.knowledgeBase,
    externalSearchQuery: config.externalSearchQuery,
    params: scope ? { scope } : undefined,
    basePath,
  });
  openUrl(url, hasExternalSearch(config.externalSearchQuery) && config.externalSearchNewTab);
}
