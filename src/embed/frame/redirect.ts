/**
 * Embedding redirection (spec 02 §2): with `embed.forceEmbed` on and a safe http(s)
 * `embed.remoteUrl`, a forum page opened on its own (not framed) sends the visitor to the site
 * owner's page that embeds it, with the forum's path in that page's hash (`#/discussion/5`).
 * `bypassEmbed` in the query string turns this off for the rest of the session (a
 * sessionStorage flag of the same name), as does the flag itself.
 */
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { isValidUrl } from '@/utils/links';

export const BYPASS_KEY = 'bypassEmbed';

/** True when this page or an earlier one of the session asked for no redirection. */
export function isBypassed(win: Window): boolean {
  let store: Storage | null = null;
  try {
    store = win.sessionStorage;
  } catch {
    // Storage blocked: only the query string counts.
  }
  if (new URLSearchParams(win.location.search).has(BYPASS_KEY)) {
    try {
      store?.setItem(BYPASS_KEY, '1');
    } catch {
      // Storage full or blocked: this page is still bypassed.
    }
    return true;
  }
  try {
    return store?.getItem(BYPASS_KEY) != null;
  } catch {
    return false;
  }
}

/** Where to send a forum page opened on its own, or null to stay. */
export function redirectTarget(config: BootstrapConfig, win: Window): string | null {
  const settings = config.config ?? {};
  const remote = settings['embed.remoteUrl'];
  if (settings['embed.forceEmbed'] !== true || !isValidUrl(remote)) return null;
  if (isBypassed(win)) return null;
  const loc = win.location;
  const target = new URL((remote as string).trim());
  target.hash = loc.pathname + loc.search + loc.hash;
  // Never to this very page (a loop).
  if (target.origin + target.pathname + target.search === loc.origin + loc.pathname + loc.search)
    return null;
  return target.href;
}
