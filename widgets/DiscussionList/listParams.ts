import type { ApiDiscussionsQuery } from '@/api/types/discussions';
import { t } from '@/i18n/translate';
import type { SortOption } from '@/ui/SortSelect';

/** Pager default page limit (03 §9). */
export const DEFAULT_LIMIT = 10;

/** The discussion sorts of 03 §9; the first is the default. */
export const SORTS = [
  { value: '-dateLastComment', label: 'Recently Commented' },
  { value: '-dateInserted', label: 'Recently Created' },
  { value: '-score', label: 'Top' },
  { value: '-hot', label: 'Trending' },
  { value: 'dateInserted', label: 'Oldest' },
] as const;

export const DEFAULT_SORT = '-dateLastComment';

/** The sort select's options: the sorts with their labels through `t()`. */
export function sortOptions(): SortOption[] {
  return SORTS.map((option) => ({ value: option.value, label: t(option.label, option.label) }));
}

/** Fields each list item needs beyond the thunk's own expand. */
export const LIST_EXPAND = ['insertUser', 'lastUser', 'breadcrumbs', 'category'];

/** The `GET /discussions` params a marker may pass, at the top level or in `apiParams`. */
const QUERY_KEYS = [
  'categoryID',
  'tagID',
  'followed',
  'type',
  'sort',
  'limit',
  'page',
  'insertUserID',
  'pinned',
  'pinOrder',
  'siteSectionID',
  'includeChildCategories',
  'statusID',
  'closed',
  'resolved',
] as const;

export function isKnownSort(sort: unknown): sort is string {
  return typeof sort === 'string' && SORTS.some((option) => option.value === sort);
}

/** The list query from the marker's props: `apiParams` first, top-level keys over it. */
export function queryFromProps(props: Record<string, unknown>): ApiDiscussionsQuery {
  const base =
    props.apiParams && typeof props.apiParams === 'object'
      ? { ...(props.apiParams as ApiDiscussionsQuery) }
      : ({ expand: LIST_EXPAND } as ApiDiscussionsQuery);
  for (const key of QUERY_KEYS) {
    const value = props[key];
    if (value !== undefined && value !== null) base[key] = value as never;
  }
  return base;
}

/** The page and sort the address shows: `/p{n}` at the end of the path, `?sort=` in the query. */
export function readUrlState(location: { pathname: string; search: string }): {
  page?: number;
  sort?: string;
} {
  const match = /\/p(\d+)\/?$/.exec(location.pathname);
  const sort = new URLSearchParams(location.search).get('sort') ?? undefined;
  return {
    page: match ? Math.max(1, Number(match[1])) : undefined,
    sort: isKnownSort(sort) ? sort : undefined,
  };
}

/**
 * The address for a page and sort: `/p{n}` appended for n above 1, the sort in the query
 * string unless it is the default; the rest of the query string is kept.
 */
export function buildUrl(
  location: { pathname: string; search: string; hash?: string },
  page: number,
  sort: string,
): string {
  const base = location.pathname.replace(/\/p\d+\/?$/, '').replace(/\/$/, '') || '';
  const path = page > 1 ? `${base}/p${page}` : base || '/';
  const params = new URLSearchParams(location.search);
  if (sort === DEFAULT_SORT) params.delete('sort');
  else params.set('sort', sort);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${location.hash ?? ''}`;
}
