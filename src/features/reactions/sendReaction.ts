import type { ApiClient } from '@/api/apiClient';
import {
  apiDeleteReaction,
  apiPostReaction,
  type ReactionRecordType,
} from '@/api/endpoints/reactions';
import type { ApiReaction } from '@/api/types/discussions';
import { t } from '@/i18n/translate';

export interface ReactionChoice {
  recordType: ReactionRecordType;
  recordID: number;
  /** The signed-in user, whose reaction is replaced. */
  userID: number;
  /** The viewer's reactions as they were before the optimistic change. */
  before: ApiReaction[];
  /** The chosen urlcode; the user's current one again means "remove it". */
  reactionType: string;
}

/**
 * The requests of one reaction choice (01 §4, 03 §4), for any record type: the user's existing
 * reaction is deleted first (`DELETE /{recordType}s/{id}/reactions/{userID}`); unless it was the
 * chosen one, the new one is added (`POST` with `{ reactionType }`). Resolves to the counts the
 * POST answered with, or null (nothing added, or an answer that is not a list).
 */
export async function sendReaction(
  api: ApiClient,
  choice: ReactionChoice,
): Promise<ApiReaction[] | null> {
  const { recordType, recordID, userID, before, reactionType } = choice;
  const previous = before.find((reaction) => reaction.hasReacted);
  if (previous) {
    if (!(userID > 0)) throw new Error(t('Permission Problem'));
    await apiDeleteReaction(api, recordType, recordID, userID);
  }
  if (previous?.urlcode === reactionType) return null;
  const data = await apiPostReaction(api, recordType, recordID, reactionType);
  return Array.isArray(data) ? data : null;
}
