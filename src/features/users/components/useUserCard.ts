import {
  fetchUser,
  selectPreloadedUser,
  selectUser,
  type UserExpand,
  userPreloaded,
} from '../usersSlice';
import { useAppSelector } from '@/store/hooks';
import { type Loadable, LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import { usePreloaded } from '@/store/usePreloaded';
import type { CardUser } from './userCardModel';

/** The card asks for the user with the reactions they received (01 §7, 02 §7). */
export const USER_CARD_EXPAND: UserExpand = 'reactionsReceived';

/** The request a card makes; hovering a trigger dispatches the same one ahead of the click. */
export function userCardRequest(userID: number): { userID: number; expand: UserExpand } {
  return { userID, expand: USER_CARD_EXPAND };
}

/** A card with no user ID at all shows the "not found" card. */
const NOT_FOUND: Loadable<CardUser> = Object.freeze({
  status: LoadStatus.ERROR,
  error: { message: 'Not found', status: 404 },
});

/**
 * The user a card shows. A user the page already has (`preloaded`) enters the store once as
 * `users/preloaded` and nothing is requested. Otherwise `GET /users/{id}?expand[]=
 * reactionsReceived` through the shared store: ten cards for the same user send one request,
 * and a card opened again within five minutes is served from the store.
 */
export function useUserCard(userID: number, preloaded?: CardUser): Loadable<CardUser> {
  usePreloaded(() => (preloaded ? userPreloaded(preloaded) : undefined));
  const loaded = useLoad(
    fetchUser,
    userCardRequest(userID),
    (state) => selectUser(state, userID, USER_CARD_EXPAND),
    { skip: preloaded !== undefined || !(userID > 0) },
  );
  const fromPage = useAppSelector((state) => selectPreloadedUser(state, userID));
  if (preloaded) return fromPage;
  return userID > 0 ? loaded : NOT_FOUND;
}
