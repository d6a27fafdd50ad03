/** Reading users and shaping them as the API's UserFragment and User. */
import type { Db } from '../db/database.ts';
import type { UserRow } from '../auth/viewer.ts';
import { avatarPath, profilePath } from '../lib/urls.ts';

export const DELETED_NAME = 'Deleted User';

export interface UserFragment {
  userID: number;
  name: string;
  url: string;
  photoUrl: string;
  dateLastActive: string | null;
  label: string;
  labelHtml: string;
  private: boolean;
  banned: number;
}

export function getUser(db: Db, userID: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE userID = ?').get(userID) as UserRow | undefined;
}

export function getUserByName(db: Db, name: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE name = ?').get(name) as UserRow | undefined;
}

export function userFragment(u: UserRow, origin: string): UserFragment {
  const name = u.deleted ? DELETED_NAME : u.name;
  const label = u.deleted ? 'DELETED' : u.banned ? 'Banned' : u.title;
  return {
    userID: u.userID,
    name,
    url: `${origin}${profilePath(u.deleted ? String(u.userID) : u.name)}`,
    photoUrl: `${origin}${avatarPath(u.userID)}`,
    dateLastActive: u.dateLastActive,
    label,
    labelHtml: `<span class="userLabel">${label}</span>`,
    private: u.private === 1,
    banned: u.banned,
  };
}

/** Loads many users at once, keyed by ID. */
export function userFragments(db: Db, ids: number[], origin: string): Map<number, UserFragment> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  const out = new Map<number, UserFragment>();
  if (unique.length === 0) return out;
  const rows = db
    .prepare(`SELECT * FROM users WHERE userID IN (${unique.map(() => '?').join(',')})`)
    .all(...unique) as UserRow[];
  for (const r of rows) out.set(r.userID, userFragment(r, origin));
  return out;
}

export function countPosts(
  db: Db,
  userID: number,
): { countDiscussions: number; countComments: number } {
  const d = db
    .prepare('SELECT COUNT(*) AS n FROM discussions WHERE insertUserID = ?')
    .get(userID) as { n: number };
  const c = db.prepare('SELECT COUNT(*) AS n FROM comments WHERE insertUserID = ?').get(userID) as {
    n: number;
  };
  return { countDiscussions: d.n, countComments: c.n };
}

export function rolesOf(db: Db, userID: number): { roleID: number; name: string }[] {
  return db
    .prepare(
      'SELECT r.roleID, r.name FROM user_roles ur JOIN roles r ON r.roleID = ur.roleID WHERE ur.userID = ? ORDER BY r.roleID',
    )
    .all(userID) as { roleID: number; name: string }[];
}

export function unreadCounts(
  db: Db,
  userID: number,
): { notifications: number; conversations: number } {
  if (userID <= 0) return { notifications: 0, conversations: 0 };
  const n = db
    .prepare('SELECT COUNT(*) AS n FROM notifications WHERE userID = ? AND read = 0')
    .get(userID) as { n: number };
  const c = db
    .prepare(
      `SELECT COUNT(*) AS n FROM conversation_participants p
       WHERE p.userID = ? AND p.status = 'participating'
       AND p.countRead < (SELECT COUNT(*) FROM messages m WHERE m.conversationID = p.conversationID)`,
    )
    .get(userID) as { n: number };
  return { notifications: n.n, conversations: c.n };
}
