import { getCurrentUser, getCurrentUserCounts } from '../api/endpoints/currentUser';
import type { ApiMe } from '../api/types/users';
import { createLoadThunk } from './createLoadThunk';
import { selectMeCountsLoadable, selectMeLoadable } from './currentUserLoadables';

/** me-counts are re-fetched only when the last request is older than this (01 §4, §9: 60 s). */
export const ME_COUNTS_THRESHOLD_MS = 60 * 1000;

export interface RefetchArg {
  force?: boolean;
}

/** `GET /users/me`: the signed-in user, or the guest (userID 0). */
export const fetchCurrentUser = createLoadThunk<ApiMe, RefetchArg | void>(
  'currentUser/meRequested',
  async (_arg, { api }) => getCurrentUser(api),
  { selectLoadable: selectMeLoadable },
);

/** `GET /users/me-counts`, as a map of count name → value. */
export const fetchMeCounts = createLoadThunk<Record<string, number>, RefetchArg | void>(
  'currentUser/countsRequested',
  async (_arg, { api }) => {
    const data = await getCurrentUserCounts(api);
    const counts: Record<string, number> = {};
    for (const entry of data.counts ?? []) counts[entry.name] = entry.count;
    return counts;
  },
  {
    selectLoadable: selectMeCountsLoadable,
    freshFor: ME_COUNTS_THRESHOLD_MS,
  },
);
