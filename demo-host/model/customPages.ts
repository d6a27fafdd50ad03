/**
 * Custom pages (issue 21, spec 03 §2 'Custom layout routes': "URL patterns come from
 * configuration"). The config value `customLayout.customPages` lists them as
 * `{ customPageID, urlcode, siteSectionID?, locale? }`; each page's layout is the `layouts` row
 * `customPage` / `customPage` / its ID. The same rules as the library's
 * src/features/layouts/customPageRoutes.ts: bad entries are ignored, paths compare decoded, in
 * lower case, without trailing slashes.
 */
import type { Db } from '../db/database.ts';
import { getConfig } from './config.ts';

export const CUSTOM_PAGES_KEY = 'customLayout.customPages';

export interface CustomPage {
  customPageID: number;
  urlcode: string;
  siteSectionID?: string | number;
  locale?: string;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function normalizePagePath(path: string): string {
  const trimmed = safeDecode(path).toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The valid entries of the config value; never throws. */
export function customPages(db: Db): CustomPage[] {
  const value = getConfig(db, CUSTOM_PAGES_KEY);
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).flatMap((entry): CustomPage[] => {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return [];
    const e = entry as Record<string, unknown>;
    const id = e.customPageID;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return [];
    if (typeof e.urlcode !== 'string' || !e.urlcode.startsWith('/') || e.urlcode.startsWith('//'))
      return [];
    const page: CustomPage = { customPageID: id, urlcode: e.urlcode };
    if (
      (typeof e.siteSectionID === 'string' && e.siteSectionID) ||
      Number.isFinite(e.siteSectionID)
    )
      page.siteSectionID = e.siteSectionID as string | number;
    if (typeof e.locale === 'string' && e.locale) page.locale = e.locale;
    return [page];
  });
}

export function customPageByID(db: Db, id: number): CustomPage | undefined {
  return customPages(db).find((p) => p.customPageID === id);
}

/** The custom page at a path (exact, case-insensitive, trailing slash ignored); first one wins. */
export function customPageAt(db: Db, path: string): CustomPage | undefined {
  const wanted = normalizePagePath(path);
  return customPages(db).find((p) => normalizePagePath(p.urlcode) === wanted);
}
