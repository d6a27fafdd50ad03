import type { ApiClient } from '../apiClient';
import type {
  ApiComment,
  ApiCommentEdit,
  ApiCommentPatch,
  ApiCommentPost,
  ApiQuote,
  QuoteRecordType,
} from '../types/posting';

/** `POST /comments` (createComment): a new comment or reply; 201 with the comment. */
export async function createComment(api: ApiClient, body: ApiCommentPost): Promise<ApiComment> {
  return (await api.post<ApiComment>('/comments', body)).data;
}

/** `PATCH /comments/{commentID}` (updateComment): a new body for one's own comment. */
export async function updateComment(
  api: ApiClient,
  commentID: number,
  body: ApiCommentPatch,
): Promise<ApiComment> {
  return (await api.patch<ApiComment>(`/comments/${commentID}`, body)).data;
}

/** `GET /comments/{commentID}/edit` (getCommentForEdit): its source, to edit it. */
export async function getCommentForEdit(
  api: ApiClient,
  commentID: number,
  signal?: AbortSignal,
): Promise<ApiCommentEdit> {
  return (await api.get<ApiCommentEdit>(`/comments/${commentID}/edit`, { signal })).data;
}

/**
 * `GET /discussions/{id}/quote` or `GET /comments/{id}/quote` (getDiscussionQuote,
 * getCommentQuote): the source and author a quote inserts.
 */
export async function getQuote(
  api: ApiClient,
  recordType: QuoteRecordType,
  recordID: number,
  signal?: AbortSignal,
): Promise<ApiQuote> {
  const path =
    recordType === 'discussion' ? `/discussions/${recordID}/quote` : `/comments/${recordID}/quote`;
  return (await api.get<ApiQuote>(path, { signal })).data;
}
