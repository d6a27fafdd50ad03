import { sanitizeUrl } from '@/utils/links';

export const DEFAULT_SIGN_IN_URL = '/entry/signin';

/**
 * The sign-in link with a `target` holding the current page address (path, query and hash),
 * so the user comes back here. The target is left out on /entry pages (spec 02 §2). An unsafe
 * `base` falls back to the default address.
 */
export function buildSignInUrl(
  base: string = DEFAULT_SIGN_IN_URL,
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
): string {
  const url = sanitizeUrl(base) ?? DEFAULT_SIGN_IN_URL;
  if (/^\/entry(?:\/|$)/.test(location.pathname)) return url;
  const target = encodeURIComponent(`${location.pathname}${location.search}${location.hash}`);
  return `${url}${url.includes('?') ? '&' : '?'}target=${target}`;
}
