/**
 * What the post page shows beside a post: its author's signature (03 §5) and, for those who
 * moderate, the number of open reports on it (03 §3 `reportMeta.countReports`).
 */
import type { Db } from '../db/database.ts';
import type { Permissions } from '../auth/permissions.ts';
import { sanitizeHtml } from '../lib/format.ts';
import { getConfig } from './config.ts';

export interface Signature {
  /** Sanitised HTML. */
  body: string;
  format: string;
}

/** The key of a user's signature in `user_meta` (value: `{ body, format }` as JSON). */
export const SIGNATURE_META_KEY = 'signature';

/** Signatures of many users, keyed by userID; none at all while `signatures.enabled` is off. */
export function signaturesFor(db: Db, userIDs: number[]): Map<number, Signature> {
  const out = new Map<number, Signature>();
  const ids = [...new Set(userIDs)].filter((id) => id > 0);
  if (!ids.length || getConfig(db, 'signatures.enabled') !== true) return out;
  const rows = db
    .prepare(
      `SELECT m.userID, m.value FROM user_meta m JOIN users u ON u.userID = m.userID
       WHERE m.key = ? AND u.deleted = 0 AND m.userID IN (${ids.map(() => '?').join(',')})`,
    )
    .all(SIGNATURE_META_KEY, ...ids) as { userID: number; value: string }[];
  for (const r of rows) {
    try {
      const v = JSON.parse(r.value) as { body?: unknown; format?: unknown };
      if (typeof v.body !== 'string' || !v.body.trim()) continue;
      out.set(r.userID, {
        body: sanitizeHtml(v.body),
        format: typeof v.format === 'string' ? v.format : 'html',
      });
    } catch {
      /* a broken value is no signature */
    }
  }
  return out;
}

export function setSignature(db: Db, userID: number, body: string, format = 'html'): void {
  db.prepare('INSERT OR REPLACE INTO user_meta (userID, key, value) VALUES (?, ?, ?)').run(
    userID,
    SIGNATURE_META_KEY,
    JSON.stringify({ body, format }),
  );
}

/**
 * Open reports per record: a report is a Flag-class reaction (Spam, Abuse), and the demo host
 * keeps no resolved state, so every one on the record is open.
 */
export function reportCounts(
  db: Db,
  recordType: 'discussion' | 'comment',
  ids: number[],
): Map<number, number> {
  const out = new Map<number, number>();
  if (!ids.length) return out;
  const rows = db
    .prepare(
      `SELECT r.recordID, COUNT(*) AS n FROM reactions r JOIN reaction_types rt ON rt.tagID = r.tagID
       WHERE rt.class = 'Flag' AND r.recordType = ? AND r.recordID IN (${ids.map(() => '?').join(',')})
       GROUP BY r.recordID`,
    )
    .all(recordType, ...ids) as { recordID: number; n: number }[];
  for (const r of rows) out.set(r.recordID, r.n);
  return out;
}

/** Moderates posts in a category: `community.moderate`, or `discussions.moderate` there. */
export function moderatesCategory(perms: Permissions | undefined, categoryID: number): boolean {
  if (!perms) return false;
  return perms.has('community.moderate') || perms.inCategory('discussions.moderate', categoryID);
}
