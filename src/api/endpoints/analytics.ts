import type { ApiClient } from '../apiClient';
import type { AnonymizeSetting, ApiPrivacy } from '../types/misc';

/** `GET /analytics/privacy` (getAnalyticsPrivacy). */
export async function apiGetAnalyticsPrivacy(api: ApiClient): Promise<ApiPrivacy> {
  return (await api.get<ApiPrivacy>('/analytics/privacy')).data;
}

/** `POST /analytics/privacy` with `{ AnonymizeData }` (saveAnalyticsPrivacy); not read. */
export async function apiPostAnalyticsPrivacy(
  api: ApiClient,
  body: { AnonymizeData: AnonymizeSetting },
): Promise<void> {
  await api.post('/analytics/privacy', body);
}
