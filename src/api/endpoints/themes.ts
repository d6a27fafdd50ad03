import type { ApiClient, ApiResponse } from '../apiClient';
import type { ApiTheme, ApiThemePreview, ApiThemeQuery, ApiThemeRevision } from '../types/themes';

/** `GET /themes` (listThemes). */
export async function apiGetThemes(api: ApiClient): Promise<ApiTheme[]> {
  return (await api.get<ApiTheme[]>('/themes')).data;
}

/**
 * `GET /themes/{themeKey}` (getTheme). The whole response: the caller checks that the body
 * is a theme and reports its status when it is not.
 */
export async function apiGetTheme(
  api: ApiClient,
  themeKey: string | number,
  query?: ApiThemeQuery,
): Promise<ApiResponse<ApiTheme>> {
  return api.get<ApiTheme>(`/themes/${encodeURIComponent(themeKey)}`, { params: query });
}

/** `PUT /themes/current` with `{ themeID }` (setCurrentTheme); 200 with the theme, or empty. */
export async function apiPutThemeCurrent(
  api: ApiClient,
  body: { themeID: string | number },
): Promise<ApiTheme | ''> {
  return (await api.put<ApiTheme | ''>('/themes/current', body)).data;
}

/** `PUT /themes/preview` (previewTheme); no themeID clears the preview. Not read. */
export async function apiPutThemePreview(api: ApiClient, body: ApiThemePreview): Promise<void> {
  await api.put('/themes/preview', body);
}

/** `DELETE /themes/{themeID}` (deleteTheme). */
export async function apiDeleteTheme(api: ApiClient, themeID: string | number): Promise<void> {
  await api.delete(`/themes/${encodeURIComponent(themeID)}`);
}

/** `GET /themes/{themeID}/revisions` (listThemeRevisions). */
export async function apiGetThemeRevisions(
  api: ApiClient,
  themeID: string | number,
): Promise<ApiThemeRevision[]> {
  return (await api.get<ApiThemeRevision[]>(`/themes/${encodeURIComponent(themeID)}/revisions`))
    .data;
}

/** `PATCH /themes/{themeID}` with `{ revisionID }` (activateThemeRevision). */
export async function apiPatchTheme(
  api: ApiClient,
  themeID: string | number,
  body: { revisionID: number },
): Promise<ApiTheme | ''> {
  return (await api.patch<ApiTheme | ''>(`/themes/${encodeURIComponent(themeID)}`, body)).data;
}
