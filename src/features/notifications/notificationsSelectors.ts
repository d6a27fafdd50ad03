import { createSelector } from '@reduxjs/toolkit';
import type { Paging } from '../../api/paging';
import type { ApiNotification } from '../../api/types/misc';
import { type Loadable, pendingLoadable } from '../../store/loadable';
import type { RootState } from '../../store/store';
import { injectedNotificationsSlice, notificationsAdapter } from './notificationsSlice';
import { type NotificationsListArg, notificationsListKey } from './notificationsThunks';

export const selectNotificationsState = (state: RootState) =>
  injectedNotificationsSlice.selectSlice(state);

const entities = notificationsAdapter.getSelectors(selectNotificationsState);

export const selectNotificationByID = (state: RootState, id: number): ApiNotification | undefined =>
  entities.selectById(state, id);

export const selectNotificationList = createSelector(
  [
    (state: RootState, params: NotificationsListArg = {}) =>
      selectNotificationsState(state).lists[notificationsListKey(params)],
    (state: RootState) => selectNotificationsState(state).entities,
  ],
  (loadable, all): Loadable<{ notifications: ApiNotification[]; paging: Paging }> => {
    if (!loadable) return pendingLoadable();
    const { data, ...rest } = loadable;
    if (!data) return rest;
    const notifications = data.ids.map((id) => all[id]).filter((n): n is ApiNotification => !!n);
    return { ...rest, data: { notifications, paging: data.paging } };
  },
);

/** The unread count: the current user's, kept in step with "mark read". */
export const selectUnreadNotificationCount = (state: RootState): number =>
  state.currentUser.me.data?.countUnreadNotifications ?? 0;
