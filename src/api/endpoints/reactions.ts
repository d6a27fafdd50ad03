import type { ApiClient } from '../apiClient';
import type { ApiReaction, ApiReactionLogEntry } from '../types/discussions';

/** The records people react to; each has its own `/{recordType}s/{id}/reactions` path (03 §7). */
export type ReactionRecordType = 'discussion' | 'comment';

/** Query of the reaction log: one page of it. */
export interface ReactionLogQuery {
  limit?: number;
  page?: number;
}

const reactionsPath = (recordType: ReactionRecordType, recordID: number): string =>
  `/${recordType}s/${recordID}/reactions`;

/**
 * `GET /{recordType}s/{recordID}/reactions` (listDiscussionReactions, listCommentReactions):
 * who reacted, newest first.
 */
export async function apiGetReactionLog(
  api: ApiClient,
  recordType: ReactionRecordType,
  recordID: number,
  params: ReactionLogQuery,
): Promise<ApiReactionLogEntry[]> {
  return (
    await api.get<ApiReactionLogEntry[]>(reactionsPath(recordType, recordID), {
      params,
    })
  ).data;
}

/**
 * `POST /{recordType}s/{recordID}/reactions` with `{ reactionType }` (addDiscussionReaction,
 * addCommentReaction): the record's reaction counts after the change.
 */
export async function apiPostReaction(
  api: ApiClient,
  recordType: ReactionRecordType,
  recordID: number,
  reactionType: string,
): Promise<ApiReaction[]> {
  return (await api.post<ApiReaction[]>(reactionsPath(recordType, recordID), { reactionType }))
    .data;
}

/**
 * `DELETE /{recordType}s/{recordID}/reactions/{userID}` (deleteDiscussionReaction,
 * deleteCommentReaction): removes that user's reaction; the answer is not read.
 */
export async function apiDeleteReaction(
  api: ApiClient,
  recordType: ReactionRecordType,
  recordID: number,
  userID: number,
): Promise<void> {
  await api.delete(`${reactionsPath(recordType, recordID)}/${userID}`);
}
