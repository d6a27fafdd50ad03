import type { ApiClient } from '../apiClient';
import type { ApiNotificationPreferences } from '../types/misc';

/** `GET /notification-preferences/schema` (getNotificationPreferencesSchema): a JSON schema. */
export async function getNotificationPreferencesSchema(api: ApiClient): Promise<unknown> {
  return (await api.get<unknown>('/notification-preferences/schema')).data;
}

/** `GET /notification-preferences/{userID}` (getNotificationPreferences). */
export async function getNotificationPreferences(
  api: ApiClient,
  userID: number,
): Promise<ApiNotificationPreferences> {
  return (await api.get<ApiNotificationPreferences>(`/notification-preferences/${userID}`)).data;
}

/** `PATCH /notification-preferences/{userID}` (patchNotificationPreferences). */
export async function patchNotificationPreferences(
  api: ApiClient,
  userID: number,
  preferences: ApiNotificationPreferences,
): Promise<ApiNotificationPreferences> {
  return (
    await api.patch<ApiNotificationPreferences>(`/notification-preferences/${userID}`, preferences)
  ).data;
}
