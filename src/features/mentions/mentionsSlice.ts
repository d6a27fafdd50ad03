import { createSelector, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { failureStatus } from '@/api/apiError';
import { apiGetUsersByNames } from '@/api/endpoints/users';
import type { ApiUserFragment } from '@/api/types/users';
import { selectSiteSectionID } from '@/store/configSlice';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import { type Loadable, type LoadableMap, LoadStatus, pendingLoadable } from '@/store/loadable';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';
import {
  MENTION_LIMIT,
  MENTION_LOOKBACK,
  type MentionSuggestion,
  matchMentions,
  normalizeName,
} from './mentionMatching';

export interface MentionLookupArg {
  /** The text typed after '@'. */
  name: string;
  /** Default: the page's site section from the config (`selectSiteSectionID`). */
  siteSectionID?: string | number;
}

/**
 * The cached lookup that already answers `typed`: its own, or a shorter prefix (up to 10
 * characters back) whose result was complete (fewer than the limit), since every match of
 * `typed` is then among that result.
 */
export function findCoveringLookup(
  cache: Record<string, Loadable<ApiUserFragment[]>> | undefined,
  typed: string,
): Loadable<ApiUserFragment[]> | undefined {
  const key = normalizeName(typed);
  const own = cache?.[key];
  if (own) return own;
  for (let back = 1; back <= MENTION_LOOKBACK && back < key.length; back += 1) {
    const shorter = cache?.[key.slice(0, key.length - back)];
    if (shorter?.status === LoadStatus.SUCCESS && (shorter.data?.length ?? 0) < MENTION_LIMIT) {
      return shorter;
    }
  }
  return undefined;
}

/**
 * `GET /users/by-names/?name={typed}*&siteSectionID={section}&order=mention&limit=50` (01 §7).
 * The section is the page's (the config's `siteSection.sectionID`, as the layout lookup reads
 * it); a site that names none sends no `siteSectionID`. Only a status of 500 or
 * above is an error (01 §8); any other refusal means "no suggestions".
 */
export const lookupMentions = createLoadThunk<ApiUserFragment[], MentionLookupArg>(
  'mentions/lookupRequested',
  async ({ name, siteSectionID }, { api, getState, signal }) => {
    const section = siteSectionID ?? selectSiteSectionID(getState());
    try {
      const data = await apiGetUsersByNames(
        api,
        { name: `${name}*`, siteSectionID: section, order: 'mention', limit: MENTION_LIMIT },
        signal,
      );
      return Array.isArray(data) ? data : [];
    } catch (error) {
      const status = failureStatus(error);
      if (status !== undefined && status < 500) return [];
      throw error;
    }
  },
  {
    selectLoadable: (state, arg) => findCoveringLookup(state.mentions?.byPrefix, arg.name),
    failureToast: false,
  },
);

/**
 * `GET /users/by-names?name={name}` for a mention made from pasted text (04 §4.3): the users
 * of exactly that name (no `*`, so no prefix match). Any refusal or failure answers no users,
 * which turns the mention back into its text; no toast (the text stays as typed).
 */
export const lookupPastedMention = createLoadThunk<ApiUserFragment[], { name: string }>(
  'mentions/pastedNameLookedUp',
  async ({ name }, { api, signal }) => {
    try {
      const data = await apiGetUsersByNames(api, { name }, signal);
      return Array.isArray(data) ? data : [];
    } catch {
      return [];
    }
  },
  { failureToast: false },
);

export interface MentionsState {
  /** Lookups by normalised prefix, holding the server's answer as sent. */
  byPrefix: LoadableMap<ApiUserFragment[]>;
}

export const mentionsSlice = createSlice({
  name: 'mentions',
  initialState: { byPrefix: {} } as MentionsState,
  reducers: {},
  extraReducers: (builder) => {
    trackLoadable(builder, lookupMentions, {
      map: (state) => state.byPrefix,
      key: (arg) => normalizeName(arg.name),
    });
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof mentionsSlice> {}
}

export const injectedMentionsSlice = mentionsSlice.injectInto(rootReducer);

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
