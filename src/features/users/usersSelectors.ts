import { createSelector } from '@reduxjs/toolkit';
import type { ApiUser } from '../../api/types/users';
import { type Loadable, pendingLoadable } from '../../store/loadable';
import type { RootState } from '../../store/store';
import { injectedUsersSlice, usersAdapter } from './usersSlice';
import { type UserExpand, userKey } from './usersThunks';

export const selectUsersState = (state: RootState) => injectedUsersSlice.selectSlice(state);

const entities = usersAdapter.getSelectors(selectUsersState);

export const selectUserByID = (state: RootState, userID: number): ApiUser | undefined =>
  entities.selectById(state, userID);

/** `GET /users/{id}` (with `expand`) as a Loadable of the user. */
export const selectUser = createSelector(
  [
    (state: RootState, userID: number, expand: UserExpand = 'none') =>
      selectUsersState(state).byID[userKey({ userID, expand })],
    (state: RootState, userID: number) => selectUserByID(state, userID),
  ],
  (loadable, user): Loadable<ApiUser> =>
    loadable ? { ...loadable, data: user } : pendingLoadable(),
);

/** A user the page already has (`users/preloaded`), as SUCCESS; PENDING when it has none. */
export const selectPreloadedUser = (state: RootState, userID: number): Loadable<ApiUser> =>
  selectUsersState(state).preloaded[String(userID)] ?? pendingLoadable();

/** The state of `createUser` or `patchUser(userID)`. */
export const selectUserSave = (state: RootState, key: 'create' | number): Loadable<number> =>
  selectUsersState(state).saves[key === 'create' ? key : `patch:${key}`] ?? pendingLoadable();
