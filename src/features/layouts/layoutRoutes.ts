import type { LayoutQuery, LayoutViewType } from './layoutTypes';
import { parseCreatePostPath, recordIdOf, toNumber, type CreatePostTarget } from './createPostPath';
import { matchCustomPage, type CustomPage } from './customPageRoutes';

export { parseCreatePostPath, type CreatePostTarget };

/*
 * The custom layout routes of 03 §2, as pure functions of the address: which layout a path asks
 * for, with which record and params, and which feature flag turns the route on. Each route exists
 * only while its flag `featureFlags.customLayout.<flag>.Enabled` is on (docs/layouts.md).
 */

/** The flag names, `featureFlags.customLayout.<name>.Enabled`. */
export type LayoutRouteFlag =
  | 'home'
  | 'discussionList'
  | 'categoryList'
  | 'discussionCategoryPage'
  | 'post'
  | 'createPost'
  | 'customPage';

export const LAYOUT_ROUTE_FLAGS: readonly LayoutRouteFlag[] = [
  'home',
  'discussionList',
  'categoryList',
  'discussionCategoryPage',
  'post',
  'createPost',
  'customPage',
];

export const flagKey = (flag: LayoutRouteFlag): string => `customLayout.${flag}`;

export interface LayoutRoute {
  flag: LayoutRouteFlag;
  /** What is not found when the layout answers 404: 'Discussion', 'Category', 'Page'. */
  type: string;
  query: LayoutQuery;
  /** Only for create-post paths. */
  createPost?: CreatePostTarget;
}

export interface RouteContext {
  /** The site's path prefix ('' or '/forum'): routes are matched after it. */
  basePath?: string;
  locale?: string;
  /** 0 (or absent) is the default site section. */
  siteSectionID?: string | number;
  /** The config value `customLayout.customPages` (validated when matched; bad entries ignored). */
  customPages?: readonly CustomPage[];
}

/** `p{n}` page segments; page 1 when absent. */
const pageOf = (segment: string | undefined): number | undefined => {
  const m = segment ? /^p(\d+)$/.exec(segment) : null;
  return m ? Math.max(1, Number(m[1])) : undefined;
};

function query(
  layoutViewType: LayoutViewType,
  recordType: string,
  recordID: number | string,
  ctx: RouteContext,
  params: Record<string, string | number | undefined> = {},
): LayoutQuery {
  const all: LayoutQuery['params'] = { ...params };
  if (ctx.locale) all.locale = ctx.locale;
  if (ctx.siteSectionID !== undefined && ctx.siteSectionID !== '')
    all.siteSectionID = String(ctx.siteSectionID);
  for (const key of Object.keys(all)) if (all[key] === undefined) delete all[key];
  return { layoutViewType, recordType, recordID, params: all };
}

/** The path after the site's base path, without a trailing slash ('/' for the root). */
export function routePath(pathname: string, basePath = ''): string | null {
  const base = basePath.replace(/\/+$/, '');
  let path = pathname;
  if (base) {
    if (path !== base && !path.startsWith(`${base}/`)) return null;
    path = path.slice(base.length);
  }
  path = path.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * The layout route of an address, whatever its flag; null when the address is no layout route.
 * Matching is case-insensitive on the fixed words; IDs and slugs keep their case. The fixed routes
 * come first: a custom page never shadows one.
 */
export function matchLayoutRoute(
  pathname: string,
  search: string | URLSearchParams,
  ctx: RouteContext = {},
): LayoutRoute | null {
  const path = routePath(pathname, ctx.basePath);
  if (path === null) return null;
  const fixed = matchFixedRoute(path, search, ctx);
  if (fixed) return fixed;
  const page = matchCustomPage(path, ctx.customPages);
  if (!page) return null;
  // The page's own section and locale override the site's.
  const pageCtx: RouteContext = {
    ...ctx,
    locale: page.locale ?? ctx.locale,
    siteSectionID: page.siteSectionID ?? ctx.siteSectionID,
  };
  return {
    flag: 'customPage',
    type: 'Page',
    query: query('customPage', 'customPage', page.customPageID, pageCtx, {
      customPageID: page.customPageID,
    }),
  };
}

/** The fixed routes of 03 §2, for a path relative to the base path. */
function matchFixedRoute(
  path: string,
  search: string | URLSearchParams,
  ctx: RouteContext,
): LayoutRoute | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const segments = path
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  const lower = segments.map((s) => s.toLowerCase());
  const sort = params.get('sort') ?? undefined;

  const postAt = lower.indexOf('post');
  if (postAt >= 0 && postAt < segments.length - 1) {
    const target = parseCreatePostPath(segments.slice(postAt + 1), params);
    const q =
      target.mode === 'edit'
        ? query('createPost', 'discussion', target.recordID ?? -1, ctx, {
            recordID: target.recordID,
            draftID: target.draftID,
          })
        : query('createPost', target.parentRecordType, target.parentRecordID, ctx, {
            postType: target.postType,
            parentRecordType: target.parentRecordType,
            parentRecordID: target.parentRecordID,
          });
    return { flag: 'createPost', type: 'Page', query: q, createPost: target };
  }

  if (segments.length === 0) {
    const section = ctx.siteSectionID;
    const sub = section !== undefined && section !== '' && String(section) !== '0';
    return {
      flag: 'home',
      type: 'Page',
      query: query(sub ? 'subcommunityHome' : 'home', 'global', -1, ctx),
    };
  }

  if (lower[0] === 'discussions' && segments.length === 1) {
    return {
      flag: 'discussionList',
      type: 'Page',
      query: query('discussionList', 'global', -1, ctx, {
        tagID: params.get('tagID') ?? undefined,
        page: toNumber(params.get('page')),
        sort,
      }),
    };
  }

  if (lower[0] === 'categories') {
    if (segments.length === 1)
      return {
        flag: 'categoryList',
        type: 'Page',
        query: query('categoryList', 'global', -1, ctx),
      };
    const page = segments.length === 3 ? pageOf(lower[2]) : 1;
    if (segments.length <= 3 && page !== undefined) {
      const categoryID = recordIdOf(segments[1] ?? '');
      return {
        flag: 'discussionCategoryPage',
        type: 'Category',
        query: query('discussionCategoryPage', 'category', categoryID, ctx, {
          categoryID,
          page,
          sort,
        }),
      };
    }
    return null;
  }

  if (lower[0] === 'discussion' && segments.length >= 2) {
    if (lower[1] === 'comment') {
      const commentID = toNumber(segments[2]);
      if (commentID === undefined || segments.length !== 3) return null;
      return {
        flag: 'post',
        type: 'Comment',
        query: query('post', 'comment', commentID, ctx, { commentID, sort }),
      };
    }
    const discussionID = toNumber(segments[1]);
    if (discussionID === undefined) return null;
    // /discussion/{id}, /discussion/{id}/p{n}, /discussion/{id}/{slug}, /discussion/{id}/{slug}/p{n}
    const rest = lower.slice(2);
    let page: number | undefined = 1;
    if (rest.length === 1 && pageOf(rest[0]) !== undefined) page = pageOf(rest[0]);
    else if (rest.length === 2) page = pageOf(rest[1]);
    else if (rest.length > 2) page = undefined;
    if (page === undefined) return null;
    return {
      flag: 'post',
      type: 'Discussion',
      query: query('post', 'discussion', discussionID, ctx, { discussionID, page, sort }),
    };
  }
  return null;
}

/** The route of an address when its flag is on (`enabled(flag)`), else null. */
export function enabledLayoutRoute(
  pathname: string,
  search: string | URLSearchParams,
  ctx: RouteContext,
  enabled: (flag: LayoutRouteFlag) => boolean,
): LayoutRoute | null {
  const route = matchLayoutRoute(pathname, search, ctx);
  return route && enabled(route.flag) ? route : null;
}

/** A stable key of a layout query, to compare a preloaded layout with the route's. */
export function layoutQueryKey(q: LayoutQuery): string {
  const params = Object.keys(q.params)
    .sort()
    .map((k) => `${k}=${String(q.params[k])}`)
    .join('&');
  return `${q.layoutViewType}|${q.recordType}|${String(q.recordID)}|${params}`;
}
