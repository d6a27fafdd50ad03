/** Comments: rows and the API shape. */
import type { Db } from '../db/database.ts';
import type { Permissions } from '../auth/permissions.ts';
import { fillEmbeds } from '../lib/embedData.ts';
import { embedContext } from './discussions.ts';
import { moderatesCategory, reportCounts, signaturesFor } from './postMeta.ts';
import { reactionSummaries } from './reactions.ts';
import { userFragments } from './users.ts';

export interface CommentRow {
  commentID: number;
  discussionID: number;
  /** The rendered, sanitised HTML. */
  body: string;
  format: string;
  /** What the author wrote, and its format (migration 003). */
  bodySource: string | null;
  sourceFormat: string | null;
  insertUserID: number;
  dateInserted: string;
  dateUpdated: string | null;
  qnaStatus: string | null;
  score: number;
  categoryID: number;
  discussionName: string;
}

export const COMMENT_SELECT = `SELECT c.*, d.categoryID, d.name AS discussionName, (SELECT COALESCE(SUM(rt.points), 0) FROM reactions r
  JOIN reaction_types rt ON rt.tagID = r.tagID WHERE r.recordType = 'comment' AND r.recordID = c.commentID) AS score
  FROM comments c JOIN discussions d ON d.discussionID = c.discussionID`;

export function getComment(db: Db, id: number): CommentRow | undefined {
  return db.prepare(`${COMMENT_SELECT} WHERE c.commentID = ?`).get(id) as CommentRow | undefined;
}

export interface CommentSerializeOptions {
  viewerID: number;
  origin: string;
  /** The viewer's permissions: `reportMeta` is given only to those who moderate. */
  perms?: Permissions;
  /** `expand` as the request gave it (`insertUser.signature` adds the author's signature). */
  expand?: (name: string) => boolean;
  /** The demo's other site (ctx.otherSiteOrigin): its videos' players in embeds. */
  otherSiteOrigin?: string;
}

export function serializeComments(
  db: Db,
  rows: CommentRow[],
  o: CommentSerializeOptions,
): Record<string, unknown>[] {
  const authorIDs = rows.map((r) => r.insertUserID);
  const users = userFragments(db, authorIDs, o.origin);
  const ids = rows.map((r) => r.commentID);
  const reactions = reactionSummaries(db, 'comment', ids, o.viewerID);
  const signatures = o.expand?.('insertUser.signature') ? signaturesFor(db, authorIDs) : undefined;
  const reports = rows.some((r) => moderatesCategory(o.perms, r.categoryID))
    ? reportCounts(db, 'comment', ids)
    : undefined;
  const served = embedContext(db, o);
  return rows.map((c) => {
    const user = users.get(c.insertUserID);
    const out: Record<string, unknown> = {
      commentID: c.commentID,
      discussionID: c.discussionID,
      categoryID: c.categoryID,
      name: `Re: ${c.discussionName}`,
      parentRecordType: 'discussion',
      parentRecordID: c.discussionID,
      body: fillEmbeds(c.body, served),
      format: c.format,
      insertUserID: c.insertUserID,
      insertUser:
        user && signatures ? { ...user, signature: signatures.get(c.insertUserID) ?? null } : user,
      dateInserted: c.dateInserted,
      dateUpdated: c.dateUpdated,
      score: c.score,
      url: `${o.origin}/discussion/comment/${c.commentID}#Comment_${c.commentID}`,
      attributes: c.qnaStatus ? { answer: { status: c.qnaStatus } } : {},
      reactions: reactions.get(c.commentID) ?? [],
    };
    if (reports && moderatesCategory(o.perms, c.categoryID))
      out.reportMeta = { countReports: reports.get(c.commentID) ?? 0 };
    return out;
  });
}

/**
 * A question's Q&A status (03 §3) from its comments: 3 Accepted when any comment is accepted;
 * otherwise, counting as answers the comments of others (and any comment with a mark), 4
 * Rejected when there are answers and all are rejected, 2 Answered when there are answers, 1
 * Unanswered when there are none. The asker's own follow-ups do not answer the question, as
 * posting one leaves an unanswered question unanswered.
 */
export function questionStatus(db: Db, discussionID: number): number {
  const rows = db
    .prepare(
      `SELECT c.qnaStatus FROM comments c JOIN discussions d ON d.discussionID = c.discussionID
       WHERE c.discussionID = ? AND (c.insertUserID <> d.insertUserID OR c.qnaStatus IS NOT NULL)`,
    )
    .all(discussionID) as { qnaStatus: string | null }[];
  if (rows.some((r) => r.qnaStatus === 'accepted')) return 3;
  if (rows.length && rows.every((r) => r.qnaStatus === 'rejected')) return 4;
  return rows.length ? 2 : 1;
}

/** Sets a question's statusID from its comments (no-op for other discussions). */
export function refreshQuestionStatus(db: Db, discussionID: number): void {
  db.prepare(
    "UPDATE discussions SET statusID = ? WHERE discussionID = ? AND type = 'question'",
  ).run(questionStatus(db, discussionID), discussionID);
}

/**
 * Deletes a comment with its reactions, then brings its discussion up to date: the last
 * comment's date and author (the discussion's own when none is left; a sunk discussion keeps
 * its date) and, for a question, its status.
 */
export function deleteComment(db: Db, c: CommentRow): void {
  db.transaction(() => {
    db.prepare("DELETE FROM reactions WHERE recordType = 'comment' AND recordID = ?").run(
      c.commentID,
    );
    db.prepare('DELETE FROM comments WHERE commentID = ?').run(c.commentID);
    const d = db
      .prepare('SELECT insertUserID, dateInserted, sink FROM discussions WHERE discussionID = ?')
      .get(c.discussionID) as { insertUserID: number; dateInserted: string; sink: number };
    const last = db
      .prepare(
        'SELECT insertUserID, dateInserted FROM comments WHERE discussionID = ? ORDER BY dateInserted DESC, commentID DESC LIMIT 1',
      )
      .get(c.discussionID) as { insertUserID: number; dateInserted: string } | undefined;
    db.prepare('UPDATE discussions SET lastUserID = ? WHERE discussionID = ?').run(
      last?.insertUserID ?? d.insertUserID,
      c.discussionID,
    );
    if (!d.sink)
      db.prepare('UPDATE discussions SET dateLastComment = ? WHERE discussionID = ?').run(
        last?.dateInserted ?? d.dateInserted,
        c.discussionID,
      );
    refreshQuestionStatus(db, c.discussionID);
  })();
}
