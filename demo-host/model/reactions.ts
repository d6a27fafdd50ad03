/** Reaction types and per-record reaction summaries. */
import type { Db } from '../db/database.ts';

export interface ReactionType {
  tagID: number;
  urlcode: string;
  name: string;
  class: string;
  points: number;
}

export function reactionTypes(db: Db): ReactionType[] {
  return db
    .prepare('SELECT tagID, urlcode, name, class, points FROM reaction_types ORDER BY sort')
    .all() as ReactionType[];
}

export function reactionTypeByCode(db: Db, code: string): ReactionType | undefined {
  return db
    .prepare(
      'SELECT tagID, urlcode, name, class, points FROM reaction_types WHERE lower(urlcode) = lower(?)',
    )
    .get(code) as ReactionType | undefined;
}

export interface ReactionSummary {
  tagID: number;
  urlcode: string;
  name: string;
  class: string;
  count: number;
  hasReacted: boolean;
  reactionValue: number;
}

/** Reaction summaries (every type, with counts) for many records of one type. */
export function reactionSummaries(
  db: Db,
  recordType: string,
  ids: number[],
  viewerID: number,
): Map<number, ReactionSummary[]> {
  const types = reactionTypes(db);
  const out = new Map<number, ReactionSummary[]>();
  if (ids.length === 0) return out;
  const marks = ids.map(() => '?').join(',');
  const counts = db
    .prepare(
      `SELECT recordID, tagID, COUNT(*) AS n, MAX(userID = ?) AS mine FROM reactions
       WHERE recordType = ? AND recordID IN (${marks}) GROUP BY recordID, tagID`,
    )
    .all(viewerID, recordType, ...ids) as {
    recordID: number;
    tagID: number;
    n: number;
    mine: number;
  }[];
  const byRecord = new Map<number, Map<number, { n: number; mine: boolean }>>();
  for (const c of counts) {
    const m = byRecord.get(c.recordID) ?? new Map<number, { n: number; mine: boolean }>();
    m.set(c.tagID, { n: c.n, mine: viewerID > 0 && c.mine === 1 });
    byRecord.set(c.recordID, m);
  }
  for (const id of ids) {
    const m = byRecord.get(id);
    out.set(
      id,
      types.map((t) => ({
        tagID: t.tagID,
        urlcode: t.urlcode,
        name: t.name,
        class: t.class,
        count: m?.get(t.tagID)?.n ?? 0,
        hasReacted: m?.get(t.tagID)?.mine ?? false,
        reactionValue: t.points,
      })),
    );
  }
  return out;
}

/** Permission needed to add a reaction of a class (Flag needs flag.add). */
export function reactionPermission(type: ReactionType): string {
  return type.class === 'Flag' ? 'flag.add' : `reactions.${type.class.toLowerCase()}.add`;
}
