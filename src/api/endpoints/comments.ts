import type { ApiClient } from '../apiClient';
import { errorFromBody } from '../apiError';
import { expectRecord, postNotConfirmed, type RecordShape } from '../expectRecord';
import { expectList } from '../expectList';
import { type Paging, parsePaging } from '../paging';
import type {
  ApiAnswerStatus,
  ApiCommentAnswerPatch,
  ApiCommentQuery,
  ApiCommentsCountQuery,
  ApiCommentsQuery,
} from '../types/comments';
import type {
  ApiComment,
  ApiCommentEdit,
  ApiCommentPatch,
  ApiCommentPost,
  ApiQuote,
  QuoteRecordType,
} from '../types/posting';

/** What makes an answer a comment (a 408, 01 §7, holds none). */
const COMMENT: RecordShape = { commentID: 'number' };

/** `POST /comments` (createComment): a new comment or reply; 201 with the comment. */
export async function apiPostComment(api: ApiClient, body: ApiCommentPost): Promise<ApiComment> {
  return expectRecord<ApiComment>(
    (await api.post('/comments', body)).data,
    COMMENT,
    postNotConfirmed(),
  );
}

/** `PATCH /comments/{commentID}` (updateComment): a new body for one's own comment. */
export async function apiPatchComment(
  api: ApiClient,
  commentID: number,
  body: ApiCommentPatch,
): Promise<ApiComment> {
  const { data } = await api.patch(`/comments/${commentID}`, body);
  return expectRecord<ApiComment>(data, COMMENT, postNotConfirmed());
}

/** `GET /comments/{commentID}/edit` (getCommentForEdit): its source, to edit it. */
export async function apiGetCommentEdit(
  api: ApiClient,
  commentID: number,
  signal?: AbortSignal,
): Promise<ApiCommentEdit> {
  const { data } = await api.get(`/comments/${commentID}/edit`, { signal });
  return expectRecord<ApiCommentEdit>(data, { ...COMMENT, body: 'string' });
}

/**
 * `GET /discussions/{id}/quote` or `GET /comments/{id}/quote` (getDiscussionQuote,
 * getCommentQuote): the source and author a quote inserts.
 */
export async function apiGetQuote(
  api: ApiClient,
  recordType: QuoteRecordType,
  recordID: number,
  signal?: AbortSignal,
): Promise<ApiQuote> {
  const path =
    recordType === 'discussion' ? `/discussions/${recordID}/quote` : `/comments/${recordID}/quote`;
  const { data } = await api.get(path, { signal });
  return expectRecord<ApiQuote>(data, {
    bodyRaw: 'string',
    format: 'string',
    insertUser: 'object',
  });
}

/** `GET /comments` (listComments): one page of a discussion's comments; paging from the headers. */
export async function apiGetComments(
  api: ApiClient,
  query: ApiCommentsQuery,
  signal?: AbortSignal,
): Promise<{ items: ApiComment[]; paging: Paging }> {
  const response = await api.get<ApiComment[]>('/comments', { params: query, signal });
  return { items: expectList<ApiComment>(response.data), paging: parsePaging(response.headers) };
}

/**
 * `GET /comments?discussionID=…&dateInserted=…&limit=1&page=1` (listComments, read for its
 * count): how many of the discussion's comments match the date filter, from the
 * `x-app-page-result-count` header. The timeline's date jump counts the comments before a date.
 * An answer without the count fails (a 408's error body with its message).
 */
export async function apiGetCommentsCount(
  api: ApiClient,
  query: ApiCommentsCountQuery,
  signal?: AbortSignal,
): Promise<number> {
  const response = await api.get<ApiComment[]>('/comments', {
    params: { ...query, limit: 1, page: 1 },
    signal,
  });
  expectList<ApiComment>(response.data);
  const { total } = parsePaging(response.headers);
  if (total === undefined)
    throw errorFromBody({ message: 'The server did not count the comments.' });
  return total;
}

/** `GET /comments/{commentID}` (getComment): one comment, e.g. after a reaction. */
export async function apiGetComment(
  api: ApiClient,
  commentID: number,
  signal?: AbortSignal,
  query: ApiCommentQuery = {},
): Promise<ApiComment> {
  return (await api.get<ApiComment>(`/comments/${commentID}`, { params: query, signal })).data;
}

/** `DELETE /comments/{commentID}` (deleteComment); the answer (204) is not read. */
export async function apiDeleteComment(api: ApiClient, commentID: number): Promise<void> {
  await api.delete(`/comments/${commentID}`);
}

/** `PATCH /comments/{commentID}/answer` (setCommentAnswerStatus): accept, reject or reset an answer. */
export async function apiPatchCommentAnswer(
  api: ApiClient,
  commentID: number,
  status: ApiAnswerStatus,
): Promise<ApiComment> {
  const body: ApiCommentAnswerPatch = { status };
  return (await api.patch<ApiComment>(`/comments/${commentID}/answer`, body)).data;
}
