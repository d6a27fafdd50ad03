import { sanitizeUrl } from '@/utils/links';

/** The comment a `#Comment_{id}` hash names, if any. */
export function commentIDFromHash(hash: string): number | undefined {
  const match = /^#Comment_(\d{1,15})$/.exec(hash);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * A comment's element id: the legacy `Comment_{id}` (permalinks and the composer find it) for
 * the page's first post page widget, `Comment_{id}-{n}` for a later one, so ids stay unique.
 */
export function commentDomID(commentID: number, instance: number): string {
  return instance > 1 ? `Comment_${commentID}-${instance}` : `Comment_${commentID}`;
}

/** The path of a site link (`https://site/discussion/5/x` → `/discussion/5/x`), else undefined. */
export function sitePath(url: string | undefined): string | undefined {
  const safe = sanitizeUrl(url);
  if (safe === undefined) return undefined;
  try {
    const parsed = new URL(safe, window.location.origin);
    if (parsed.origin !== window.location.origin) return undefined;
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return undefined;
  }
}

/** The discussion's own path, without a page suffix or query (the pager's base path). */
export function discussionPath(url: string | undefined, discussionID: number): string {
  const path = sitePath(url)?.split('?')[0];
  return path && path.startsWith('/') ? path : `/discussion/${discussionID}`;
}

/** The permalink of a comment on this page: the address with `#Comment_{id}` as its hash. */
export function permalinkHref(commentID: number): string {
  const { pathname, search } = window.location;
  return `${pathname}${search}#Comment_${commentID}`;
}

/** The moderators' reports of a record, opened in a new tab (03 §2). */
export function reportsHref(recordType: 'discussion' | 'comment', recordID: number): string {
  const query = new URLSearchParams({
    statuses: 'none',
    recordType,
    recordID: String(recordID),
  });
  return `/dashboard/content/reports?${query.toString()}`;
}

/** A category's or tag's link from the API, as a safe link (undefined: show plain text). */
export function safeLink(url: string | undefined): string | undefined {
  return sanitizeUrl(url);
}
