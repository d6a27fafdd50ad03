/** Discussions: filtered queries and the API shape. */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/database.ts';
import type { Permissions } from '../auth/permissions.ts';
import { fillEmbeds, type EmbedContext } from '../lib/embedData.ts';
import { excerpt } from '../lib/html.ts';
import { discussionPath } from '../lib/urls.ts';
import { allCategories, breadcrumbs, type CategoryRow } from './categories.ts';
import { moderatesCategory, reportCounts, signaturesFor } from './postMeta.ts';
import { reactionSummaries } from './reactions.ts';
import { userFragments } from './users.ts';

export interface DiscussionRow {
  discussionID: number;
  categoryID: number;
  type: string;
  name: string;
  /** The rendered, sanitised HTML. */
  body: string;
  /** The source's format (older rows: the format of `body`). */
  format: string;
  /** What the author wrote (migration 003; null only for rows written before it ran). */
  bodySource: string | null;
  sourceFormat: string | null;
  insertUserID: number;
  updateUserID: number | null;
  dateInserted: string;
  dateUpdated: string | null;
  dateLastComment: string;
  lastUserID: number | null;
  pinned: number;
  pinLocation: string | null;
  closed: number;
  sink: number;
  resolved: number;
  statusID: number | null;
  /** The group it was posted in (migration 005), else null. */
  groupID: number | null;
  countViews: number;
  countComments: number;
  score: number;
}

export const DISCUSSION_SELECT = `SELECT d.*,
  (SELECT COUNT(*) FROM comments c WHERE c.discussionID = d.discussionID) AS countComments,
  (SELECT COALESCE(SUM(rt.points), 0) FROM reactions r JOIN reaction_types rt ON rt.tagID = r.tagID
    WHERE r.recordType = 'discussion' AND r.recordID = d.discussionID) AS score
  FROM discussions d`;

export function getDiscussion(db: Db, id: number): DiscussionRow | undefined {
  return db.prepare(`${DISCUSSION_SELECT} WHERE d.discussionID = ?`).get(id) as
    DiscussionRow | undefined;
}

export interface DiscussionFilter {
  discussionIDs?: number[];
  categoryIDs?: number[];
  tagIDs?: number[];
  followedBy?: number;
  bookmarkedBy?: number;
  types?: string[];
  insertUserID?: number;
  pinned?: boolean;
  closed?: boolean;
  resolved?: boolean;
  statusIDs?: number[];
  visibleCategoryIDs: number[];
  sort: string;
  pinOrder: 'first' | 'mixed';
  limit: number;
  offset: number;
}

const SORT_COLUMNS: Record<string, string> = {
  dateLastComment: 'd.dateLastComment',
  dateInserted: 'd.dateInserted',
  discussionID: 'd.discussionID',
  score: 'score',
  hot: 'hot',
  countComments: 'countComments',
  name: 'd.name',
};
export const DISCUSSION_SORTS = Object.keys(SORT_COLUMNS).flatMap((k) => [k, `-${k}`]);

export function queryDiscussions(
  db: Db,
  f: DiscussionFilter,
): { rows: DiscussionRow[]; total: number } {
  const where: string[] = [];
  const args: unknown[] = [];
  const inList = (col: string, ids: readonly unknown[]): void => {
    where.push(ids.length ? `${col} IN (${ids.map(() => '?').join(',')})` : '0');
    args.push(...ids);
  };
  inList('d.categoryID', f.visibleCategoryIDs);
  if (f.discussionIDs) inList('d.discussionID', f.discussionIDs);
  if (f.categoryIDs) inList('d.categoryID', f.categoryIDs);
  if (f.types) inList('d.type', f.types);
  if (f.statusIDs) inList('d.statusID', f.statusIDs);
  if (f.tagIDs) {
    where.push(
      `d.discussionID IN (SELECT discussionID FROM discussion_tags WHERE tagID IN (${f.tagIDs.map(() => '?').join(',') || 'NULL'}))`,
    );
    args.push(...f.tagIDs);
  }
  if (f.followedBy !== undefined) {
    where.push(
      `d.categoryID IN (SELECT categoryID FROM user_category WHERE userID = ? AND json_extract(preferences, '$."preferences.followed"') = 1)`,
    );
    args.push(f.followedBy);
  }
  if (f.bookmarkedBy !== undefined) {
    where.push(
      'd.discussionID IN (SELECT discussionID FROM user_discussion WHERE userID = ? AND bookmarked = 1)',
    );
    args.push(f.bookmarkedBy);
  }
  if (f.insertUserID !== undefined) {
    where.push('d.insertUserID = ?');
    args.push(f.insertUserID);
  }
  for (const key of ['pinned', 'closed', 'resolved'] as const) {
    const v = f[key];
    if (v !== undefined) {
      where.push(`d.${key} = ?`);
      args.push(v ? 1 : 0);
    }
  }
  const desc = f.sort.startsWith('-');
  const col = SORT_COLUMNS[f.sort.replace(/^-/, '')] ?? 'd.dateLastComment';
  const order = `${f.pinOrder === 'first' ? 'd.pinned DESC, ' : ''}${col} ${desc ? 'DESC' : 'ASC'}, d.discussionID ${desc ? 'DESC' : 'ASC'}`;
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM discussions d ${whereSql}`).get(...args) as { n: number }
  ).n;
  const hot = `(score + countComments * 2) * 1.0 / (1 + (julianday('2025-06-02') - julianday(d.dateLastComment)))`;
  const rows = db
    .prepare(
      `SELECT * FROM (SELECT *, ${hot.replace(/d\./g, 'x.')} AS hot FROM (${DISCUSSION_SELECT} ${whereSql}) x) d ORDER BY ${order} LIMIT ? OFFSET ?`,
    )
    .all(...args, f.limit, f.offset) as DiscussionRow[];
  return { rows, total };
}

/**
 * The content locale of the request being served (api/locales.ts sets it per request from
 * `?locale=`, or for /api/v2 calls from the `?locale=` of the page that made them). Titles are
 * served translated into it when a translation exists (migration 001's content_translations).
 */
export const contentLocaleStore = new AsyncLocalStorage<{ locale: string | null }>();

/** Translated discussion names of `ids` in the request's content locale, if it has any. */
function translatedNames(db: Db, ids: number[]): Map<number, string> {
  const locale = contentLocaleStore.getStore()?.locale;
  if (!locale || !ids.length) return new Map();
  const rows = db
    .prepare(
      `SELECT recordKey, translation FROM content_translations WHERE resource = 'vanilla' AND recordType = 'discussion'
       AND propertyName = 'name' AND locale = ? AND recordKey IN (${ids.map(() => '?').join(',')})`,
    )
    .all(locale, ...ids.map(String)) as { recordKey: string; translation: string }[];
  return new Map(rows.map((r) => [Number(r.recordKey), r.translation]));
}

export interface SerializeOptions {
  viewerID: number;
  origin: string;
  expand: (name: string) => boolean;
  perms?: Permissions;
  /** The demo's other site (ctx.otherSiteOrigin): its videos' players in embeds. */
  otherSiteOrigin?: string;
}

/**
 * How bodies are served to a viewer (lib/embedData.ts): embeds filled in; quotes only of posts
 * in categories the viewer may read (none when the caller passes no permissions).
 */
export function embedContext(
  db: Db,
  o: { origin: string; otherSiteOrigin?: string; perms?: Permissions },
): EmbedContext {
  return {
    db,
    origin: o.origin,
    otherSiteOrigin: o.otherSiteOrigin,
    mayView: (categoryID) => o.perms?.inCategory('discussions.view', categoryID) ?? false,
  };
}

interface TagInfo {
  tagID: number;
  name: string;
  urlcode: string;
  type: string;
}

function tagsFor(db: Db, ids: number[]): Map<number, TagInfo[]> {
  const out = new Map<number, TagInfo[]>();
  if (!ids.length) return out;
  const rows = db
    .prepare(
      `SELECT dt.discussionID, t.tagID, t.name, t.urlcode, t.type FROM discussion_tags dt JOIN tags t ON t.tagID = dt.tagID
       WHERE dt.discussionID IN (${ids.map(() => '?').join(',')}) ORDER BY t.name`,
    )
    .all(...ids) as (TagInfo & { discussionID: number })[];
  for (const { discussionID, ...tag } of rows)
    out.set(discussionID, [...(out.get(discussionID) ?? []), tag]);
  return out;
}

interface UserDiscussionRow {
  discussionID: number;
  bookmarked: number;
  muted: number;
  dismissed: number;
  countCommentsRead: number | null;
  dateLastViewed: string | null;
}

function userStateFor(db: Db, viewerID: number, ids: number[]): Map<number, UserDiscussionRow> {
  if (!viewerID || !ids.length) return new Map();
  const rows = db
    .prepare(
      `SELECT * FROM user_discussion WHERE userID = ? AND discussionID IN (${ids.map(() => '?').join(',')})`,
    )
    .all(viewerID, ...ids) as UserDiscussionRow[];
  return new Map(rows.map((r) => [r.discussionID, r]));
}

const QNA_STATUS = ['', 'unanswered', 'answered', 'accepted', 'rejected'];

export function serializeDiscussions(
  db: Db,
  rows: DiscussionRow[],
  o: SerializeOptions,
): Record<string, unknown>[] {
  const ids = rows.map((r) => r.discussionID);
  const tags = tagsFor(db, ids);
  const reactions = reactionSummaries(db, 'discussion', ids, o.viewerID);
  const state = userStateFor(db, o.viewerID, ids);
  const users = userFragments(
    db,
    rows.flatMap((r) => [r.insertUserID, r.lastUserID ?? 0]),
    o.origin,
  );
  const signatures = o.expand('insertUser.signature')
    ? signaturesFor(
        db,
        rows.map((r) => r.insertUserID),
      )
    : undefined;
  const reports = rows.some((r) => moderatesCategory(o.perms, r.categoryID))
    ? reportCounts(db, 'discussion', ids)
    : undefined;
  const cats: CategoryRow[] = allCategories(db);
  const catByID = new Map(cats.map((c) => [c.categoryID, c]));
  const served = embedContext(db, o);
  const names = translatedNames(db, ids);
  return rows.map((d) => {
    const s = state.get(d.discussionID);
    const read = s?.countCommentsRead ?? null;
    const signedIn = o.viewerID > 0;
    const unread = signedIn && (s?.dateLastViewed == null || (read ?? 0) < d.countComments);
    const cat = catByID.get(d.categoryID);
    const out: Record<string, unknown> = {
      discussionID: d.discussionID,
      type: d.type,
      name: names.get(d.discussionID) ?? d.name,
      body: fillEmbeds(d.body, served),
      excerpt: excerpt(d.body),
      format: d.format,
      categoryID: d.categoryID,
      insertUserID: d.insertUserID,
      updateUserID: d.updateUserID,
      lastUserID: d.lastUserID ?? d.insertUserID,
      dateInserted: d.dateInserted,
      dateUpdated: d.dateUpdated,
      dateLastComment: d.dateLastComment,
      url: `${o.origin}${discussionPath(d.discussionID, d.name)}`,
      canonicalUrl: `${o.origin}${discussionPath(d.discussionID, d.name)}`,
      pinned: d.pinned === 1,
      pinLocation: d.pinned ? (d.pinLocation ?? 'category') : null,
      announce: d.pinned === 1,
      closed: d.closed === 1,
      sink: d.sink === 1,
      resolved: d.resolved === 1,
      countComments: d.countComments,
      countViews: d.countViews,
      score: d.score,
      bookmarked: s?.bookmarked === 1,
      muted: s?.muted === 1,
      dismissed: s?.dismissed === 1,
      unread,
      countUnread: unread ? Math.max(0, d.countComments - (read ?? 0)) : 0,
      attributes: {
        ...(d.type === 'question'
          ? { question: { status: QNA_STATUS[d.statusID ?? 1] ?? 'unanswered' } }
          : {}),
        ...(d.groupID ? { groupID: d.groupID } : {}),
      },
      tags: (tags.get(d.discussionID) ?? []).map((t) => ({
        ...t,
        url: `${o.origin}/discussions?tagID=${t.tagID}`,
      })),
      reactions: reactions.get(d.discussionID) ?? [],
    };
    if (d.statusID !== null) out.statusID = d.statusID;
    const author = users.get(d.insertUserID);
    if (signatures && author)
      out.insertUser = { ...author, signature: signatures.get(d.insertUserID) ?? null };
    else if (o.expand('insertUser')) out.insertUser = author;
    if (o.expand('lastUser')) out.lastUser = users.get(d.lastUserID ?? d.insertUserID);
    if (o.expand('category') && cat)
      out.category = {
        categoryID: cat.categoryID,
        name: cat.name,
        url: `${o.origin}/categories/${cat.urlcode}`,
      };
    if (o.expand('breadcrumbs')) out.breadcrumbs = breadcrumbs(cats, d.categoryID, o.origin);
    if (o.expand('permissions') && o.perms)
      out.permissions = discussionPermissions(o.perms, d, o.viewerID);
    if (reports && moderatesCategory(o.perms, d.categoryID))
      out.reportMeta = { countReports: reports.get(d.discussionID) ?? 0 };
    return out;
  });
}

/** What the viewer may do with one discussion (used by the library's menus). */
export function discussionPermissions(
  perms: Permissions,
  d: DiscussionRow,
  viewerID: number,
): Record<string, boolean> {
  const own = viewerID > 0 && d.insertUserID === viewerID;
  const at = (p: string): boolean => perms.inCategory(p, d.categoryID);
  return {
    'discussions.edit': at('discussions.edit') || (own && !d.closed),
    'discussions.delete': at('discussions.delete'),
    'discussions.close': at('discussions.close') || (own && at('discussions.closeOwn')),
    'discussions.announce': at('discussions.announce') || perms.has('community.manage'),
    'discussions.sink': at('discussions.sink') || perms.has('community.manage'),
    // 03 §6: on a closed discussion discussions.close replaces the comments.add check.
    'comments.add': d.closed ? at('discussions.close') : at('comments.add'),
    'curation.manage': perms.has('curation.manage'),
  };
}
