/**
 * Custom layouts and fragments (migration 004): rows, and which stored layout answers a lookup
 * (spec 03 §2 'Custom layout routes'). Hydration lives in api/layouts.ts.
 */
import type { Db } from '../db/database.ts';

export interface LayoutRow {
  layoutID: number;
  layoutViewType: string;
  recordType: string;
  recordID: string;
  name: string;
  /** JSON: the stored node list, with `{ $hydrate: 'param', ref }` placeholders. */
  layout: string;
  redirectTo: string | null;
  dateInserted: string;
}

export interface FragmentRow {
  fragmentUUID: string;
  name: string;
  js: string;
  css: string;
  dateInserted: string;
}

/**
 * View types that share one stored layout. A category page may be asked for as any category
 * view; a discussion as `post` or `discussionThread` (the page component picks the name).
 */
const FAMILIES: string[][] = [
  ['categoryList', 'discussionCategoryPage', 'nestedCategoryList'],
  ['post', 'discussionThread'],
];

export const LAYOUT_VIEW_TYPES = [
  'home',
  'subcommunityHome',
  'discussionList',
  'categoryList',
  'discussionCategoryPage',
  'nestedCategoryList',
  'post',
  'discussionThread',
  'createPost',
  'customPage',
  'article',
  'knowledgeCategory',
];

export function viewTypeFamily(viewType: string): string[] {
  return FAMILIES.find((f) => f.includes(viewType)) ?? [viewType];
}

/**
 * The layout for a view of one record: the record's own layout, else the record type's default
 * (recordID '-1'). Site-wide views use recordType `global` and recordID '-1'.
 */
export function findLayout(
  db: Db,
  viewType: string,
  recordType: string,
  recordID: string,
): LayoutRow | undefined {
  const family = viewTypeFamily(viewType);
  const marks = family.map(() => '?').join(',');
  const stmt = db.prepare(
    `SELECT * FROM layouts WHERE layoutViewType IN (${marks}) AND recordType = ? AND recordID = ?
     ORDER BY layoutID LIMIT 1`,
  );
  return (stmt.get(...family, recordType, recordID) ??
    (recordID === '-1' ? undefined : stmt.get(...family, recordType, '-1'))) as
    LayoutRow | undefined;
}

export function allLayouts(db: Db): LayoutRow[] {
  return db.prepare('SELECT * FROM layouts ORDER BY layoutID').all() as LayoutRow[];
}

export function getFragment(db: Db, uuid: string): FragmentRow | undefined {
  return db.prepare('SELECT * FROM fragments WHERE fragmentUUID = ?').get(uuid) as
    FragmentRow | undefined;
}

export function countLayouts(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM layouts').get() as { n: number }).n;
}
