import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ApiTag } from '../../api/types/discussions';
import { trackLoadable } from '../../store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable } from '../../store/loadable';
import { rootReducer } from '../../store/rootReducer';
import type { RootState } from '../../store/store';
import { tagLookupKey } from './tagsLoadables';
import { lookupTags } from './tagsThunks';

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

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof tagsSlice> {}
}

export const injectedTagsSlice = tagsSlice.injectInto(rootReducer);

export const selectTagLookup = (state: RootState, query: string): Loadable<ApiTag[]> =>
  injectedTagsSlice.selectSlice(state).lookups[tagLookupKey(query)] ?? pendingLoadable();
