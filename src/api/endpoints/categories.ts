import type { ApiClient } from '../apiClient';
import type { ApiCategory, ApiCategoryPreferences, ApiCategorySearchQuery } from '../types/misc';

/** `GET /categories/{categoryID}` (getCategory). */
export async function apiGetCategory(api: ApiClient, categoryID: number): Promise<ApiCategory> {
  return (await api.get<ApiCategory>(`/categories/${categoryID}`)).data;
}

/** `GET /categories/search` (searchCategories): category suggestions for typed text. */
export async function apiGetCategoriesSearch(
  api: ApiClient,
  query: ApiCategorySearchQuery,
  signal?: AbortSignal,
): Promise<ApiCategory[]> {
  return (await api.get<ApiCategory[]>('/categories/search', { params: query, signal })).data;
}

/** `GET /categories/{categoryID}/preferences/{userID}` (getCategoryPreferences). */
export async function apiGetCategoryPreferences(
  api: ApiClient,
  categoryID: number,
  userID: number,
): Promise<ApiCategoryPreferences> {
  return (await api.get<ApiCategoryPreferences>(`/categories/${categoryID}/preferences/${userID}`))
    .data;
}

/** `PATCH /categories/{categoryID}/preferences/{userID}` (patchCategoryPreferences). */
export async function apiPatchCategoryPreferences(
  api: ApiClient,
  categoryID: number,
  userID: number,
  preferences: ApiCategoryPreferences,
): Promise<ApiCategoryPreferences> {
  return (
    await api.patch<ApiCategoryPreferences>(
      `/categories/${categoryID}/preferences/${userID}`,
      preferences,
    )
  ).data;
}
