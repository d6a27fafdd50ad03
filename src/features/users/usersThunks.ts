import * as usersApi from '../../api/endpoints/users';
import type { ApiUser, ApiUserPatch, ApiUserPost } from '../../api/types/users';
import { createLoadThunk } from '../../store/createLoadThunk';
import { selectUserLoadable, selectUserSaveLoadable } from './usersLoadables';

/**
 * Expand variants of `GET /users/{id}` (01 §7): none, `all` (`?expand[]=all`, the user
 * card) or `reactionsReceived`.
 */
export type UserExpand = 'none' | 'all' | 'reactionsReceived';

export interface UserArg {
  userID: number;
  expand?: UserExpand;
  force?: boolean;
}

/** `12:all` — one cache entry per user and expand variant. */
export function userKey(arg: { userID: number; expand?: UserExpand }): string {
  return `${arg.userID}:${arg.expand ?? 'none'}`;
}

/** `GET /users/{id}` with the expand variant. A 404 is stored as ERROR with status 404. */
export const fetchUser = createLoadThunk<ApiUser, UserArg>(
  'users/userRequested',
  async ({ userID, expand = 'none' }, { api }) => {
    return usersApi.getUser(api, userID, expand === 'none' ? undefined : { expand: [expand] });
  },
  { selectLoadable: (state, arg) => selectUserLoadable(state, userKey(arg)) },
);

/** `POST /users`. */
export const createUser = createLoadThunk<ApiUser, ApiUserPost>(
  'users/userCreated',
  async (body, { api }) => usersApi.createUser(api, body),
  { selectLoadable: (state) => selectUserSaveLoadable(state, 'create'), freshFor: 0 },
);

/** `PATCH /users/{id}`; field errors come back grouped by field. */
export const patchUser = createLoadThunk<ApiUser, { userID: number; patch: ApiUserPatch }>(
  'users/userPatched',
  async ({ userID, patch }, { api }) => usersApi.patchUser(api, userID, patch),
  {
    selectLoadable: (state, arg) => selectUserSaveLoadable(state, `patch:${arg.userID}`),
    freshFor: 0,
  },
);
