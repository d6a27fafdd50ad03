import { buildSearchUrl, hasExternalSearch } from './searchUrls';
import type { TitleBarConfig } from '../../src/features/navigation/titleBarConfig';
import { sanitizeUrl } from '../../src/utils/links';

/**
 * Opens a url in this tab, or in a new one (external search configured that way). Only a safe
 * link (01 §5) is followed; anything else is refused with a console error.
 */
export function openUrl(url: string, newTab = false): void {
  const safe = sanitizeUrl(url);
  if (safe === undefined) {
    console.error('[forum-widgets] Refused to open an unsafe link from search.');
    return;
  }
  if (newTab) window.open(safe, '_blank', 'noopener');
  else window.location.assign(safe);
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
