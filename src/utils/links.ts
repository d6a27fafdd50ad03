/**
 * Link rules (spec 01 §2, §5). Every link a widget renders from data — user content,
 * config, API answers — goes through `sanitizeUrl` first.
 *
 * Decisions, all on the side of "unsafe when in doubt":
 * - Outer whitespace is trimmed (`' https://x '` is safe and comes back trimmed).
 * - Any ASCII control character left inside (tab, newline, NUL, DEL…) makes a link
 *   unsafe. Browsers delete tabs and newlines from URLs, so `'java\tscript:'` or
 *   `'/\t/evil.com'` could turn into something else once parsed.
 * - Schemes match case-insensitively and need their colon: `HTTPS:`, `mailto:` and
 *   `tel:` are safe; `httpx:`, `javascript:`, `data:`, `vbscript:` are not.
 * - A leading slash must start a path on this site: `//evil.com` and `/\evil.com`
 *   (which browsers read as `//evil.com`) are unsafe. Write `https://` for other hosts.
 * - Nothing is decoded: `'&#106;avascript:'` or `'%6Aavascript:'` simply does not start
 *   with an allowed prefix, so it is unsafe.
 * - Relative paths without a leading slash (`'foo'`, `'./foo'`, `'?q=1'`) are unsafe, as
 *   the spec lists only the six prefixes.
 */
const SAFE_SCHEME = /^(?:https?|mailto|tel):/i;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

function cleaned(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (trimmed === '' || CONTROL_CHARACTER.test(trimmed)) return undefined;
  return trimmed;
}

/** True only for links starting with http:, https:, tel:, mailto:, a path `/…` or a hash `#…`. */
export function isSafeUrl(url: unknown): boolean {
  return sanitizeUrl(url) !== undefined;
}

/**
 * The trimmed link when it is safe, otherwise `undefined`. Render an `undefined` result
 * as plain text, not as a link: `<a href={sanitizeUrl(url)}>` without an href is not clickable.
 */
export function sanitizeUrl(url: unknown): string | undefined {
  const link = cleaned(url);
  if (link === undefined) return undefined;
  if (link.startsWith('#')) return link;
  if (link.startsWith('/')) return PROTOCOL_RELATIVE.test(link) ? undefined : link;
  return SAFE_SCHEME.test(link) ? link : undefined;
}

/**
 * The URL validator for form input: an absolute `http://` or `https://` URL with a host.
 * Relative links, other schemes, `https:host` without slashes and control characters fail.
 */
export function isValidUrl(url: unknown): boolean {
  const link = cleaned(url);
  if (link === undefined || !/^https?:\/\//i.test(link)) return false;
  try {
    const parsed = new URL(link);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** The knowledge-base path prefix: internal, and never rewritten (spec 01 §2). */
export const KB_PATH_PREFIX = '/kb/';

function currentOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/**
 * True for knowledge-base links: the path `/kb`, `/kb/…`, `/kb?…` or `/kb#…`, given
 * root-relative or as an absolute URL on this page's origin. The match is case-sensitive,
 * as paths are.
 */
export function isInternalKbLink(url: unknown): boolean {
  const link = sanitizeUrl(url);
  if (link === undefined) return false;
  let path = link;
  if (!link.startsWith('/')) {
    try {
      const parsed = new URL(link);
      if (parsed.origin !== currentOrigin()) return false;
      path = parsed.pathname + parsed.search + parsed.hash;
    } catch {
      return false;
    }
  }
  return /^\/kb(?:[/?#]|$)/.test(path);
}

/**
 * Prefixes a root-relative link with a base path (the forum's sub-folder or a site
 * section, e.g. `/en`): `/discussions` → `/en/discussions`.
 *
 * Returned unchanged: `/kb/` links (internal, never rewritten), absolute and
 * protocol-relative URLs, hashes, unsafe links, links already under the base path, and
 * everything when the base path is empty or `/`.
 */
export function rewriteInternalUrl(url: string, basePath: string): string {
  const base = basePath.trim().replace(/\/+$/, '');
  const link = sanitizeUrl(url);
  if (base === '' || link === undefined || !link.startsWith('/') || isInternalKbLink(link)) {
    return url;
  }
  const alreadyPrefixed =
    link === base || [`${base}/`, `${base}?`, `${base}#`].some((p) => link.startsWith(p));
  return alreadyPrefixed ? link : `${base}${link}`;
}
