import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type WithSlice,
} from '@reduxjs/toolkit';
import {
  apiGetNotification,
  apiGetNotifications,
  apiPatchNotificationRead,
  apiPatchNotificationsRead,
} from '@/api/endpoints/notifications';
import { expectList } from '@/api/expectList';
import { type Paging, parsePaging } from '@/api/paging';
import type { ApiNotification } from '@/api/types/misc';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import { currentUserSlice } from '@/store/currentUserSlice';
import { startAppListening } from '@/store/listenerMiddleware';
import { type Loadable, type LoadableMap, pendingLoadable, stableHash } from '@/store/loadable';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';

/**
 * One toast for a failed "mark read": a second failure replaces it instead of stacking. A
 * failed "mark read" changes nothing locally (the list and count only change once the server
 * agrees), so the toast says so, until dismissed (03 §8).
 */
export const MARK_READ_FAILED_TOAST_ID = 'notifications-mark-read-failed';

/** The keys of `saves`: `all` (mark all read), and `read:{notificationID}` per notification. */
export type NotificationSaveKey = 'all' | `read:${number}`;

// The thunks' `condition` reads the state directly: undefined until the slice is injected
// (which this module does as it loads, before any thunk can run).
const saveOf = (state: RootState, key: NotificationSaveKey): Loadable<void> | undefined =>
  state.notifications?.saves[key];

export interface NotificationsListArg {
  page?: number;
  limit?: number;
  force?: boolean;
}

export function notificationsListKey({ force: _force, ...params }: NotificationsListArg): string {
  return stableHash(params);
}

/** `GET /notifications/{id}`. */
export const fetchNotification = createLoadThunk<
  ApiNotification,
  { notificationID: number; force?: boolean }
>(
  'notifications/notificationRequested',
  async ({ notificationID }, { api }) => apiGetNotification(api, notificationID),
  {
    selectLoadable: (state, arg) => state.notifications?.byID[String(arg.notificationID)],
    failureToast: false,
  },
);

/** `GET /notifications`, with paging from the headers. */
export const fetchNotifications = createLoadThunk<
  { notifications: ApiNotification[]; paging: Paging },
  NotificationsListArg | void
>(
  'notifications/listRequested',
  async (arg, { api }) => {
    const { force: _force, ...params } = arg ?? {};
    const response = await apiGetNotifications(api, params);
    return {
      notifications: expectList<ApiNotification>(response.data),
      paging: parsePaging(response.headers),
    };
  },
  {
    selectLoadable: (state, arg) => state.notifications?.lists[notificationsListKey(arg ?? {})],
    failureToast: false,
  },
);

/**
 * `PATCH /notifications/{id}` with `{ read: true }`. With `leavingPage` (a click on the
 * notification's own link, which navigates at once) the call is a keepalive fetch
 * (`RequestConfig.keepalive`), so the browser still delivers it after the page is gone instead of
 * cancelling it.
 */
export const markNotificationRead = createLoadThunk<
  void,
  { notificationID: number; leavingPage?: boolean }
>(
  'notifications/notificationMarkedRead',
  async ({ notificationID, leavingPage }, { api }) => {
    await apiPatchNotificationRead(api, notificationID, {
      keepalive: leavingPage,
    });
  },
  {
    selectLoadable: (state, arg) => saveOf(state, `read:${arg.notificationID}`),
    freshFor: 0,
    failureToast: { toastID: MARK_READ_FAILED_TOAST_ID },
  },
);

/** `PATCH /notifications` with `{ read: true }`: every notification read, unread count 0. */
export const markAllNotificationsRead = createLoadThunk<void, void>(
  'notifications/allMarkedRead',
  async (_arg, { api }) => {
    await apiPatchNotificationsRead(api);
  },
  {
    selectLoadable: (state) => saveOf(state, 'all'),
    freshFor: 0,
    failureToast: { toastID: MARK_READ_FAILED_TOAST_ID },
  },
);

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
      key: (arg): NotificationSaveKey => `read:${arg.notificationID}`,
    });
    trackLoadable(builder, markAllNotificationsRead, {
      map: (state) => state.saves,
      key: (): NotificationSaveKey => 'all',
    });
  },
});

declare module '@/store/rootReducer' {
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
/** When each "mark read" call started, by request, until it settles. */
const markStartedAt = new Map<string, number>();
startAppListening({
  actionCreator: markNotificationRead.pending,
  effect: (action) => void markStartedAt.set(action.meta.requestId, Date.now()),
});
startAppListening({
  actionCreator: markNotificationRead.rejected,
  effect: (action) => void markStartedAt.delete(action.meta.requestId),
});
startAppListening({
  actionCreator: markNotificationRead.fulfilled,
  effect: (_action, api) => {
    const started = markStartedAt.get(_action.meta.requestId);
    markStartedAt.delete(_action.meta.requestId);
    // A count the server sent after the call started (a live `counts` event, issue 36) already
    // holds this read: lowering it again would count the notification twice.
    const countedAt = api.getState().currentUser.counts.fetchedAt;
    if (started !== undefined && countedAt !== undefined && countedAt >= started) return;
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
