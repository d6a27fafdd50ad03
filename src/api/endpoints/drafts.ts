import type { ApiClient } from '../apiClient';
import { expectList } from '../expectList';
import { type Paging, parsePaging } from '../paging';
import type { ApiDraft, ApiDraftInput, ApiDraftSchedule, ApiDraftsQuery } from '../types/drafts';

/** `GET /drafts` (listDrafts): one page of the user's drafts; paging from the headers. */
export async function listDrafts(
  api: ApiClient,
  query: ApiDraftsQuery,
  signal?: AbortSignal,
): Promise<{ items: ApiDraft[]; paging: Paging }> {
  const response = await api.get<ApiDraft[]>('/drafts', { params: query, signal });
  return { items: expectList<ApiDraft>(response.data), paging: parsePaging(response.headers) };
}

/** `GET /drafts/{draftID}/edit` (getDraftForEdit): one draft, to continue writing it. */
export async function getDraftForEdit(
  api: ApiClient,
  draftID: number,
  signal?: AbortSignal,
): Promise<ApiDraft> {
  return (await api.get<ApiDraft>(`/drafts/${draftID}/edit`, { signal })).data;
}

/** `POST /drafts` (createDraft): the first server save of a draft. */
export async function createDraft(api: ApiClient, input: ApiDraftInput): Promise<ApiDraft> {
  return (await api.post<ApiDraft>('/drafts', input)).data;
}

/** `PATCH /drafts/{draftID}` (updateDraft): every later save. */
export async function updateDraft(
  api: ApiClient,
  draftID: number,
  input: ApiDraftInput,
): Promise<ApiDraft> {
  return (await api.patch<ApiDraft>(`/drafts/${draftID}`, input)).data;
}

/** `DELETE /drafts/{draftID}` (deleteDraft); the answer is not read. */
export async function deleteDraft(api: ApiClient, draftID: number): Promise<void> {
  await api.delete(`/drafts/${draftID}`);
}

/** `PATCH /drafts/schedule/{draftID}` (scheduleDraft): publish it at `dateScheduled`. */
export async function scheduleDraft(
  api: ApiClient,
  draftID: number,
  body: ApiDraftSchedule,
): Promise<ApiDraft> {
  return (await api.patch<ApiDraft>(`/drafts/schedule/${draftID}`, body)).data;
}

/** `PATCH /drafts/cancel-schedule/{draftID}` (cancelDraftSchedule): back to a plain draft. */
export async function cancelDraftSchedule(api: ApiClient, draftID: number): Promise<ApiDraft> {
  return (await api.patch<ApiDraft>(`/drafts/cancel-schedule/${draftID}`)).data;
}
