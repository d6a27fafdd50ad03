import { sanitizeUrl } from '@/utils/links';

/**
 * Opens a url in this tab, or in a new one (external search configured that way). Only a safe
 * link (01 §5) is followed; anything else is refused with a console error. The one place where
 * a search leaves the page (the title bar's and the layouts' search forms).
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
