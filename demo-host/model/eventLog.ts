/**
 * The events outbox (migration 007): rows the database's triggers wrote, read back in order and
 * resolved into the events the streams send. Resolving reads the records as they are now, so a
 * deleted record's event is dropped and a moved discussion is checked in its new category.
 */
import type { Db } from '../db/database.ts';
import type { LiveEvent } from '../lib/events.ts';
import { unreadCounts } from './users.ts';

export interface EventRow {
  eventID: number;
  type: string;
  discussionID: number | null;
  commentID: number | null;
  notificationID: number | null;
  userID: number | null;
  dateInserted: string;
}

export function eventsAfter(db: Db, afterID: number, upToID: number, limit: number): EventRow[] {
  return db
    .prepare('SELECT * FROM events WHERE eventID > ? AND eventID <= ? ORDER BY eventID LIMIT ?')
    .all(afterID, upToID, limit) as EventRow[];
}

/** The last id given out (kept by AUTOINCREMENT even when the rows are pruned), or 0. */
export function lastEventID(db: Db): number {
  const row = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'events'").get() as
    { seq: number } | undefined;
  return row?.seq ?? 0;
}

/** The oldest id still kept, or undefined when none is. */
export function oldestEventID(db: Db): number | undefined {
  const row = db.prepare('SELECT MIN(eventID) AS id FROM events').get() as { id: number | null };
  return row.id ?? undefined;
}

/** Keeps at most `keep` rows, none older than `maxAgeMs`. */
export function pruneEvents(db: Db, keep: number, maxAgeMs: number, now = Date.now()): void {
  const cutoff = new Date(now - maxAgeMs).toISOString();
  db.prepare('DELETE FROM events WHERE eventID <= ? OR dateInserted < ?').run(
    lastEventID(db) - keep,
    cutoff,
  );
}

function discussionCategory(db: Db, discussionID: number | null): number | undefined {
  if (discussionID === null) return undefined;
  const row = db
    .prepare('SELECT categoryID FROM discussions WHERE discussionID = ?')
    .get(discussionID) as { categoryID: number } | undefined;
  return row?.categoryID;
}

function exists(db: Db, table: 'comments' | 'notifications', id: number | null): boolean {
  if (id === null) return false;
  const key = table === 'comments' ? 'commentID' : 'notificationID';
  return db.prepare(`SELECT 1 FROM ${table} WHERE ${key} = ?`).get(id) !== undefined;
}

/** The event a row stands for now, or undefined when its record is gone. */
export function resolveEvent(db: Db, row: EventRow): LiveEvent | undefined {
  const id = row.eventID;
  switch (row.type) {
    case 'comment.created':
    case 'comment.updated':
    case 'comment.deleted': {
      const categoryID = discussionCategory(db, row.discussionID);
      if (categoryID === undefined || row.commentID === null) return undefined;
      if (row.type !== 'comment.deleted' && !exists(db, 'comments', row.commentID))
        return undefined;
      const data = { discussionID: row.discussionID as number, commentID: row.commentID };
      return { id, type: row.type, data, audience: { categoryID } };
    }
    case 'discussion.created':
    case 'discussion.updated': {
      const categoryID = discussionCategory(db, row.discussionID);
      if (categoryID === undefined) return undefined;
      const data = { discussionID: row.discussionID as number, categoryID };
      return { id, type: row.type, data, audience: { categoryID } };
    }
    case 'notification.created': {
      if (row.userID === null || !exists(db, 'notifications', row.notificationID)) return undefined;
      const data: Record<string, number> = { notificationID: row.notificationID as number };
      if (row.discussionID !== null) data.discussionID = row.discussionID;
      return { id, type: row.type, data, audience: { userID: row.userID } };
    }
    case 'counts': {
      if (row.userID === null) return undefined;
      const counts = unreadCounts(db, row.userID);
      const data = {
        countUnreadNotifications: counts.notifications,
        countUnreadConversations: counts.conversations,
      };
      return { id, type: 'counts', data, audience: { userID: row.userID } };
    }
    default:
      return undefined;
  }
}

/** Of several `counts` rows for one user in a batch, only the last matters. */
export function coalesceCounts(rows: EventRow[]): EventRow[] {
  const last = new Map<number, number>();
  for (const row of rows)
    if (row.type === 'counts' && row.userID !== null) last.set(row.userID, row.eventID);
  return rows.filter(
    (row) => row.type !== 'counts' || row.userID === null || last.get(row.userID) === row.eventID,
  );
}
