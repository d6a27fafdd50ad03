import type { ApiClient, ApiResponse } from '../apiClient';
import { expectRecord } from '../expectRecord';
import type { ApiNotification, ApiPageQuery } from '../types/misc';

/** `GET /notifications` (listNotifications). The whole response: its headers carry the paging. */
export async function apiGetNotifications(
  api: ApiClient,
  query?: ApiPageQuery,
): Promise<ApiResponse<ApiNotification[]>> {
  return api.get<ApiNotification[]>('/notifications', { params: query });
}

/** `GET /notifications/{notificationID}` (getNotification). */
export async function apiGetNotification(
  api: ApiClient,
  notificationID: number,
): Promise<ApiNotification> {
  // A 408 counts as success (01 §7) but holds an error object, no notification.
  return expectRecord<ApiNotification>((await api.get(`/notifications/${notificationID}`)).data, {
    notificationID: 'number',
  });
}

/**
 * `PATCH /notifications/{notificationID}` with `{ read: true }` (markNotificationRead). With
 * `keepalive` the call is a keepalive fetch, which the browser still
 * delivers after the page is left.
 */
export async function apiPatchNotificationRead(
  api: ApiClient,
  notificationID: number,
  options: { keepalive?: boolean } = {},
): Promise<void> {
  await api.patch(
    `/notifications/${notificationID}`,
    { read: true },
    options.keepalive ? { keepalive: true } : undefined,
  );
}

/** `PATCH /notifications` with `{ read: true }` (markAllNotificationsRead). */
export async function apiPatchNotificationsRead(api: ApiClient): Promise<void> {
  await api.patch('/notifications', { read: true });
}
