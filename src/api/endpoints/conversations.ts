import type { ApiClient, ApiResponse } from '../apiClient';
import type { ApiConversation, ApiPageQuery } from '../types/misc';

/** `GET /conversations` (listConversations). The whole response: its headers carry the paging. */
export async function apiGetConversations(
  api: ApiClient,
  query?: ApiPageQuery,
): Promise<ApiResponse<ApiConversation[]>> {
  return api.get<ApiConversation[]>('/conversations', { params: query });
}
