import { sanitizeUrl } from '@/utils/links';

/**
 * The post page's address (03 §2 'Post page', §9): `/p{n}` at the end of the path for pages
 * above 1, the comment sort in the query string unless it is the default, every other query
 * parameter kept. Pure, so the widget and its tests share one reading of the address.
 */

/** The comment sorts of 03 §9; the first, oldest first, is the default. */
export const COMMENT_SORTS = [
  { value: 'dateInserted', label: 'Oldest' },
  { value: '-dateInserted', label: 'Newest' },
  { value: '-score', label: 'Top' },
  { value: '-experimentalTrending', label: 'Trending' },
] as const;

export type CommentSort = (typeof COMMENT_SORTS)[number]['value'];

export const DEFAULT_COMMENT_SORT: CommentSort = 'dateInserted';

/** Is `value` one of the four comment sorts? */
export function isCommentSort(value: unknown): value is CommentSort {
  return typeof value === 'string' && COMMENT_SORTS.some((sort) => sort.value === value);
}

const PAGE_SUFFIX = /\/p(\d+)\/?$/;

/** A base path without a trailing slash or page suffix; the site root stays `/`. */
function normalBase(basePath: string): string {
  const trimmed = basePath.replace(PAGE_SUFFIX, '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** `basePath` for page 1, `basePath/p{n}` for n above 1. */
export function pagePath(basePath: string, page: number): string {
  const base = normalBase(basePath);
  if (!(page > 1)) return base;
  return `${base === '/' ? '' : base}/p${Math.floor(page)}`;
}

/**
 * The address of a page in a sort: the page's path, then the query string with `sort` set
 * (removed for the default) and every other parameter kept in its order.
 */
export function postPageUrl({
  basePath,
  page,
  sort,
  search = '',
}: {
  basePath: string;
  page: number;
  sort: string;
  search?: string;
}): string {
  const params = new URLSearchParams(search);
  if (sort === DEFAULT_COMMENT_SORT || !isCommentSort(sort)) params.delete('sort');
  else params.set('sort', sort);
  const query = params.toString();
  return `${pagePath(basePath, page)}${query ? `?${query}` : ''}`;
}

/** The base path, page (1 when absent or 0) and sort (the default when unknown) of an address. */
export function parsePostPageLocation(
  pathname: string,
  search: string,
): { basePath: string; page: number; sort: CommentSort } {
  const match = PAGE_SUFFIX.exec(pathname);
  const n = match ? Number.parseInt(match[1] ?? '1', 10) : 1;
  const page = Number.isSafeInteger(n) && n > 1 ? n : 1;
  const sort = new URLSearchParams(search).get('sort');
  return {
    basePath: normalBase(pathname),
    page,
    sort: isCommentSort(sort) ? sort : DEFAULT_COMMENT_SORT,
  };
}

/** The 1-based page that holds the comment at 0-based `position`, `limit` comments a page. */
export function permalinkPage(position: number, limit: number): number {
  if (!(limit >= 1) || !(position >= 0) || !Number.isFinite(position)) return 1;
  return Math.floor(Math.floor(position) / Math.floor(limit)) + 1;
}

/**
 * Where the back link goes (03 §2): back in history when there is any, else the referrer when
 * it is a page of this site, else home (`/` when home is not a safe link).
 */
export function backLinkTarget({
  historyLength,
  referrer,
  origin,
  home,
}: {
  historyLength: number;
  referrer: string;
  origin: string;
  home: string;
}): 'history' | string {
  if (historyLength > 1) return 'history';
  if (referrer) {
    try {
      const url = new URL(referrer);
      if (url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:'))
        return url.href;
    } catch {
      // Not an address: fall through to home.
    }
  }
  return sanitizeUrl(home) ?? '/';
}
