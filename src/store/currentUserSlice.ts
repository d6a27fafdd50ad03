import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { apiGetCurrentUser, apiGetCurrentUserCounts } from '@/api/endpoints/currentUser';
import type { ApiMe } from '@/api/types/users';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { selectIsSignedIn } from '@/permissions/permissionsSlice';
import { bootstrapPreloaded } from './bootstrapSlice';
import { createLoadThunk, trackLoadable } from './createLoadThunk';
import { type Loadable, LoadStatus, pendingLoadable } from './loadable';
import type { RootState } from './storeTypes';

/*
 * The current user in one module: the thunks, then the slice, then the selectors. A thunk's
 * `condition` reads the slice's state through the store's `RootState` type only.
 */

/** me-counts are re-fetched only when the last request is older than this (01 §4, §9: 60 s). */
export const ME_COUNTS_THRESHOLD_MS = 60 * 1000;

export interface RefetchArg {
  force?: boolean;
}

/** `GET /users/me`: the signed-in user, or the guest (userID 0). */
export const fetchCurrentUser = createLoadThunk<ApiMe, RefetchArg | void>(
  'currentUser/meRequested',
  async (_arg, { api }) => apiGetCurrentUser(api),
  { selectLoadable: (state) => state.currentUser.me, failureToast: false },
);

/** `GET /users/me-counts`, as a map of count name → value. */
export const fetchMeCounts = createLoadThunk<Record<string, number>, RefetchArg | void>(
  'currentUser/countsRequested',
  async (_arg, { api }) => {
    const data = await apiGetCurrentUserCounts(api);
    const counts: Record<string, number> = {};
    for (const entry of data.counts ?? []) counts[entry.name] = entry.count;
    return counts;
  },
  {
    selectLoadable: (state) => state.currentUser.counts,
    freshFor: ME_COUNTS_THRESHOLD_MS,
    failureToast: false,
  },
);

/** The two unread counts, named as `GET /users/me-counts` names them. */
export interface UnreadCounts {
  UnreadNotifications: number;
  UnreadConversations: number;
}

export interface CurrentUserState {
  me: Loadable<ApiMe>;
  counts: Loadable<Record<string, number>>;
}

export const GUEST_USER_ID = 0;

/** The unread counts a bootstrap user carries, named as `GET /users/me-counts` names them. */
function seedCounts(user: BootstrapConfig['currentUser']): Record<string, number> | undefined {
  if (!user || user.userID === GUEST_USER_ID) return undefined;
  const counts: Record<string, number> = {};
  if (user.countUnreadNotifications !== undefined) {
    counts.UnreadNotifications = user.countUnreadNotifications;
  }
  if (user.countUnreadConversations !== undefined) {
    counts.UnreadConversations = user.countUnreadConversations;
  }
  return Object.keys(counts).length > 0 ? counts : undefined;
}

/**
 * The state the bootstrap JSON gives: a SUCCESS `me` when the page names its user, and its
 * unread counts as the last me-counts request, so they are re-fetched 60 s after the page
 * was rendered (01 §4), not at once.
 */
export function seedCurrentUser(
  config: BootstrapConfig,
  now: number = Date.now(),
): CurrentUserState {
  const user = config.currentUser;
  const counts = seedCounts(user);
  return {
    me: user
      ? { status: LoadStatus.SUCCESS, data: { ...user }, fetchedAt: now }
      : pendingLoadable(),
    counts: counts
      ? { status: LoadStatus.SUCCESS, data: counts, fetchedAt: now }
      : pendingLoadable(),
  };
}

/**
 * The current user, registered statically because every widget's first paint needs it.
 * `GET /users/me` and `GET /users/me-counts` fill it.
 */
export const currentUserSlice = createSlice({
  name: 'currentUser',
  initialState: seedCurrentUser({}),
  reducers: {
    /** Another feature learned the unread notification count, e.g. after "mark all read". */
    unreadNotificationsCounted(state, action: PayloadAction<number>) {
      if (state.me.data) state.me.data.countUnreadNotifications = action.payload;
      if (state.counts.data) state.counts.data.UnreadNotifications = action.payload;
    },
    /**
     * The live stream's `counts` event (issue 36): both unread counts, as fresh as a
     * `GET /users/me-counts` answer, so the 60 s refresh skips its next request.
     */
    unreadCountsReceived: {
      reducer(state, action: PayloadAction<{ counts: UnreadCounts; at: number }>) {
        const { counts, at } = action.payload;
        if (state.me.data) {
          state.me.data.countUnreadNotifications = counts.UnreadNotifications;
          state.me.data.countUnreadConversations = counts.UnreadConversations;
        }
        state.counts = {
          status: LoadStatus.SUCCESS,
          data: { ...state.counts.data, ...counts },
          fetchedAt: at,
        };
      },
      prepare: (counts: UnreadCounts) => ({ payload: { counts, at: Date.now() } }),
    },
  },
  extraReducers: (builder) => {
    builder.addCase(bootstrapPreloaded, (_state, { payload }) =>
      seedCurrentUser(payload.config, payload.fetchedAt),
    );
    builder.addCase(fetchMeCounts.fulfilled, (state, action) => {
      const counts = action.payload;
      if (state.me.data) {
        if (counts.UnreadNotifications !== undefined) {
          state.me.data.countUnreadNotifications = counts.UnreadNotifications;
        }
        if (counts.UnreadConversations !== undefined) {
          state.me.data.countUnreadConversations = counts.UnreadConversations;
        }
      }
    });
    trackLoadable(builder, fetchCurrentUser, { slot: (state) => state.me });
    trackLoadable(builder, fetchMeCounts, { slot: (state) => state.counts });
  },
});

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
