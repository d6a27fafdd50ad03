import { createSlice, type Draft, type WithSlice } from '@reduxjs/toolkit';
import type { Paging } from '@/api/paging';
import type { ApiCollection } from '@/api/types/misc';
import { trackLoadable } from '@/store/createLoadThunk';
import { type Loadable, type LoadableMap, LoadStatus, pendingLoadable } from '@/store/loadable';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';
import {
  type CollectionRecordRef,
  type CollectionSaveKey,
  type CollectionsListArg,
  collectionsListKey,
  createCollection,
  deleteCollection,
  fetchCollections,
  fetchMemberCollections,
  fetchRecordCollections,
  memberCollectionsKey,
  recordKey,
  renameCollection,
  setRecordCollections,
} from './collectionsThunks';

export interface CollectionsPage {
  items: ApiCollection[];
  paging: Paging;
}

export interface CollectionsState {
  lists: LoadableMap<ApiCollection[]>;
  /** Collections holding a record, by `recordType:recordID`. */
  byRecord: LoadableMap<ApiCollection[]>;
  /** Pages of one member's collections, by `insertUserID:page`. */
  byMember: LoadableMap<CollectionsPage>;
  saves: LoadableMap<unknown>;
}

/** Every cached array of collections, whatever list or page holds it. */
function cachedArrays(state: Draft<CollectionsState>): ApiCollection[][] {
  const arrays: ApiCollection[][] = [];
  for (const list of Object.values(state.lists)) if (list.data) arrays.push(list.data);
  for (const list of Object.values(state.byRecord)) if (list.data) arrays.push(list.data);
  for (const page of Object.values(state.byMember)) if (page.data) arrays.push(page.data.items);
  return arrays;
}

/**
 * A new collection joins the cached lists (01 §4): every site-wide list, and the first page of
 * its creator's collections. Never twice.
 */
function mergeCreated(state: Draft<CollectionsState>, created: ApiCollection): void {
  const add = (list: ApiCollection[]): void => {
    if (!list.some((c) => c.collectionID === created.collectionID)) list.push(created);
  };
  for (const list of Object.values(state.lists)) if (list.data) add(list.data);
  if (created.insertUserID !== undefined) {
    const first =
      state.byMember[memberCollectionsKey({ insertUserID: created.insertUserID, page: 1 })];
    if (first?.data) add(first.data.items);
  }
}

export const collectionsSlice = createSlice({
  name: 'collections',
  initialState: { lists: {}, byRecord: {}, byMember: {}, saves: {} } as CollectionsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(createCollection.fulfilled, (state, { payload }) => mergeCreated(state, payload))
      .addCase(renameCollection.fulfilled, (state, { payload }) => {
        for (const list of cachedArrays(state))
          for (const c of list) if (c.collectionID === payload.collectionID) c.name = payload.name;
      })
      .addCase(deleteCollection.fulfilled, (state, { payload }) => {
        for (const list of cachedArrays(state)) {
          const at = list.findIndex((c) => c.collectionID === payload);
          if (at >= 0) list.splice(at, 1);
        }
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
    trackLoadable(builder, fetchMemberCollections, {
      map: (s) => s.byMember,
      key: memberCollectionsKey,
    });
    trackLoadable(builder, createCollection, {
      map: (s) => s.saves,
      key: (): CollectionSaveKey => 'create',
    });
    trackLoadable(builder, renameCollection, {
      map: (s) => s.saves,
      key: (a): CollectionSaveKey => `edit:${a.collectionID}`,
    });
    trackLoadable(builder, deleteCollection, {
      map: (s) => s.saves,
      key: (a): CollectionSaveKey => `edit:${a.collectionID}`,
    });
    trackLoadable(builder, setRecordCollections, {
      map: (s) => s.saves,
      key: (a) => recordKey(a.record),
    });
  },
});

declare module '@/store/rootReducer' {
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

/**
 * The id of the collection the last `createCollection` made, once it has succeeded (the same
 * action adds it to the lists); undefined while it runs or after it failed.
 */
export const selectCreatedCollection = (state: RootState): number | undefined => {
  const save = collections(state).saves.create;
  return save?.status === LoadStatus.SUCCESS
    ? (save.data as ApiCollection | undefined)?.collectionID
    : undefined;
};

/** A page of one member's collections (the collections page; the featured widget too). */
export const selectMemberCollections = (
  state: RootState,
  insertUserID: number,
  page: number,
): Loadable<CollectionsPage> =>
  collections(state).byMember[memberCollectionsKey({ insertUserID, page })] ?? pendingLoadable();

/** A collection by its ID, from whichever cached list holds it; undefined when none does. */
export const selectCollectionByID = (
  state: RootState,
  collectionID: number,
): ApiCollection | undefined => {
  const s = collections(state);
  const lists = [
    ...Object.values(s.lists).map((l) => l.data),
    ...Object.values(s.byMember).map((p) => p.data?.items),
    ...Object.values(s.byRecord).map((l) => l.data),
  ];
  for (const list of lists) {
    const found = list?.find((c) => c.collectionID === collectionID);
    if (found) return found;
  }
  return undefined;
};

/** The state of a rename or delete of one collection. */
export const selectCollectionEdit = (state: RootState, collectionID: number): Loadable<unknown> =>
  collections(state).saves[`edit:${collectionID}`] ?? pendingLoadable();
