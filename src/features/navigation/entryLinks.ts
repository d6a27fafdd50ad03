import { sanitizeUrl } from '@/utils/links';

export const DEFAULT_ENTRY_URLS = {
  signIn: '/entry/signin',
  register: '/entry/register',
  signOut: '/entry/signout',
} as const;

export type EntryKind = keyof typeof DEFAULT_ENTRY_URLS;

type Where = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * An entry link (sign in, register, sign out) at its configured or default address, with the
 * entry-link parameters and a `target` holding the current address; no target on /entry pages.
 */
export function buildEntryUrl(
  kind: EntryKind,
  configured: unknown,
  location: Where,
  params: Record<string, string | undefined> = {},
): string {
  const base = sanitizeUrl(configured) ?? DEFAULT_ENTRY_URLS[kind];
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  if (!/^\/entry(?:\/|$)/.test(location.pathname)) {
    query.set('target', `${location.pathname}${location.search}${location.hash}`);
  }
  const text = query.toString();
  if (!text) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${text}`;
}
