/*
 * Custom pages (03 §2 'Custom layout routes': "URL patterns come from configuration"): the config
 * value `customLayout.customPages` lists the pages, each at one exact path. Pure functions; the
 * route itself is built by ./layoutRoutes, after every fixed route had its chance.
 */

/** The config key that lists the custom pages. */
export const CUSTOM_PAGES_CONFIG_KEY = 'customLayout.customPages';

/** One custom page of the config value `customLayout.customPages`. */
export interface CustomPage {
  /** A positive integer; the layout is looked up with recordType `customPage` and this ID. */
  customPageID: number;
  /** The page's path after the site's base path, e.g. `/about` or `/community/guide`. */
  urlcode: string;
  /** The page's own site section and locale override the site's when given. */
  siteSectionID?: string | number;
  locale?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A path as pages are compared: decoded, lower case, without trailing slashes ('/' for root). */
export function normalizePagePath(path: string): string {
  const trimmed = safeDecode(path).toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The valid custom pages of a config value. Anything that is not an array gives none; entries
 * that are not objects, whose ID is not a positive integer or whose urlcode is not a path
 * (a string starting with '/') are left out; a bad siteSectionID or locale is dropped. Never
 * throws.
 */
export function customPagesOf(value: unknown): CustomPage[] {
  if (!Array.isArray(value)) return [];
  const pages: CustomPage[] = [];
  for (const entry of value as unknown[]) {
    if (!isRecord(entry)) continue;
    const { customPageID, urlcode, siteSectionID, locale } = entry;
    if (typeof customPageID !== 'number' || !Number.isInteger(customPageID) || customPageID < 1)
      continue;
    if (typeof urlcode !== 'string' || !urlcode.startsWith('/') || urlcode.startsWith('//'))
      continue;
    const page: CustomPage = { customPageID, urlcode };
    if (
      (typeof siteSectionID === 'string' && siteSectionID !== '') ||
      Number.isFinite(siteSectionID)
    )
      page.siteSectionID = siteSectionID as string | number;
    if (typeof locale === 'string' && locale !== '') page.locale = locale;
    pages.push(page);
  }
  return pages;
}

/**
 * The custom page at `path` (already relative to the site's base path, see `routePath`): exact
 * path, case-insensitive, trailing slash ignored. The first listed page wins.
 */
export function matchCustomPage(path: string, pages: unknown): CustomPage | undefined {
  const wanted = normalizePagePath(path);
  return customPagesOf(pages).find((p) => normalizePagePath(p.urlcode) === wanted);
}
