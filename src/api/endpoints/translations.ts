import type { ApiClient } from '../apiClient';
import type {
  ApiTranslation,
  ApiTranslationQuery,
  ApiTranslationRemoval,
} from '../types/translations';

const path = (resource: string): string => `/translations/${encodeURIComponent(resource)}`;

/** `GET /translations/{resource}` (getTranslations): the records of one locale. */
export async function apiGetTranslations(
  api: ApiClient,
  resource: string,
  query: ApiTranslationQuery,
): Promise<unknown> {
  return (await api.get<unknown>(path(resource), { params: query })).data;
}

/** `PATCH /translations/{resource}` (patchTranslations): saves non-empty translations. */
export async function apiPatchTranslations(
  api: ApiClient,
  resource: string,
  items: ApiTranslation[],
): Promise<void> {
  await api.patch(path(resource), items);
}

/** `PATCH /translations/{resource}/remove` (removeTranslations): removes emptied translations. */
export async function apiPatchTranslationsRemove(
  api: ApiClient,
  resource: string,
  items: ApiTranslationRemoval[],
): Promise<void> {
  await api.patch(`${path(resource)}/remove`, items);
}
