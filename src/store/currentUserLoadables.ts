import type { ApiMe } from '../api/types/users';
import type { Loadable } from './loadable';
import type { RootState } from './storeTypes';

/**
 * The current user's loads as the currentUser slice keeps them, for the thunks' `condition`.
 * This file imports neither slice nor thunks, so no import cycle.
 */
export const selectMeLoadable = (state: RootState): Loadable<ApiMe> | undefined =>
  state.currentUser.me;

export const selectMeCountsLoadable = (
  state: RootState,
): Loadable<Record<string, number>> | undefined => state.currentUser.counts;
