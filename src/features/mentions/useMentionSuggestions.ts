import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { Loadable } from '../../store/loadable';
import { MENTION_DEBOUNCE_MS, type MentionSuggestion, normalizeName } from './mentionMatching';
import { selectMentionSuggestions } from './mentionsSelectors';
import { lookupMentions } from './mentionsThunks';

/**
 * Mention suggestions for the text typed after '@'. The lookup waits 50 ms after the last
 * keystroke (01 §9) and is skipped when the cache already answers.
 */
export function useMentionSuggestions(
  typed: string,
  siteSectionID?: string | number,
): Loadable<MentionSuggestion[]> {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (normalizeName(typed) === '') return undefined;
    const timer = setTimeout(() => {
      void dispatch(lookupMentions({ name: typed, siteSectionID }));
    }, MENTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, typed, siteSectionID]);
  return useAppSelector((state) => selectMentionSuggestions(state, typed));
}
