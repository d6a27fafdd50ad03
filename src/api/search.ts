import type { ApiClient } from './apiClient';
import { expectList } from './expectList';
import { type Paging, parsePaging } from './paging';
import type { ApiSearchResult } from './types/misc';

/** `GET /search` query params (01 §7, 03 §7); arrays are sent as `key[]=value`. */
export type SearchParams = Record<
  string,
  string | number | boolean | Array<string | number> | undefined
>;

export interface SearchResponse {
  results: ApiSearchResult[];
  paging: Paging;
}

/** Runs a search. Pass an AbortSignal to cancel it when the user types on (01 §7). */
export async function searchRequest(
  api: ApiClient,
  params: SearchParams,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const response = await api.get<ApiSearchResult[]>('/search', { params, signal });
  return {
    results: expectList<ApiSearchResult>(response.data),
    paging: parsePaging(response.headers),
  };
}
