import type { Loadable } from '@/store/loadable';
import { useDebouncedLookup } from '@/store/useDebouncedLookup';
import { MENTION_DEBOUNCE_MS, type MentionSuggestion, normalizeName } from './mentionMatching';
import { lookupMentions, selectMentionSuggestions } from './mentionsSlice';

/**
 * Mention suggestions for the text typed after '@'. The lookup waits 50 ms after the last
 * keystroke (01 §9) and is skipped when the cache already answers.
 */
export function useMentionSuggestions(
  typed: string,
  siteSectionID?: string | number,
): Loadable<MentionSuggestion[]> {
  return useDebouncedLookup(
    lookupMentions,
    normalizeName(typed) === '' ? null : { name: typed, siteSectionID },
    (state) => selectMentionSuggestions(state, typed),
    { wait: MENTION_DEBOUNCE_MS },
  ).result;
}
