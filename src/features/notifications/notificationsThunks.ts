import * as notificationsApi from '../../api/endpoints/notifications';
import { type Paging, parsePaging } from '../../api/paging';
import type { ApiNotification } from '../../api/types/misc';
import { createLoadThunk } from '../../store/createLoadThunk';
import { stableHash } from '../../store/loadable';
import { expectList } from '../../api/expectList';
import { selectNotificationsState as slice } from './notificationsLoadables';

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
  async ({ notificationID }, { api }) => notificationsApi.getNotification(api, notificationID),
  { selectLoadable: (state, arg) => slice(state)?.byID[String(arg.notificationID)] },
);

/** `GET /notifications`, with paging from the headers. */
export const fetchNotifications = createLoadThunk<
  { notifications: ApiNotification[]; paging: Paging },
  NotificationsListArg | void
>(
  'notifications/listRequested',
  async (arg, { api }) => {
    const { force: _force, ...params } = arg ?? {};
    const response = await notificationsApi.listNotifications(api, params);
    return {
      notifications: expectList<ApiNotification>(response.data),
      paging: parsePaging(response.headers),
    };
  },
  { selectLoadable: (state, arg) => slice(state)?.lists[notificationsListKey(arg ?? {})] },
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
    await notificationsApi.markNotificationRead(api, notificationID, { keepalive: leavingPage });
  },
  {
    selectLoadable: (state, arg) => slice(state)?.saves[`read:${arg.notificationID}`],
    freshFor: 0,
  },
);

/** `PATCH /notifications` with `{ read: true }`: every notification read, unread count 0. */
export const markAllNotificationsRead = createLoadThunk<void, void>(
  'notifications/allMarkedRead',
  async (_arg, { api }) => {
    await notificationsApi.markAllNotificationsRead(api);
  },
  { selectLoadable: (state) => slice(state)?.saves.all, freshFor: 0 },
);
