import { createSelector } from '@reduxjs/toolkit';
import type { ApiUserFragment } from '../../api/types/users';
import { type Loadable, LoadStatus, pendingLoadable } from '../../store/loadable';
import type { RootState } from '../../store/store';
import {
  MENTION_LIMIT,
  MENTION_LOOKBACK,
  type MentionSuggestion,
  matchMentions,
  normalizeName,
} from './mentionMatching';
import { injectedMentionsSlice } from './mentionsSlice';

const selectCache = (state: RootState): Record<string, Loadable<ApiUserFragment[]>> =>
  injectedMentionsSlice.selectSlice(state).byPrefix;

/**
 * Suggestions for `typed`. While its own lookup runs, the answer of a shorter prefix (up to
 * 10 characters back) is filtered and shown, so the list does not flicker.
 */
export const selectMentionSuggestions = createSelector(
  [selectCache, (_state: RootState, typed: string) => typed],
  (cache, typed): Loadable<MentionSuggestion[]> => {
    const key = normalizeName(typed);
    if (key === '') return pendingLoadable();
    const own = cache[key];
    if (own?.status === LoadStatus.SUCCESS)
      return { ...own, data: matchMentions(own.data ?? [], typed) };
    for (let back = 1; back <= MENTION_LOOKBACK && back < key.length; back += 1) {
      const shorter = cache[key.slice(0, key.length - back)];
      if (shorter?.status === LoadStatus.SUCCESS) {
        const status =
          own?.status ??
          (shorter.data && shorter.data.length < MENTION_LIMIT
            ? LoadStatus.SUCCESS
            : LoadStatus.LOADING);
        return { ...(own ?? {}), status, data: matchMentions(shorter.data ?? [], typed) };
      }
    }
    return own ? { ...own, data: undefined } : pendingLoadable();
  },
);
