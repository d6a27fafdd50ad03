import type { ApiClient } from '../apiClient';
import type { ApiLocale, ApiLocalePatch, ApiTranslationService } from '../types/misc';

/** `GET /locales` (listLocales). */
export async function apiGetLocales(api: ApiClient): Promise<ApiLocale[]> {
  return (await api.get<ApiLocale[]>('/locales')).data;
}

/** `GET /locales/{locale}` (getLocale). */
export async function apiGetLocale(api: ApiClient, localeID: string): Promise<ApiLocale> {
  return (await api.get<ApiLocale>(`/locales/${encodeURIComponent(localeID)}`)).data;
}

/** `PATCH /locales/{locale}` with `{ translationService }` (patchLocale). */
export async function apiPatchLocale(
  api: ApiClient,
  localeID: string,
  body: ApiLocalePatch,
): Promise<ApiLocale> {
  return (await api.patch<ApiLocale>(`/locales/${encodeURIComponent(localeID)}`, body)).data;
}

/** `GET /translation-services` (listTranslationServices). */
export async function apiGetTranslationServices(api: ApiClient): Promise<ApiTranslationService[]> {
  return (await api.get<ApiTranslationService[]>('/translation-services')).data;
}

/** `PUT /translation-services/{type}` with the service's settings (putTranslationService). */
export async function apiPutTranslationService(
  api: ApiClient,
  type: string,
  settings: Record<string, unknown>,
): Promise<ApiTranslationService> {
  return (
    await api.put<ApiTranslationService>(
      `/translation-services/${encodeURIComponent(type)}`,
      settings,
    )
  ).data;
}
