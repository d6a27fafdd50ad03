import type { ApiClient } from '../apiClient';
import type {
  ApiUser,
  ApiUserFragment,
  ApiUserPatch,
  ApiUserPost,
  ApiUserQuery,
  ApiUsersByNamesQuery,
} from '../types/users';

/** `GET /users/{userID}` (getUser), with an optional `expand[]`. */
export async function getUser(
  api: ApiClient,
  userID: number,
  query?: ApiUserQuery,
): Promise<ApiUser> {
  return (await api.get<ApiUser>(`/users/${userID}`, { params: query })).data;
}

/** `POST /users` (createUser). */
export async function createUser(api: ApiClient, body: ApiUserPost): Promise<ApiUser> {
  return (await api.post<ApiUser>('/users', body)).data;
}

/** `PATCH /users/{userID}` (patchUser). */
export async function patchUser(
  api: ApiClient,
  userID: number,
  patch: ApiUserPatch,
): Promise<ApiUser> {
  return (await api.patch<ApiUser>(`/users/${userID}`, patch)).data;
}

/** `GET /users/by-names` (findUsersByName): the mention suggestions for a typed prefix. */
export async function findUsersByName(
  api: ApiClient,
  query: ApiUsersByNamesQuery,
  signal?: AbortSignal,
): Promise<ApiUserFragment[]> {
  return (await api.get<ApiUserFragment[]>('/users/by-names', { params: query, signal })).data;
}
