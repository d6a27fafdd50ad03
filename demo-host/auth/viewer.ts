/** Who is making the request: a signed-in user or the guest (userID 0). */
import type { Db } from '../db/database.ts';
import { ROLE } from './permissionNames.ts';

export interface UserRow {
  userID: number;
  name: string;
  email: string;
  passwordHash: string;
  title: string;
  banned: number;
  private: number;
  deleted: number;
  emailConfirmed: number;
  points: number;
  dateInserted: string;
  dateUpdated: string | null;
  dateLastActive: string | null;
}

export interface Viewer {
  userID: number;
  name: string;
  roleIDs: number[];
  isAdmin: boolean;
  banned: boolean;
  emailConfirmed: boolean;
  dateLastActive: string | null;
  sessionID: string | null;
  signedIn: boolean;
}

export const GUEST: Viewer = {
  userID: 0,
  name: 'Guest',
  roleIDs: [ROLE.guest],
  isAdmin: false,
  banned: false,
  emailConfirmed: false,
  dateLastActive: null,
  sessionID: null,
  signedIn: false,
};

export function roleIDsOf(db: Db, userID: number): number[] {
  return (
    db.prepare('SELECT roleID FROM user_roles WHERE userID = ? ORDER BY roleID').all(userID) as {
      roleID: number;
    }[]
  ).map((r) => r.roleID);
}

export function viewerFromUser(db: Db, user: UserRow, sessionID: string): Viewer {
  const roleIDs = roleIDsOf(db, user.userID);
  return {
    userID: user.userID,
    name: user.name,
    roleIDs,
    isAdmin: roleIDs.includes(ROLE.admin),
    banned: user.banned === 1,
    emailConfirmed: user.emailConfirmed === 1,
    dateLastActive: user.dateLastActive,
    sessionID,
    signedIn: true,
  };
}
