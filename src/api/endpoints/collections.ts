import type { ApiClient } from '../apiClient';
import { expectList } from '../expectList';
import { expectRecord, type RecordShape } from '../expectRecord';

const COLLECTION: RecordShape = { collectionID: 'number', name: 'string' };
import { type Paging, parsePaging } from '../paging';
import type {
  ApiCollection,
  ApiCollectionPatch,
  ApiCollectionPost,
  ApiCollectionsByResourcePut,
  ApiCollectionsByResourceQuery,
  ApiCollectionsQuery,
} from '../types/misc';

/** `GET /collections` (listCollections). */
export async function apiGetCollections(
  api: ApiClient,
  query?: ApiCollectionsQuery,
): Promise<ApiCollection[]> {
  return (await api.get<ApiCollection[]>('/collections', { params: query })).data;
}

/** `GET /collections` with the paging headers (listCollections): one page of a paged list. */
export async function apiGetCollectionsPage(
  api: ApiClient,
  query: ApiCollectionsQuery,
  signal?: AbortSignal,
): Promise<{ items: ApiCollection[]; paging: Paging }> {
  const response = await api.get<ApiCollection[]>('/collections', { params: query, signal });
  return { items: expectList<ApiCollection>(response.data), paging: parsePaging(response.headers) };
}

/** `PATCH /collections/{id}` (patchCollection). */
export async function apiPatchCollection(
  api: ApiClient,
  collectionID: number,
  body: ApiCollectionPatch,
): Promise<ApiCollection> {
  return expectRecord<ApiCollection>(
    (await api.patch(`/collections/${collectionID}`, body)).data,
    COLLECTION,
  );
}

/** `DELETE /collections/{id}` (deleteCollection). */
export async function apiDeleteCollection(api: ApiClient, collectionID: number): Promise<void> {
  await api.delete(`/collections/${collectionID}`);
}

/** `GET /collections/by-resource` (listCollectionsByResource): the collections holding a record. */
export async function apiGetCollectionsByResource(
  api: ApiClient,
  query: ApiCollectionsByResourceQuery,
): Promise<ApiCollection[]> {
  return (await api.get<ApiCollection[]>('/collections/by-resource', { params: query })).data;
}

/** `POST /collections` (createCollection). */
export async function apiPostCollection(
  api: ApiClient,
  body: ApiCollectionPost,
): Promise<ApiCollection> {
  return expectRecord<ApiCollection>((await api.post('/collections', body)).data, COLLECTION);
}

/** `PUT /collections/by-resource` (putCollectionsByResource); the answer is not read. */
export async function apiPutCollectionsByResource(
  api: ApiClient,
  body: ApiCollectionsByResourcePut,
): Promise<void> {
  await api.put('/collections/by-resource', body);
}
