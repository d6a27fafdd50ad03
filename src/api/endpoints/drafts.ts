import type { ApiClient } from '../apiClient';
import { expectList } from '../expectList';
import { expectRecord, type RecordShape, recordOrNull } from '../expectRecord';
import { type Paging, parsePaging } from '../paging';
import type { ApiDraft, ApiDraftInput, ApiDraftSchedule, ApiDraftsQuery } from '../types/drafts';

/** What makes an answer a draft: an answer without it (a 408, 01 §7) holds no draft. */
const DRAFT: RecordShape = { draftID: 'number', attributes: 'object' };

/** `GET /drafts` (listDrafts): one page of the user's drafts; paging from the headers. */
export async function apiGetDrafts(
  api: ApiClient,
  query: ApiDraftsQuery,
  signal?: AbortSignal,
): Promise<{ items: ApiDraft[]; paging: Paging }> {
  const response = await api.get<ApiDraft[]>('/drafts', { params: query, signal });
  return { items: expectList<ApiDraft>(response.data), paging: parsePaging(response.headers) };
}

/** `GET /drafts/{draftID}/edit` (getDraftForEdit): one draft, to continue writing it. */
export async function apiGetDraftEdit(
  api: ApiClient,
  draftID: number,
  signal?: AbortSignal,
): Promise<ApiDraft> {
  return expectRecord<ApiDraft>((await api.get(`/drafts/${draftID}/edit`, { signal })).data, DRAFT);
}

/** `POST /drafts` (createDraft): the first server save of a draft. */
export async function apiPostDraft(api: ApiClient, input: ApiDraftInput): Promise<ApiDraft> {
  return expectRecord<ApiDraft>((await api.post('/drafts', input)).data, DRAFT);
}

/** `PATCH /drafts/{draftID}` (updateDraft): every later save. */
export async function apiPatchDraft(
  api: ApiClient,
  draftID: number,
  input: ApiDraftInput,
): Promise<ApiDraft> {
  return expectRecord<ApiDraft>((await api.patch(`/drafts/${draftID}`, input)).data, DRAFT);
}

/**
 * `DELETE /drafts/{draftID}` (deleteDraft); the answer is not read. With `keepalive` it is a
 * keepalive fetch, which the browser still delivers after the page is left.
 */
export async function apiDeleteDraft(
  api: ApiClient,
  draftID: number,
  options: { keepalive?: boolean } = {},
): Promise<void> {
  await api.delete(`/drafts/${draftID}`, options.keepalive ? { keepalive: true } : undefined);
}

/**
 * `PATCH /drafts/schedule/{draftID}` (scheduleDraft): publish it at `dateScheduled`. The
 * scheduled draft, or null for a success without it (a 408 counts as done, 01 §7).
 */
export async function apiPatchDraftSchedule(
  api: ApiClient,
  draftID: number,
  body: ApiDraftSchedule,
): Promise<ApiDraft | null> {
  return recordOrNull<ApiDraft>((await api.patch(`/drafts/schedule/${draftID}`, body)).data, DRAFT);
}

/**
 * `PATCH /drafts/cancel-schedule/{draftID}` (cancelDraftSchedule): back to a plain draft; null
 * for a success without it (a 408, 01 §7).
 */
export async function apiPatchDraftCancelSchedule(
  api: ApiClient,
  draftID: number,
): Promise<ApiDraft | null> {
  return recordOrNull<ApiDraft>(
    (await api.patch(`/drafts/cancel-schedule/${draftID}`)).data,
    DRAFT,
  );
}
