import type { ApiMe } from '../api/types/users';
import { selectIsSignedIn } from '../permissions/permissionsSlice';
import { GUEST_USER_ID } from './currentUserSlice';
import { type Loadable, LoadStatus } from './loadable';
import type { RootState } from './store';

/** `GET /users/me` as a Loadable (SUCCESS from the bootstrap JSON on most pages). */
export const selectCurrentUserLoadable = (state: RootState): Loadable<ApiMe> =>
  state.currentUser.me;

export const selectCurrentUser = (state: RootState): ApiMe | undefined => state.currentUser.me.data;

const SESSION_VALID = 'session.valid';

/**
 * Members hold `session.valid`; guests (userID 0) do not (01 §6, 02 §6). The permissions
 * decide once they are known (the bootstrap JSON or `/users/$me/permissions`), else the
 * global permission list of `/users/me`; with neither, userID 0 (or no user yet) is a guest.
 */
export const selectIsGuest = (state: RootState): boolean => {
  const permissions = state.permissions;
  if (permissions.status === LoadStatus.SUCCESS && permissions.data)
    return !selectIsSignedIn(state);
  const me = state.currentUser.me.data;
  if (me?.isAdmin === true) return false;
  if (me?.permissions) return !me.permissions.includes(SESSION_VALID);
  return (me?.userID ?? GUEST_USER_ID) === GUEST_USER_ID;
};

/** `GET /users/me-counts` as a map, e.g. `UnreadNotifications`. */
export const selectMeCounts = (state: RootState): Loadable<Record<string, number>> =>
  state.currentUser.counts;
