/** Seed accounts, named by their role so anyone can sign in without looking anything up. */
import { ROLE } from '../auth/permissionNames.ts';

export interface SeedUser {
  userID: number;
  name: string;
  roleIDs: number[];
  title: string;
  banned?: boolean;
  private?: boolean;
  deleted?: boolean;
  emailConfirmed?: boolean;
}

export const USERS: SeedUser[] = [
  { userID: 1, name: 'admin', roleIDs: [ROLE.admin], title: 'Administrator' },
  { userID: 2, name: 'moderator', roleIDs: [ROLE.moderator], title: 'Moderator' },
  { userID: 3, name: 'member', roleIDs: [ROLE.member], title: 'Member' },
  { userID: 4, name: 'member2', roleIDs: [ROLE.member], title: 'Member' },
  { userID: 5, name: 'banned-user', roleIDs: [ROLE.banned], title: 'Member', banned: true },
  { userID: 6, name: 'private-user', roleIDs: [ROLE.member], title: 'Member', private: true },
  { userID: 7, name: 'deleted-user', roleIDs: [ROLE.member], title: 'Member', deleted: true },
  { userID: 8, name: 'sam-lee', roleIDs: [ROLE.member], title: 'Regular' },
  { userID: 9, name: 'ana-garcia', roleIDs: [ROLE.member], title: 'Regular' },
  { userID: 10, name: 'kenji', roleIDs: [ROLE.member], title: 'Newcomer', emailConfirmed: false },
];

/** Users who write the seeded posts (never the banned or deleted ones, except a few old posts). */
export const AUTHORS = [1, 2, 3, 4, 6, 8, 9, 10];
