import {
  apiDeleteCollection,
  apiGetCollections,
  apiGetCollectionsByResource,
  apiGetCollectionsPage,
  apiPatchCollection,
  apiPostCollection,
  apiPutCollectionsByResource,
} from '@/api/endpoints/collections';
import type { ApiCollection, ApiCollectionRecord } from '@/api/types/misc';
import { createLoadThunk } from '@/store/createLoadThunk';
import { stableHash } from '@/store/loadable';
import { expectList } from '@/api/expectList';
import type { Paging } from '@/api/paging';
import type { Loadable } from '@/store/loadable';
import type { RootState } from '@/store/store';

/*
 * The collections thunks, apart from `collectionsSlice.ts` only because one file would pass 250
 * lines. The split is one-way: the slice imports the thunks to handle their actions, and the
 * thunks read the slice's state (for `condition` and the restore of a failed save) through
 * `RootState`, a type-only import, so neither module loads the other in a cycle. The state is
 * undefined until the slice is injected.
 */
const slice = (state: RootState) => state.collections;

export interface CollectionRecordRef {
  recordType: string;
  recordID: number;
}

/** `discussion:5`: a record's key in `byRecord` and `saves`. */
export type CollectionRecordKey = `${string}:${number}`;

export function recordKey(record: CollectionRecordRef): CollectionRecordKey {
  return `${record.recordType}:${record.recordID}`;
}

/** The keys of `saves`: `create`, `edit:{collectionID}` (rename, delete), a record's `recordKey`. */
export type CollectionSaveKey = 'create' | `edit:${number}` | CollectionRecordKey;

const saveOf = (state: RootState, key: CollectionSaveKey): Loadable<unknown> | undefined =>
  slice(state)?.saves[key];

export type CollectionsListArg = { page?: number; limit?: number; force?: boolean } | void;

export function collectionsListKey(arg: CollectionsListArg): string {
  const { force: _force, ...params } = arg ?? {};
  return stableHash(params);
}

/** `GET /collections`. */
export const fetchCollections = createLoadThunk<ApiCollection[], CollectionsListArg>(
  'collections/listRequested',
  async (arg, { api }) => {
    const { force: _force, ...params } = arg ?? {};
    return expectList<ApiCollection>(await apiGetCollections(api, params));
  },
  {
    selectLoadable: (state, arg) => slice(state)?.lists[collectionsListKey(arg)],
    failureToast: false,
  },
);

/** One member's collections, one page of them. */
export interface MemberCollectionsArg {
  insertUserID: number;
  page: number;
  limit?: number;
  force?: boolean;
}

export const MEMBER_COLLECTIONS_LIMIT = 10;

export function memberCollectionsKey(arg: { insertUserID: number; page: number }): string {
  return `${arg.insertUserID}:${arg.page}`;
}

/** `GET /collections?insertUserID=&page=&limit=`: a page of a member's collections, paged. */
export const fetchMemberCollections = createLoadThunk<
  { items: ApiCollection[]; paging: Paging },
  MemberCollectionsArg
>(
  'collections/memberPageRequested',
  async ({ insertUserID, page, limit = MEMBER_COLLECTIONS_LIMIT }, { api, signal }) =>
    apiGetCollectionsPage(api, { insertUserID, page, limit }, signal),
  {
    selectLoadable: (state, arg) => slice(state)?.byMember[memberCollectionsKey(arg)],
    failureToast: false,
  },
);

/** `PATCH /collections/{id}` with a new name. */
export const renameCollection = createLoadThunk<
  ApiCollection,
  { collectionID: number; name: string }
>(
  'collections/collectionRenamed',
  async ({ collectionID, name }, { api }) => apiPatchCollection(api, collectionID, { name }),
  {
    selectLoadable: (state, arg) => saveOf(state, `edit:${arg.collectionID}`),
    freshFor: 0,
    failureToast: false,
  },
);

/** `DELETE /collections/{id}`; the collection leaves every cached list. */
export const deleteCollection = createLoadThunk<number, { collectionID: number }>(
  'collections/collectionDeleted',
  async ({ collectionID }, { api }) => {
    await apiDeleteCollection(api, collectionID);
    return collectionID;
  },
  {
    selectLoadable: (state, arg) => saveOf(state, `edit:${arg.collectionID}`),
    freshFor: 0,
    failureToast: false,
  },
);

/** The longest collection name the server takes. */
export const COLLECTION_NAME_MAX = 100;

/**
 * Checks a new collection's name before it is sent: required, at most 100 characters, and not
 * the name of a collection already in the list (ignoring case and outer spaces). Returns the
 * message to show, or null.
 */
export function validateCollectionName(
  name: string,
  existing: readonly { name: string }[],
): 'required' | 'tooLong' | 'duplicate' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > COLLECTION_NAME_MAX) return 'tooLong';
  const lower = trimmed.toLowerCase();
  if (existing.some((c) => c.name.trim().toLowerCase() === lower)) return 'duplicate';
  return null;
}

/** `GET /collections/by-resource?recordType=&recordID=`: the collections holding a record. */
export const fetchRecordCollections = createLoadThunk<
  ApiCollection[],
  CollectionRecordRef & { force?: boolean }
>(
  'collections/recordCollectionsRequested',
  async ({ recordType, recordID }, { api }) =>
    expectList<ApiCollection>(await apiGetCollectionsByResource(api, { recordType, recordID })),
  { selectLoadable: (state, arg) => slice(state)?.byRecord[recordKey(arg)], failureToast: false },
);

/** `POST /collections` with `{ name, records }`; the new collection joins every cached list. */
export const createCollection = createLoadThunk<
  ApiCollection,
  { name: string; records: ApiCollectionRecord[] }
>(
  'collections/collectionCreated',
  async ({ name, records }, { api }) => apiPostCollection(api, { name: name.trim(), records }),
  { selectLoadable: (state) => saveOf(state, 'create'), freshFor: 0, failureToast: false },
);

/**
 * Replaces a record's collections in two steps (01 §4): `PUT /collections/by-resource`
 * with an empty `collectionIDs` to clear it, then with the real list. When the second step
 * fails after the first cleared the record, the membership the store knew is put back (best
 * effort) before the failure is reported, so a failed save does not empty the record.
 */
export const setRecordCollections = createLoadThunk<
  number[],
  { record: CollectionRecordRef & { sort?: number | null }; collectionIDs: number[] }
>(
  'collections/recordCollectionsSet',
  async ({ record, collectionIDs }, { api, getState, dispatch }) => {
    const before = (slice(getState())?.byRecord[recordKey(record)]?.data ?? []).map(
      (collection) => collection.collectionID,
    );
    await apiPutCollectionsByResource(api, { record, collectionIDs: [] });
    if (collectionIDs.length === 0) return collectionIDs;
    try {
      await apiPutCollectionsByResource(api, { record, collectionIDs });
    } catch (error) {
      const restored =
        before.length === 0 ||
        (await apiPutCollectionsByResource(api, { record, collectionIDs: before }).then(
          () => true,
          () => false,
        ));
      // If even that failed, show what the server holds now. The first failure is reported.
      if (!restored) void dispatch(fetchRecordCollections({ ...record, force: true }));
      throw error;
    }
    return collectionIDs;
  },
  { selectLoadable: (state, arg) => saveOf(state, recordKey(arg.record)), freshFor: 0 },
);
