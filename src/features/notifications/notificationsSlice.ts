import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { Paging } from '../../api/paging';
import type { ApiNotification } from '../../api/types/misc';
import { trackLoadable } from '../../store/createLoadThunk';
import { currentUserSlice } from '../../store/currentUserSlice';
import { startAppListening } from '../../store/listenerMiddleware';
import type { LoadableMap } from '../../store/loadable';
import { rootReducer } from '../../store/rootReducer';
import { toastOnFailure } from '../../store/failureToasts';
import {
  fetchNotification,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsListKey,
} from './notificationsThunks';

export interface NotificationsState extends EntityState<ApiNotification, number> {
  byID: LoadableMap<number>;
  lists: LoadableMap<{ ids: number[]; paging: Paging }>;
  saves: LoadableMap<void>;
}

export const notificationsAdapter = createEntityAdapter({
  selectId: (notification: ApiNotification) => notification.notificationID,
});

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: notificationsAdapter.getInitialState({
    byID: {},
    lists: {},
    saves: {},
  }) as NotificationsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchNotification.fulfilled, (state, { payload }) => {
        notificationsAdapter.upsertOne(state, payload);
      })
      .addCase(fetchNotifications.fulfilled, (state, { payload }) => {
        notificationsAdapter.upsertMany(state, payload.notifications);
      })
      .addCase(markNotificationRead.fulfilled, (state, { meta }) => {
        notificationsAdapter.updateOne(state, {
          id: meta.arg.notificationID,
          changes: { read: true },
        });
      })
      .addCase(markAllNotificationsRead.fulfilled, (state) => {
        for (const notification of Object.values(state.entities)) notification.read = true;
      });
    trackLoadable(builder, fetchNotification, {
      map: (state) => state.byID,
      key: (arg) => String(arg.notificationID),
      data: (payload) => payload.notificationID,
    });
    trackLoadable(builder, fetchNotifications, {
      map: (state) => state.lists,
      key: (arg) => notificationsListKey(arg ?? {}),
      data: (payload) => ({
        ids: payload.notifications.map((n) => n.notificationID),
        paging: payload.paging,
      }),
    });
    trackLoadable(builder, markNotificationRead, {
      map: (state) => state.saves,
      key: (arg) => `read:${arg.notificationID}`,
    });
    trackLoadable(builder, markAllNotificationsRead, {
      map: (state) => state.saves,
      key: () => 'all',
    });
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof notificationsSlice> {}
}

export const injectedNotificationsSlice = notificationsSlice.injectInto(rootReducer);

// The unread count lives with the current user; keep it in step (01 §4).
startAppListening({
  actionCreator: markAllNotificationsRead.fulfilled,
  effect: (_action, api) => {
    api.dispatch(currentUserSlice.actions.unreadNotificationsCounted(0));
  },
});
startAppListening({
  actionCreator: markNotificationRead.fulfilled,
  effect: (_action, api) => {
    const count = api.getState().currentUser.me.data?.countUnreadNotifications;
    const was = api.getOriginalState().notifications?.entities;
    const wasUnread = was
      ? Object.values(was).some(
          (n) => n.notificationID === _action.meta.arg.notificationID && !n.read,
        )
      : false;
    if (count !== undefined && wasUnread) {
      api.dispatch(currentUserSlice.actions.unreadNotificationsCounted(Math.max(0, count - 1)));
    }
  },
});

/** One toast for a failed "mark read": a second failure replaces it instead of stacking. */
export const MARK_READ_FAILED_TOAST_ID = 'notifications-mark-read-failed';

// A failed "mark read" changes nothing locally (the list and count only change once the
// server agrees), so say so, until dismissed (03 §8).
toastOnFailure([markAllNotificationsRead, markNotificationRead], {
  toastID: MARK_READ_FAILED_TOAST_ID,
});
