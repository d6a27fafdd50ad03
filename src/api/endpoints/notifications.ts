import type { ApiClient, ApiResponse } from '../apiClient';
import type { ApiNotification, ApiPageQuery } from '../types/misc';

/** `GET /notifications` (listNotifications). The whole response: its headers carry the paging. */
export async function listNotifications(
  api: ApiClient,
  query?: ApiPageQuery,
): Promise<ApiResponse<ApiNotification[]>> {
  return api.get<ApiNotification[]>('/notifications', { params: query });
}

/** `GET /notifications/{notificationID}` (getNotification). */
export async function getNotification(
  api: ApiClient,
  notificationID: number,
): Promise<ApiNotification> {
  return (await api.get<ApiNotification>(`/notifications/${notificationID}`)).data;
}

/**
 * `PATCH /notifications/{notificationID}` with `{ read: true }` (markNotificationRead). With
 * `keepalive` the call is a keepalive fetch, which the browser still
 * delivers after the page is left.
 */
export async function markNotificationRead(
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
export async function markAllNotificationsRead(api: ApiClient): Promise<void> {
  await api.patch('/notifications', { read: true });
}
