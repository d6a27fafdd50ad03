/** Categories: rows, breadcrumbs and the API shape. */
import type { Db } from '../db/database.ts';

export interface CategoryRow {
  categoryID: number;
  parentCategoryID: number | null;
  name: string;
  urlcode: string;
  description: string | null;
  displayAs: string;
  sort: number;
  permissionCategoryID: number;
  isArchived: number;
  dateInserted: string;
}

export function allCategories(db: Db): CategoryRow[] {
  return db.prepare('SELECT * FROM categories ORDER BY sort, categoryID').all() as CategoryRow[];
}

export function getCategory(db: Db, idOrCode: number | string): CategoryRow | undefined {
  if (typeof idOrCode === 'number' || /^\d+$/.test(idOrCode))
    return db.prepare('SELECT * FROM categories WHERE categoryID = ?').get(Number(idOrCode)) as
      CategoryRow | undefined;
  return db.prepare('SELECT * FROM categories WHERE urlcode = ?').get(idOrCode) as
    CategoryRow | undefined;
}

export function categoryChain(all: CategoryRow[], categoryID: number): CategoryRow[] {
  const byID = new Map(all.map((c) => [c.categoryID, c]));
  const chain: CategoryRow[] = [];
  let cur = byID.get(categoryID);
  while (cur && chain.length < 20) {
    chain.unshift(cur);
    cur = cur.parentCategoryID ? byID.get(cur.parentCategoryID) : undefined;
  }
  return chain;
}

export function breadcrumbs(
  all: CategoryRow[],
  categoryID: number,
  origin: string,
): { name: string; url: string }[] {
  return [
    { name: 'Home', url: `${origin}/` },
    ...categoryChain(all, categoryID).map((c) => ({
      name: c.name,
      url: `${origin}/categories/${c.urlcode}`,
    })),
  ];
}

export function descendantIDs(all: CategoryRow[], categoryID: number): number[] {
  const out = [categoryID];
  for (let i = 0; i < out.length; i++) {
    for (const c of all) if (c.parentCategoryID === out[i]) out.push(c.categoryID);
  }
  return out;
}

export interface CategoryCounts {
  countDiscussions: number;
  countComments: number;
}

export function categoryCounts(db: Db): Map<number, CategoryCounts> {
  const rows = db
    .prepare(
      `SELECT d.categoryID AS id, COUNT(*) AS countDiscussions,
        SUM((SELECT COUNT(*) FROM comments c WHERE c.discussionID = d.discussionID)) AS countComments
       FROM discussions d GROUP BY d.categoryID`,
    )
    .all() as { id: number; countDiscussions: number; countComments: number }[];
  return new Map(
    rows.map((r) => [
      r.id,
      { countDiscussions: r.countDiscussions, countComments: r.countComments ?? 0 },
    ]),
  );
}

export const DEFAULT_CATEGORY_PREFERENCES = {
  'preferences.followed': false,
  'preferences.popup.posts': false,
  'preferences.email.posts': false,
  'preferences.popup.comments': false,
  'preferences.email.comments': false,
  'preferences.email.digest': false,
};

export type CategoryPreferences = Record<string, boolean>;

export function categoryPreferences(
  db: Db,
  userID: number,
  categoryID: number,
): CategoryPreferences {
  const row = db
    .prepare('SELECT preferences FROM user_category WHERE userID = ? AND categoryID = ?')
    .get(userID, categoryID) as { preferences: string } | undefined;
  return {
    ...DEFAULT_CATEGORY_PREFERENCES,
    ...(row ? (JSON.parse(row.preferences) as CategoryPreferences) : {}),
  };
}

export function followerCounts(db: Db): Map<number, number> {
  const rows = db
    .prepare(
      `SELECT categoryID AS id, COUNT(*) AS n FROM user_category
       WHERE json_extract(preferences, '$."preferences.followed"') = 1 GROUP BY categoryID`,
    )
    .all() as { id: number; n: number }[];
  return new Map(rows.map((r) => [r.id, r.n]));
}

export interface SerializeCategoryContext {
  all: CategoryRow[];
  counts: Map<number, CategoryCounts>;
  followers: Map<number, number>;
  followed: Set<number>;
  origin: string;
}

export function serializeCategory(
  c: CategoryRow,
  ctx: SerializeCategoryContext,
): Record<string, unknown> {
  const ids = descendantIDs(ctx.all, c.categoryID);
  const own = ctx.counts.get(c.categoryID) ?? { countDiscussions: 0, countComments: 0 };
  let allD = 0;
  let allC = 0;
  for (const id of ids) {
    allD += ctx.counts.get(id)?.countDiscussions ?? 0;
    allC += ctx.counts.get(id)?.countComments ?? 0;
  }
  return {
    categoryID: c.categoryID,
    name: c.name,
    description: c.description,
    parentCategoryID: c.parentCategoryID,
    urlcode: c.urlcode,
    url: `${ctx.origin}/categories/${c.urlcode}`,
    displayAs: c.displayAs,
    customPermissions: c.permissionCategoryID === c.categoryID,
    isArchived: c.isArchived === 1,
    depth: categoryChain(ctx.all, c.categoryID).length,
    countCategories: ids.length - 1,
    countDiscussions: own.countDiscussions,
    countComments: own.countComments,
    countAllDiscussions: allD,
    countAllComments: allC,
    countFollowers: ctx.followers.get(c.categoryID) ?? 0,
    followed: ctx.followed.has(c.categoryID),
    dateInserted: c.dateInserted,
  };
}

export function categoryContext(db: Db, userID: number, origin: string): SerializeCategoryContext {
  const followed = new Set(
    (
      db
        .prepare(
          `SELECT categoryID FROM user_category WHERE userID = ?
           AND json_extract(preferences, '$."preferences.followed"') = 1`,
        )
        .all(userID) as { categoryID: number }[]
    ).map((r) => r.categoryID),
  );
  return {
    all: allCategories(db),
    counts: categoryCounts(db),
    followers: followerCounts(db),
    followed,
    origin,
  };
}
