import type { ApiReaction } from '@/api/types/discussions';

/**
 * The reactions the viewer may add: `reactions.{class}.add` (class lower-cased), never the
 * Flag class, and Promote only with curation.manage (03 §5, §6).
 */
export function allowedReactions(
  reactions: ApiReaction[] | undefined,
  has: (name: string) => boolean,
): ApiReaction[] {
  return (reactions ?? []).filter(
    (reaction) =>
      (reaction.class ?? '').toLowerCase() !== 'flag' &&
      (reaction.class === undefined || has(`reactions.${reaction.class.toLowerCase()}.add`)) &&
      (reaction.urlcode.toLowerCase() !== 'promote' || has('curation.manage')),
  );
}
