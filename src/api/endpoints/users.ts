import type { ApiClient } from '../apiClient';
import { expectRecord, type RecordShape } from '../expectRecord';
import type {
  ApiUser,
  ApiUserFragment,
  ApiUserPatch,
  ApiUserPost,
  ApiUserQuery,
  ApiUsersByNamesQuery,
} from '../types/users';

/** What makes an answer a user: a 408 (a success, 01 §7) holds an error object instead. */
const USER: RecordShape = { userID: 'number' };

/** `GET /users/{userID}` (getUser), with an optional `expand[]`. */
export async function apiGetUser(
  api: ApiClient,
  userID: number,
  query?: ApiUserQuery,
): Promise<ApiUser> {
  return expectRecord<ApiUser>((await api.get(`/users/${userID}`, { params: query })).data, USER);
}

/** `POST /users` (createUser). */
export async function apiPostUser(api: ApiClient, body: ApiUserPost): Promise<ApiUser> {
  return expectRecord<ApiUser>((await api.post('/users', body)).data, USER);
}

/** `PATCH /users/{userID}` (patchUser). */
export async function apiPatchUser(
  api: ApiClient,
  userID: number,
  patch: ApiUserPatch,
): Promise<ApiUser> {
  return expectRecord<ApiUser>((await api.patch(`/users/${userID}`, patch)).data, USER);
}

/** `GET /users/by-names` (findUsersByName): the mention suggestions for a typed prefix. */
export async function apiGetUsersByNames(
  api: ApiClient,
  query: ApiUsersByNamesQuery,
  signal?: AbortSignal,
): Promise<ApiUserFragment[]> {
  return (await api.get<ApiUserFragment[]>('/users/by-names', { params: query, signal })).data;
}
