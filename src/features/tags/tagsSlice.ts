import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { apiGetTags } from '@/api/endpoints/tags';
import { expectList } from '@/api/expectList';
import type { ApiTag } from '@/api/types/discussions';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable } from '@/store/loadable';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';

/** Tag lookup debounce (01 §9). */
export const TAG_LOOKUP_DEBOUNCE_MS = 100;

/** A lookup's cache key: the trimmed, lower-cased query. */
export function tagLookupKey(query: string): string {
  return query.trim().toLowerCase();
}

/** `GET /tags?query={name}`. */
export const lookupTags = createLoadThunk<ApiTag[], { query: string }>(
  'tags/lookupRequested',
  async ({ query }, { api, signal }) =>
    expectList<ApiTag>(await apiGetTags(api, { query }, signal)),
  // The slice's state is undefined until it is injected (this module does so as it loads).
  {
    selectLoadable: (state, arg) => state.tags?.lookups[tagLookupKey(arg.query)],
    failureToast: false,
  },
);

export interface TagsState {
  /** Lookups by trimmed, lower-cased query. */
  lookups: LoadableMap<ApiTag[]>;
}

export const tagsSlice = createSlice({
  name: 'tags',
  initialState: { lookups: {} } as TagsState,
  reducers: {},
  extraReducers: (builder) => {
    trackLoadable(builder, lookupTags, {
      map: (state) => state.lookups,
      key: (arg) => tagLookupKey(arg.query),
    });
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof tagsSlice> {}
}

export const injectedTagsSlice = tagsSlice.injectInto(rootReducer);

export const selectTagLookup = (state: RootState, query: string): Loadable<ApiTag[]> =>
  injectedTagsSlice.selectSlice(state).lookups[tagLookupKey(query)] ?? pendingLoadable();
