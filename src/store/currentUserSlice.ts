import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiMe } from '../api/types/users';
import type { BootstrapConfig } from '../api/types/bootstrap';
import { bootstrapPreloaded } from './bootstrapSlice';
import { trackLoadable } from './createLoadThunk';
import { fetchCurrentUser, fetchMeCounts } from './currentUserThunks';
import { type Loadable, LoadStatus, pendingLoadable } from './loadable';

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
