import type { ApiClient, ApiResponse } from '../apiClient';
import { expectRecord, postNotConfirmed, type RecordShape } from '../expectRecord';
import { type LongRunnerResult, type ProgressHandler, runLongRunner } from '../longRunner';
import type {
  ApiDiscussion,
  ApiDiscussionListDelete,
  ApiDiscussionPatch,
  ApiDiscussionPatchQuery,
  ApiDiscussionQuery,
  ApiDiscussionRead,
  ApiDiscussionsClose,
  ApiDiscussionsMove,
  ApiDiscussionsQuery,
  ApiDiscussionTagsAnswer,
} from '../types/discussions';
import type { ApiDiscussionEdit, ApiDiscussionPost } from '../types/posting';

/** What makes an answer a discussion (a 408, 01 §7, holds none). */
const DISCUSSION: RecordShape = { discussionID: 'number' };

/** `GET /discussions` (listDiscussions). The whole response: its headers carry the paging. */
export async function apiGetDiscussions(
  api: ApiClient,
  query: ApiDiscussionsQuery,
): Promise<ApiResponse<ApiDiscussion[]>> {
  return api.get<ApiDiscussion[]>('/discussions', { params: query });
}

/** `GET /discussions/{discussionID}` (getDiscussion). */
export async function apiGetDiscussion(
  api: ApiClient,
  discussionID: number,
  query?: ApiDiscussionQuery,
): Promise<ApiDiscussion> {
  const { data } = await api.get(`/discussions/${discussionID}`, { params: query });
  return expectRecord<ApiDiscussion>(data, DISCUSSION);
}

/**
 * `PATCH /discussions/{discussionID}` (patchDiscussion), e.g. `{ closed: true }`. An answer
 * without the discussion fails with `unconfirmed` (default: the body's own message).
 */
export async function apiPatchDiscussion(
  api: ApiClient,
  discussionID: number,
  patch: ApiDiscussionPatch,
  query?: ApiDiscussionPatchQuery,
  unconfirmed?: string,
): Promise<ApiDiscussion> {
  const { data } = await api.patch(
    `/discussions/${discussionID}`,
    patch,
    query ? { params: query } : undefined,
  );
  return expectRecord<ApiDiscussion>(data, DISCUSSION, unconfirmed);
}

/** `DELETE /discussions/{discussionID}` (deleteDiscussion); the answer is not read. */
export async function apiDeleteDiscussion(api: ApiClient, discussionID: number): Promise<void> {
  await api.delete(`/discussions/${discussionID}`);
}

/** `PUT /discussions/{discussionID}/bookmark` (putDiscussionBookmark); the answer is not read. */
export async function apiPutDiscussionBookmark(
  api: ApiClient,
  discussionID: number,
  body: { bookmarked: boolean },
): Promise<void> {
  await api.put(`/discussions/${discussionID}/bookmark`, body);
}

/**
 * `PUT /discussions/{discussionID}/read` (putDiscussionRead, our extension): moves the member's
 * read position forwards. With `keepalive` the call still arrives after the page is left.
 */
export async function apiPutDiscussionRead(
  api: ApiClient,
  discussionID: number,
  body: { countCommentsRead: number },
  options: { keepalive?: boolean } = {},
): Promise<ApiDiscussionRead> {
  const { data } = await api.put(
    `/discussions/${discussionID}/read`,
    body,
    options.keepalive ? { keepalive: true } : undefined,
  );
  return expectRecord<ApiDiscussionRead>(data, {
    discussionID: 'number',
    countCommentsRead: 'number',
  });
}

/** `PUT /discussions/{discussionID}/dismiss` (putDiscussionDismiss), announcements only. */
export async function apiPutDiscussionDismiss(
  api: ApiClient,
  discussionID: number,
  body: { dismissed: boolean },
): Promise<{ dismissed?: boolean }> {
  return (await api.put<{ dismissed?: boolean }>(`/discussions/${discussionID}/dismiss`, body))
    .data;
}

/** `PUT /discussions/{discussionID}/mute` (putDiscussionMute). */
export async function apiPutDiscussionMute(
  api: ApiClient,
  discussionID: number,
  body: { muted: boolean },
): Promise<{ muted?: boolean }> {
  return (await api.put<{ muted?: boolean }>(`/discussions/${discussionID}/mute`, body)).data;
}

/** `PATCH /discussions/{discussionID}/bump` (bumpDiscussion), no body; 200 with it, or 204. */
export async function apiPatchDiscussionBump(
  api: ApiClient,
  discussionID: number,
): Promise<ApiDiscussion | ''> {
  return (await api.patch<ApiDiscussion | ''>(`/discussions/${discussionID}/bump`)).data;
}

/** `PUT /discussions/{discussionID}/type` (putDiscussionType); 200 with it, or 204. */
export async function apiPutDiscussionType(
  api: ApiClient,
  discussionID: number,
  body: { type: string },
): Promise<ApiDiscussion | ''> {
  return (await api.put<ApiDiscussion | ''>(`/discussions/${discussionID}/type`, body)).data;
}

/** `PUT /discussions/{discussionID}/tags` (putDiscussionTags): the tags become exactly these. */
export async function apiPutDiscussionTags(
  api: ApiClient,
  discussionID: number,
  body: { tagIDs: number[] },
): Promise<ApiDiscussionTagsAnswer> {
  return (await api.put<ApiDiscussionTagsAnswer>(`/discussions/${discussionID}/tags`, body)).data;
}

/** `DELETE /discussions/list` (deleteDiscussionList), run through the long runner. */
export function apiDeleteDiscussionList(
  api: ApiClient,
  body: ApiDiscussionListDelete,
  onProgress?: ProgressHandler,
): Promise<LongRunnerResult> {
  return runLongRunner(api, { method: 'delete', url: '/discussions/list', data: body }, onProgress);
}

/** `PATCH /discussions/move` (moveDiscussions), run through the long runner. */
export function apiPatchDiscussionsMove(
  api: ApiClient,
  body: ApiDiscussionsMove,
  onProgress?: ProgressHandler,
): Promise<LongRunnerResult> {
  return runLongRunner(api, { method: 'patch', url: '/discussions/move', data: body }, onProgress);
}

/** `PATCH /discussions/close` (closeDiscussions), run through the long runner. */
export function apiPatchDiscussionsClose(
  api: ApiClient,
  body: ApiDiscussionsClose,
  onProgress?: ProgressHandler,
): Promise<LongRunnerResult> {
  return runLongRunner(api, { method: 'patch', url: '/discussions/close', data: body }, onProgress);
}

/** `POST /discussions` (createDiscussion): a new discussion; 201 with it. */
export async function apiPostDiscussion(
  api: ApiClient,
  body: ApiDiscussionPost,
): Promise<ApiDiscussion> {
  const { data } = await api.post('/discussions', body);
  return expectRecord<ApiDiscussion>(data, DISCUSSION, postNotConfirmed());
}

/** `GET /discussions/{discussionID}/edit` (getDiscussionForEdit): its source, to edit it. */
export async function apiGetDiscussionEdit(
  api: ApiClient,
  discussionID: number,
  signal?: AbortSignal,
): Promise<ApiDiscussionEdit> {
  const { data } = await api.get(`/discussions/${discussionID}/edit`, { signal });
  return expectRecord<ApiDiscussionEdit>(data, { ...DISCUSSION, name: 'string', body: 'string' });
}
