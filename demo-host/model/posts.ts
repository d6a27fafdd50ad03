/**
 * Writing discussions and comments, shared by the API routes and the draft publisher: the row
 * with its rendered HTML and its source, the discussion's last-comment bookkeeping, mention
 * notifications, and the posted draft's removal.
 */
import type { Db } from '../db/database.ts';
import type { PreparedBody } from '../lib/format.ts';
import { discussionPath } from '../lib/urls.ts';
import { Permissions } from '../auth/permissions.ts';
import { roleIDsOf } from '../auth/viewer.ts';
import { ROLE } from '../auth/permissionNames.ts';
import type { DiscussionRow } from './discussions.ts';

export interface NewDiscussion {
  authorID: number;
  categoryID: number;
  type: string;
  name: string;
  body: PreparedBody;
  tagIDs: number[];
  now: string;
  /** Posted into this group (03 §2, §3). */
  groupID?: number;
}

/** Inserts a discussion (and the author's read state); returns its ID. */
export function insertDiscussion(db: Db, d: NewDiscussion): number {
  return db.transaction(() => {
    const info = db
      .prepare(
        `INSERT INTO discussions (categoryID, type, name, body, format, bodySource, sourceFormat, insertUserID, dateInserted, dateLastComment, lastUserID, statusID, groupID)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        d.categoryID,
        d.type,
        d.name.trim(),
        d.body.html,
        d.body.format,
        d.body.source,
        d.body.format,
        d.authorID,
        d.now,
        d.now,
        d.authorID,
        d.type === 'question' ? 1 : null,
        d.groupID ?? null,
      );
    const id = Number(info.lastInsertRowid);
    const tag = db.prepare(
      'INSERT OR IGNORE INTO discussion_tags (discussionID, tagID) SELECT ?, tagID FROM tags WHERE tagID = ?',
    );
    for (const tagID of d.tagIDs) tag.run(id, tagID);
    db.prepare(
      'INSERT INTO user_discussion (userID, discussionID, countCommentsRead, dateLastViewed) VALUES (?, ?, 0, ?)',
    ).run(d.authorID, id, d.now);
    return id;
  })();
}

/** Inserts a comment and moves the discussion's last activity (not when it is sunk). */
export function insertComment(
  db: Db,
  d: DiscussionRow,
  authorID: number,
  body: PreparedBody,
  now: string,
): number {
  return db.transaction(() => {
    const info = db
      .prepare(
        'INSERT INTO comments (discussionID, body, format, bodySource, sourceFormat, insertUserID, dateInserted) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(d.discussionID, body.html, body.format, body.source, body.format, authorID, now);
    if (!d.sink)
      db.prepare(
        'UPDATE discussions SET dateLastComment = ?, lastUserID = ? WHERE discussionID = ?',
      ).run(now, authorID, d.discussionID);
    else
      db.prepare('UPDATE discussions SET lastUserID = ? WHERE discussionID = ?').run(
        authorID,
        d.discussionID,
      );
    if (d.type === 'question' && d.statusID === 1 && d.insertUserID !== authorID)
      db.prepare('UPDATE discussions SET statusID = 2 WHERE discussionID = ?').run(d.discussionID);
    return Number(info.lastInsertRowid);
  })();
}

/** A user's permissions as a request of theirs would see them (for work done without one). */
export function permissionsOf(db: Db, userID: number): Permissions {
  const roleIDs = roleIDsOf(db, userID);
  return new Permissions(db, roleIDs, roleIDs.includes(ROLE.admin), true);
}

/**
 * "Mention" notifications for the users a new post mentions: once each, never the author, and
 * only for those who may see the discussion.
 */
export function notifyMentions(
  db: Db,
  o: {
    authorID: number;
    mentionedUserIDs: number[];
    discussion: { discussionID: number; name: string; categoryID: number };
    commentID?: number;
    now: string;
  },
): number {
  const author = db.prepare('SELECT name FROM users WHERE userID = ?').get(o.authorID) as
    { name: string } | undefined;
  const insert = db.prepare(`INSERT INTO notifications
    (userID, activityType, reason, body, photoUserID, url, recordType, recordID, discussionID, read, dateInserted, dateUpdated)
    VALUES (?, 'Mention', 'mention', ?, ?, ?, ?, ?, ?, 0, ?, ?)`);
  const esc = (s: string): string =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const url =
    o.commentID === undefined
      ? discussionPath(o.discussion.discussionID, o.discussion.name)
      : `/discussion/comment/${o.commentID}#Comment_${o.commentID}`;
  let count = 0;
  for (const userID of new Set(o.mentionedUserIDs)) {
    if (userID === o.authorID) continue;
    if (!permissionsOf(db, userID).inCategory('discussions.view', o.discussion.categoryID))
      continue;
    insert.run(
      userID,
      `<b>${esc(author?.name ?? 'Someone')}</b> mentioned you in <b>${esc(o.discussion.name)}</b>.`,
      o.authorID,
      url,
      o.commentID === undefined ? 'discussion' : 'comment',
      o.commentID ?? o.discussion.discussionID,
      o.discussion.discussionID,
      o.now,
      o.now,
    );
    count++;
  }
  return count;
}

/** Deletes the draft a post was written from, when it is the poster's; true when deleted. */
export function deletePostedDraft(db: Db, draftID: number | undefined, userID: number): boolean {
  if (draftID === undefined) return false;
  return (
    db.prepare('DELETE FROM drafts WHERE draftID = ? AND insertUserID = ?').run(draftID, userID)
      .changes > 0
  );
}
