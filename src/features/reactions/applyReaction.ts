import type { ApiReaction } from '@/api/types/discussions';

/** What the reaction rules read and write of a record: a discussion or a comment. */
export interface ReactableRecord {
  reactions?: ApiReaction[];
  score?: number | null;
}

/**
 * Applies a chosen reaction to a record, in place (01 §4): the score drops by the value of
 * the user's previous reaction and rises by the chosen one's; hasReacted is true only on the
 * chosen reaction. Choosing the current reaction again removes it.
 */
export function applyReaction(record: ReactableRecord, reactionType: string): void {
  const reactions = record.reactions ?? [];
  const previous = reactions.find((reaction) => reaction.hasReacted);
  const chosen = reactions.find((reaction) => reaction.urlcode === reactionType);
  let score = record.score ?? 0;
  if (previous) {
    score -= previous.reactionValue ?? 0;
    previous.count = Math.max(0, previous.count - 1);
  }
  for (const reaction of reactions) reaction.hasReacted = false;
  if (chosen && chosen !== previous) {
    score += chosen.reactionValue ?? 0;
    chosen.count += 1;
    chosen.hasReacted = true;
  }
  record.score = score;
}

/** Takes the server's counts after a reaction, keeping the user's choice. */
export function mergeReactionCounts(record: ReactableRecord, counts: ApiReaction[]): void {
  for (const reaction of record.reactions ?? []) {
    const fresh = counts.find(
      (item) => item.urlcode === reaction.urlcode || item.tagID === reaction.tagID,
    );
    if (fresh && typeof fresh.count === 'number') reaction.count = fresh.count;
  }
}
