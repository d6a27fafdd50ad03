import type { ApiClient } from '../apiClient';
import type { ApiCategory, ApiNotificationPreferences } from '../types/misc';

/** `GET /notification-preferences/schema` (getNotificationPreferencesSchema): a JSON schema. */
export async function apiGetNotificationPreferencesSchema(api: ApiClient): Promise<unknown> {
  return (await api.get<unknown>('/notification-preferences/schema')).data;
}

/** `GET /notification-preferences/{userID}` (getNotificationPreferences). */
export async function apiGetNotificationPreferences(
  api: ApiClient,
  userID: number,
): Promise<ApiNotificationPreferences> {
  return (await api.get<ApiNotificationPreferences>(`/notification-preferences/${userID}`)).data;
}

/** `PATCH /notification-preferences/{userID}` (patchNotificationPreferences). */
export async function apiPatchNotificationPreferences(
  api: ApiClient,
  userID: number,
  preferences: ApiNotificationPreferences,
): Promise<ApiNotificationPreferences> {
  return (
    await api.patch<ApiNotificationPreferences>(`/notification-preferences/${userID}`, preferences)
  ).data;
}

/**
 * `GET /categories?followed=true&expand=preferences` (listCategories): the categories the
 * signed-in user follows, each with its preferences map, for the followed-content page.
 */
export async function apiGetFollowedCategories(
  api: ApiClient,
  limit: number,
): Promise<ApiCategory[]> {
  return (
    await api.get<ApiCategory[]>('/categories', {
      params: { followed: true, expand: ['preferences'], limit },
    })
  ).data;
}
