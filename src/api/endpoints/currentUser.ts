import type { ApiClient } from '../apiClient';
import type { ApiMe, ApiMeCounts, ApiPermissions } from '../types/users';

/**
 * The signed-in user's own calls (operations of api/openapi.yaml). They are the ones the
 * runtime chunk needs for the first paint, so they stay apart from `users.ts`.
 */

/** `GET /users/me` (getCurrentUser): the signed-in user, or the guest (userID 0). */
export async function apiGetCurrentUser(api: ApiClient): Promise<ApiMe> {
  return (await api.get<ApiMe>('/users/me')).data;
}

/** `GET /users/me-counts` (getCurrentUserCounts). */
export async function apiGetCurrentUserCounts(api: ApiClient): Promise<ApiMeCounts> {
  return (await api.get<ApiMeCounts>('/users/me-counts')).data;
}

/** `GET /users/$me/permissions?expand=junctions` (getCurrentUserPermissions). */
export async function apiGetCurrentUserPermissions(api: ApiClient): Promise<ApiPermissions> {
  return (
    await api.get<ApiPermissions>('/users/$me/permissions', { params: { expand: 'junctions' } })
  ).data;
}
