import type { ApiClient } from '../apiClient';
import type {
  ApiCollection,
  ApiCollectionPost,
  ApiCollectionsByResourcePut,
  ApiCollectionsByResourceQuery,
  ApiCollectionsQuery,
} from '../types/misc';

/** `GET /collections` (listCollections). */
export async function listCollections(
  api: ApiClient,
  query?: ApiCollectionsQuery,
): Promise<ApiCollection[]> {
  return (await api.get<ApiCollection[]>('/collections', { params: query })).data;
}

/** `GET /collections/by-resource` (listCollectionsByResource): the collections holding a record. */
export async function listCollectionsByResource(
  api: ApiClient,
  query: ApiCollectionsByResourceQuery,
): Promise<ApiCollection[]> {
  return (await api.get<ApiCollection[]>('/collections/by-resource', { params: query })).data;
}

/** `POST /collections` (createCollection). */
export async function createCollection(
  api: ApiClient,
  body: ApiCollectionPost,
): Promise<ApiCollection> {
  return (await api.post<ApiCollection>('/collections', body)).data;
}

/** `PUT /collections/by-resource` (putCollectionsByResource); the answer is not read. */
export async function putCollectionsByResource(
  api: ApiClient,
  body: ApiCollectionsByResourcePut,
): Promise<void> {
  await api.put('/collections/by-resource', body);
}
