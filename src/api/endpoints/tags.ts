import type { ApiClient } from '../apiClient';
import type { ApiTag } from '../types/discussions';
import type { ApiTagsQuery } from '../types/misc';

/** `GET /tags?query=` (listTags): the tag lookup. */
export async function apiGetTags(
  api: ApiClient,
  query: ApiTagsQuery,
  signal?: AbortSignal,
): Promise<ApiTag[]> {
  return (await api.get<ApiTag[]>('/tags', { params: query, signal })).data;
}
