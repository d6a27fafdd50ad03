/** Wire types for users, named as the OpenAPI names their fields (users.yml, schemas.yml). */

export interface ApiUserFragment {
  userID: number;
  name: string;
  url?: string;
  photoUrl?: string | null;
  dateLastActive?: string | null;
  label?: string;
  labelHtml?: string;
  private?: boolean;
  banned?: number;
}

export interface ApiRoleFragment {
  roleID: number;
  name: string;
}

/** `GET /users/me`. The guest is userID 0. */
export interface ApiMe extends ApiUserFragment {
  email?: string;
  isAdmin?: boolean;
  isSysAdmin?: boolean;
  roleIDs?: number[];
  emailConfirmed?: boolean;
  permissions?: string[];
  countUnreadNotifications?: number;
  countUnreadConversations?: number;
}

/** `GET /users/me-counts`. */
export interface ApiMeCounts {
  counts: Array<{ name: string; count: number }>;
}

export interface ApiReactionReceived {
  tagID: number;
  urlcode: string;
  name: string;
  class?: string;
  count: number;
}

/** `GET /users/{id}` (with `expand`). */
export interface ApiUser extends ApiUserFragment {
  email?: string;
  roles?: ApiRoleFragment[];
  dateInserted?: string;
  dateUpdated?: string | null;
  points?: number;
  emailConfirmed?: boolean;
  hidden?: boolean;
  title?: string;
  countDiscussions?: number;
  countComments?: number;
  rank?: { rankID: number; name: string; userTitle?: string };
  reactionsReceived?: ApiReactionReceived[];
  signature?: { body: string; format?: string };
}

/** `POST /users` body. */
export interface ApiUserPost {
  name: string;
  email: string;
  password?: string;
  roleID?: number[];
  emailConfirmed?: boolean;
  bypassSpam?: boolean;
  showEmail?: boolean;
  private?: boolean;
  sendWelcomeEmail?: boolean;
  photo?: string | null;
}

/** `PATCH /users/{id}` body. */
export type ApiUserPatch = Partial<ApiUserPost> & { banned?: boolean };

/** `GET /users/$me/permissions?expand=junctions`. */
export interface ApiPermissionEntry {
  type: string;
  id: number | null;
  permissions: Record<string, boolean>;
}

export interface ApiPermissions {
  isAdmin?: boolean;
  isSysAdmin?: boolean;
  permissions: ApiPermissionEntry[];
  junctions?: Record<string, number[]>;
  junctionAliases?: Record<string, Record<string, number>>;
}

/** `GET /users/{id}` query: no expand, `['all']` (the user card) or `['reactionsReceived']`. */
export interface ApiUserQuery {
  expand?: string[];
}

/** `GET /users/by-names` query (mention suggestions). */
export interface ApiUsersByNamesQuery {
  /** The typed text followed by the `*` wildcard, e.g. `mem*`. */
  name: string;
  siteSectionID?: string | number;
  order?: 'mention' | 'name' | 'dateLastActive' | 'countComments';
  limit?: number;
}
