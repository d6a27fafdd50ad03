import type { Loadable } from '../../store/loadable';
import type { RootState } from '../../store/store';

/*
 * Where the users slice keeps each request's Loadable, for the thunks' `condition`. This
 * module imports neither the slice nor the thunks (the slice imports the thunks), so the
 * thunks read the state through it without an import cycle. Undefined until the slice is
 * injected; widgets read `usersSelectors.ts` instead.
 */

/** `GET /users/{id}` by `userKey(arg)`. */
export const selectUserLoadable = (state: RootState, key: string): Loadable<number> | undefined =>
  state.users?.byID[key];

/** `create`, or `patch:{userID}`. */
export const selectUserSaveLoadable = (
  state: RootState,
  key: string,
): Loadable<number> | undefined => state.users?.saves[key];
