/** Comments: rows and the API shape. */
import type { Db } from '../db/database.ts';
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

export function serializeComments(
  db: Db,
  rows: CommentRow[],
  viewerID: number,
  origin: string,
): Record<string, unknown>[] {
  const users = userFragments(
    db,
    rows.map((r) => r.insertUserID),
    origin,
  );
  const reactions = reactionSummaries(
    db,
    'comment',
    rows.map((r) => r.commentID),
    viewerID,
  );
  return rows.map((c) => ({
    commentID: c.commentID,
    discussionID: c.discussionID,
    categoryID: c.categoryID,
    name: `Re: ${c.discussionName}`,
    parentRecordType: 'discussion',
    parentRecordID: c.discussionID,
    body: c.body,
    format: c.format,
    insertUserID: c.insertUserID,
    insertUser: users.get(c.insertUserID),
    dateInserted: c.dateInserted,
    dateUpdated: c.dateUpdated,
    score: c.score,
    url: `${origin}/discussion/comment/${c.commentID}#Comment_${c.commentID}`,
    attributes: c.qnaStatus ? { answer: { status: c.qnaStatus } } : {},
    reactions: reactions.get(c.commentID) ?? [],
    reportMeta: { countReports: 0 },
  }));
}
