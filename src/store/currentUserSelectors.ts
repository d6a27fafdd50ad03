import type { ApiMe } from '../api/types/users';
import { GUEST_USER_ID } from './currentUserSlice';
import type { Loadable } from './loadable';
import type { RootState } from './store';

/** `GET /users/me` as a Loadable (SUCCESS from the bootstrap JSON on most pages). */
export const selectCurrentUserLoadable = (state: RootState): Loadable<ApiMe> =>
  state.currentUser.me;

export const selectCurrentUser = (state: RootState): ApiMe | undefined => state.currentUser.me.data;

/** The guest is userID 0; an unknown user counts as a guest too. */
export const selectIsGuest = (state: RootState): boolean =>
  (state.currentUser.me.data?.userID ?? GUEST_USER_ID) === GUEST_USER_ID;

/** `GET /users/me-counts` as a map, e.g. `UnreadNotifications`. */
export const selectMeCounts = (state: RootState): Loadable<Record<string, number>> =>
  state.currentUser.counts;
