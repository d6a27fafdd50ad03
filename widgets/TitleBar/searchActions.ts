import { buildSearchUrl, hasExternalSearch } from '../../src/ui/titleBar/searchUrls';
import type { TitleBarConfig } from '../../src/ui/titleBar/titleBarConfig';

/** Opens a url in this tab, or in a new one (external search configured that way). */
export function openUrl(url: string, newTab = false): void {
  if (newTab) window.open(url, '_blank', 'noopener');
  else window.location.assign(url);
}

/** Runs a search for `text`: the results page, or the external search (maybe in a new tab). */
export function runSearch(text: string, config: TitleBarConfig, scope?: string): void {
  const url = buildSearchUrl(text.trim(), {
    newSearchPage: config.newSearchPage,
    knowledgeBase: config.knowledgeBase,
    externalSearchQuery: config.externalSearchQuery,
    params: scope ? { scope } : undefined,
  });
  openUrl(url, hasExternalSearch(config.externalSearchQuery) && config.externalSearchNewTab);
}
