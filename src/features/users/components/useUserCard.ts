import type { ApiUser } from '../../../api/types/users';
import { selectUser } from '../usersSelectors';
import { fetchUser, type UserExpand } from '../usersThunks';
import type { Loadable } from '../../../store/loadable';
import { useLoad } from '../../../store/useLoad';

/** The card asks for the user with the reactions they received (01 §7, 02 §7). */
export const USER_CARD_EXPAND: UserExpand = 'reactionsReceived';

/** The request a card makes; hovering a trigger dispatches the same one ahead of the click. */
export function userCardRequest(userID: number): { userID: number; expand: UserExpand } {
  return { userID, expand: USER_CARD_EXPAND };
}

/**
 * `GET /users/{id}?expand[]=reactionsReceived` through the shared store. Ten cards for the same
 * user send one request, and a card opened again within five minutes is served from the store.
 * With `skip` (a preloaded user) nothing is requested.
 */
export function useUserCard(userID: number, options: { skip?: boolean } = {}): Loadable<ApiUser> {
  return useLoad(
    fetchUser,
    userCardRequest(userID),
    (state) => selectUser(state, userID, USER_CARD_EXPAND),
    { skip: options.skip === true || !(userID > 0) },
  );
}
