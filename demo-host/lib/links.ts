/**
 * Link rules for the HTML the demo host stores and serves (spec 01 §5): the same decisions as the
 * library's own link rules, written again here because the demo host imports nothing from src/.
 *
 * - A link is safe only when it starts with `http:`, `https:`, `mailto:`, `tel:`, a site path
 *   `/…` or a hash `#…`. Schemes match case-insensitively; nothing is decoded first.
 * - `//host` and `/\host` are not site paths (browsers read both as another host).
 * - Outer whitespace is trimmed; any ASCII control character left inside makes a link unsafe.
 * - Image sources are stricter: a site path or `https:` only (no `data:`, no plain `http:`).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const SAFE_SCHEME = /^(?:https?|mailto|tel):/i;
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

function cleaned(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (trimmed === '' || CONTROL_CHARACTER.test(trimmed)) return undefined;
  return trimmed;
}

/** The trimmed link when it is safe, otherwise undefined (render it as text, not as a link). */
export function safeHref(url: unknown): string | undefined {
  const link = cleaned(url);
  if (link === undefined) return undefined;
  if (link.startsWith('#')) return link;
  if (link.startsWith('/')) return PROTOCOL_RELATIVE.test(link) ? undefined : link;
  return SAFE_SCHEME.test(link) ? link : undefined;
}

/** A safe image source: a path on this site or an `https:` URL. */
export function safeImageSrc(url: unknown): string | undefined {
  const link = safeHref(url);
  if (link === undefined) return undefined;
  return (link.startsWith('/') && !link.startsWith('#')) || /^https:\/\//i.test(link)
    ? link
    : undefined;
}

/** A safe download link: a path on this site or an `http(s):` URL. */
export function safeFileHref(url: unknown): string | undefined {
  const link = safeHref(url);
  if (link === undefined) return undefined;
  return link.startsWith('/') || /^https?:\/\//i.test(link) ? link : undefined;
}

/** Links that leave the site get `rel="nofollow noopener ugc"`; site paths and hashes get none. */
export function isExternal(href: string): boolean {
  return !href.startsWith('/') && !href.startsWith('#');
}

export const EXTERNAL_REL = 'nofollow noopener ugc';
