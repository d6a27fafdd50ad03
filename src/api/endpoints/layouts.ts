import type { ApiClient } from '../apiClient';
import type {
  AddonSummary,
  LayoutHydrateQuery,
  LayoutHydrateResponse,
  TickEvent,
} from '../types/layouts';

/**
 * `GET /layouts/lookup-hydrate` (03 §7): the layout of a view with its widgets' props filled in.
 * `params` goes as `params[locale]=en&params[siteSectionID]=0…`.
 */
export async function apiGetLayoutLookupHydrate(
  api: ApiClient,
  query: LayoutHydrateQuery,
  signal?: AbortSignal,
): Promise<LayoutHydrateResponse> {
  const params: Record<string, string | number> = {
    layoutViewType: query.layoutViewType,
    recordType: query.recordType,
    recordID: query.recordID,
  };
  for (const [key, value] of Object.entries(query.params))
    if (value !== undefined) params[`params[${key}]`] = value;
  return (await api.get<LayoutHydrateResponse>('/layouts/lookup-hydrate', { params, signal })).data;
}

/** `POST /tick` (03 §3 Tick event); the answer is not read. */
export async function apiPostTick(api: ApiClient, event: TickEvent): Promise<void> {
  await api.post('/tick', event);
}

/** `GET /addons?type=addon&enabled=true`: the enabled add-ons (their keys load code on demand). */
export async function apiGetEnabledAddons(api: ApiClient): Promise<AddonSummary[]> {
  return (await api.get<AddonSummary[]>('/addons', { params: { type: 'addon', enabled: true } }))
    .data;
}
