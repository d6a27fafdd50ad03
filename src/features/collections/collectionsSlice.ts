import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ApiCollection } from '../../api/types/misc';
import { trackLoadable } from '../../store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable } from '../../store/loadable';
import { rootReducer } from '../../store/rootReducer';
import type { RootState } from '../../store/store';
import {
  type CollectionRecordRef,
  type CollectionsListArg,
  collectionsListKey,
  createCollection,
  fetchCollections,
  fetchRecordCollections,
  recordKey,
  setRecordCollections,
} from './collectionsThunks';

export interface CollectionsState {
  lists: LoadableMap<ApiCollection[]>;
  /** Collections holding a record, by `recordType:recordID`. */
  byRecord: LoadableMap<ApiCollection[]>;
  saves: LoadableMap<unknown>;
}

export const collectionsSlice = createSlice({
  name: 'collections',
  initialState: { lists: {}, byRecord: {}, saves: {} } as CollectionsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(createCollection.fulfilled, (state, { payload }) => {
        for (const list of Object.values(state.lists)) list.data?.push(payload);
      })
      .addCase(setRecordCollections.fulfilled, (state, { payload, meta }) => {
        const known = new Map<number, ApiCollection>();
        for (const list of Object.values(state.lists))
          for (const c of list.data ?? []) known.set(c.collectionID, c);
        const cached = state.byRecord[recordKey(meta.arg.record)];
        for (const c of cached?.data ?? []) known.set(c.collectionID, c);
        if (cached) {
          cached.data = payload
            .map((id) => known.get(id))
            .filter((c): c is ApiCollection => c !== undefined);
        }
      });
    trackLoadable(builder, fetchCollections, { map: (s) => s.lists, key: collectionsListKey });
    trackLoadable(builder, fetchRecordCollections, { map: (s) => s.byRecord, key: recordKey });
    trackLoadable(builder, createCollection, { map: (s) => s.saves, key: () => 'create' });
    trackLoadable(builder, setRecordCollections, {
      map: (s) => s.saves,
      key: (a) => recordKey(a.record),
    });
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof collectionsSlice> {}
}

export const injectedCollectionsSlice = collectionsSlice.injectInto(rootReducer);

const collections = (state: RootState) => injectedCollectionsSlice.selectSlice(state);

export const selectCollections = (
  state: RootState,
  arg: CollectionsListArg,
): Loadable<ApiCollection[]> =>
  collections(state).lists[collectionsListKey(arg)] ?? pendingLoadable();

export const selectRecordCollections = (
  state: RootState,
  record: CollectionRecordRef,
): Loadable<ApiCollection[]> => collections(state).byRecord[recordKey(record)] ?? pendingLoadable();

/** `'create'` or a record: the state of that save. */
export const selectCollectionSave = (
  state: RootState,
  key: 'create' | CollectionRecordRef,
): Loadable<unknown> =>
  collections(state).saves[key === 'create' ? key : recordKey(key)] ?? pendingLoadable();
