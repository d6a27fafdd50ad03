import type { ApiClient } from '../apiClient';

/** A map of config keys to their values, e.g. `{ 'garden.title': 'Forum' }`. */
export type ApiConfigValues = Record<string, unknown>;

/** `GET /config?select=a,b` (getConfig): the selected keys, comma-joined. */
export async function apiGetConfig(
  api: ApiClient,
  query: { select: string },
): Promise<ApiConfigValues> {
  return (await api.get<ApiConfigValues>('/config', { params: query })).data;
}

/** `PATCH /config` (patchConfig) with a key → value map; answers the saved values, or nothing. */
export async function apiPatchConfig(
  api: ApiClient,
  values: ApiConfigValues,
): Promise<ApiConfigValues | ''> {
  return (await api.patch<ApiConfigValues | ''>('/config', values)).data;
}
