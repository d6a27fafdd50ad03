import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  apiGetCategoriesSearch,
  apiGetCategory,
  apiGetCategoryPreferences,
  apiPatchCategoryPreferences,
} from '@/api/endpoints/categories';
import { expectList } from '@/api/expectList';
import type { ApiCategory, ApiCategoryPreferences } from '@/api/types/misc';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import {
  type Loadable,
  type LoadableMap,
  LoadStatus,
  pendingLoadable,
  stableHash,
} from '@/store/loadable';
import { addOptimisticUpdate } from '@/store/optimistic';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';

// The thunks' `condition` reads the state directly: undefined until the slice is injected
// (which this module does as it loads, before any thunk can run).

/** Category suggestion debounce and limit (03 §9). */
export const CATEGORY_SEARCH_DEBOUNCE_MS = 100;
export const CATEGORY_SEARCH_LIMIT = 50;

export interface CategoryPreferencesTarget {
  categoryID: number;
  userID: number;
}

/**
 * The user changed some of a category's preferences; the categories slice keeps them in its
 * queue (`queued`), shown on top of the cache, until a save sends them
 * (`categoryPreferencesQueue.ts`). Defined here, not beside the queue, so the slice does not
 * bring the queue and its throttle to pages without a follow control.
 */
export const categoryPreferencesChangeQueued = createAction<
  CategoryPreferencesTarget & { changes: ApiCategoryPreferences }
>('categories/preferencesChangeQueued');

export function preferencesKey(arg: { categoryID: number; userID: number }): string {
  return `${arg.categoryID}:${arg.userID}`;
}

/** `GET /categories/{id}`. */
export const fetchCategory = createLoadThunk<ApiCategory, { categoryID: number; force?: boolean }>(
  'categories/categoryRequested',
  async ({ categoryID }, { api }) => apiGetCategory(api, categoryID),
  {
    selectLoadable: (state, arg) => state.categories?.byID[String(arg.categoryID)],
    failureToast: false,
  },
);

export interface CategorySearchArg {
  query: string;
  parentCategoryID?: number;
}

/** `GET /categories/search?query=&expand[]=breadcrumbs&limit=50`. */
export const searchCategories = createLoadThunk<ApiCategory[], CategorySearchArg>(
  'categories/searchRequested',
  async ({ query, parentCategoryID }, { api, signal }) =>
    expectList<ApiCategory>(
      await apiGetCategoriesSearch(
        api,
        { query, parentCategoryID, expand: ['breadcrumbs'], limit: CATEGORY_SEARCH_LIMIT },
        signal,
      ),
    ),
  {
    selectLoadable: (state, arg) => state.categories?.searches[stableHash(arg)],
    failureToast: false,
  },
);

/** `GET /categories/{categoryID}/preferences/{userID}` (03 §7). */
export const fetchCategoryPreferences = createLoadThunk<
  ApiCategoryPreferences,
  { categoryID: number; userID: number; force?: boolean }
>(
  'categories/preferencesRequested',
  async ({ categoryID, userID }, { api }) => apiGetCategoryPreferences(api, categoryID, userID),
  {
    selectLoadable: (state, arg) => state.categories?.preferences[preferencesKey(arg)],
    failureToast: false,
  },
);

/**
 * `PATCH /categories/{categoryID}/preferences/{userID}` with a preferences map. Applied
 * optimistically, rolled back on error; the response replaces the cache (03 §4, §7).
 */
export const patchCategoryPreferences = createLoadThunk<
  ApiCategoryPreferences,
  { categoryID: number; userID: number; preferences: ApiCategoryPreferences }
>(
  'categories/preferencesPatched',
  async ({ categoryID, userID, preferences }, { api }) =>
    apiPatchCategoryPreferences(api, categoryID, userID, preferences),
  {
    selectLoadable: (state, arg) => state.categories?.preferenceSaves[preferencesKey(arg)],
    freshFor: 0,
    failureToast: false,
  },
);

export interface CategoriesState {
  byID: LoadableMap<ApiCategory>;
  searches: LoadableMap<ApiCategory[]>;
  /** By `categoryID:userID`. */
  preferences: LoadableMap<ApiCategoryPreferences>;
  preferenceSaves: LoadableMap<ApiCategoryPreferences>;
  /** Preferences before an optimistic patch, by requestId. */
  rollback: Record<string, ApiCategoryPreferences>;
  /**
   * Changes the user made that no save has sent yet, by `categoryID:userID`: the follow
   * dropdown shows them on top of the cache (`changeCategoryPreferences` sends them).
   */
  queued: Record<string, ApiCategoryPreferences>;
}

export interface PreloadedCategoryPreferences {
  categoryID: number;
  userID: number;
  preferences: ApiCategoryPreferences;
}

const initialState: CategoriesState = {
  byID: {},
  searches: {},
  preferences: {},
  preferenceSaves: {},
  rollback: {},
  queued: {},
};

export const categoriesSlice = createSlice({
  name: 'categories',
  initialState,
  reducers: {
    /**
     * `categories/preferencesPreloaded`: preferences the page already has (a category item's
     * `preferences`, 03 §3) become the cached answer of `GET /categories/{id}/preferences/
     * {userID}`, so no request goes out and later saves patch them optimistically. A cache
     * entry that already exists (loaded, loading or failed) is kept.
     */
    preferencesPreloaded: {
      reducer(
        state,
        { payload }: PayloadAction<PreloadedCategoryPreferences & { fetchedAt: number }>,
      ) {
        const key = preferencesKey(payload);
        if (state.preferences[key] !== undefined) return;
        state.preferences[key] = {
          status: LoadStatus.SUCCESS,
          data: payload.preferences,
          fetchedAt: payload.fetchedAt,
        };
      },
      prepare: (preloaded: PreloadedCategoryPreferences) => ({
        payload: { ...preloaded, fetchedAt: Date.now() },
      }),
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(categoryPreferencesChangeQueued, (state, { payload }) => {
        const key = preferencesKey(payload);
        state.queued[key] = { ...state.queued[key], ...payload.changes };
      })
      .addCase(patchCategoryPreferences.pending, (state, { meta }) => {
        // What a save sends leaves the queue.
        delete state.queued[preferencesKey(meta.arg)];
      })
      .addCase(patchCategoryPreferences.fulfilled, (state, { payload, meta }) => {
        const cached = state.preferences[preferencesKey(meta.arg)];
        if (cached) cached.data = payload;
      });
    // The patch shows at once in the cached preferences, and is rolled back if it fails.
    addOptimisticUpdate(builder, patchCategoryPreferences, {
      apply: (state, arg) => {
        const cached = state.preferences[preferencesKey(arg)];
        if (!cached?.data) return undefined;
        const before = { ...cached.data };
        Object.assign(cached.data, arg.preferences);
        return before;
      },
      revert: (state, arg, before) => {
        const cached = state.preferences[preferencesKey(arg)];
        if (cached) cached.data = before;
      },
    });
    trackLoadable(builder, fetchCategory, { map: (s) => s.byID, key: (a) => String(a.categoryID) });
    trackLoadable(builder, searchCategories, { map: (s) => s.searches, key: (a) => stableHash(a) });
    trackLoadable(builder, fetchCategoryPreferences, {
      map: (s) => s.preferences,
      key: preferencesKey,
    });
    trackLoadable(builder, patchCategoryPreferences, {
      map: (s) => s.preferenceSaves,
      key: preferencesKey,
    });
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof categoriesSlice> {}
}

export const { preferencesPreloaded: categoryPreferencesPreloaded } = categoriesSlice.actions;

export const injectedCategoriesSlice = categoriesSlice.injectInto(rootReducer);

const categories = (state: RootState) => injectedCategoriesSlice.selectSlice(state);

export const selectCategory = (state: RootState, categoryID: number): Loadable<ApiCategory> =>
  categories(state).byID[String(categoryID)] ?? pendingLoadable();

export const selectCategorySearch = (
  state: RootState,
  arg: CategorySearchArg,
): Loadable<ApiCategory[]> => categories(state).searches[stableHash(arg)] ?? pendingLoadable();

export const selectCategoryPreferences = (
  state: RootState,
  categoryID: number,
  userID: number,
): Loadable<ApiCategoryPreferences> =>
  categories(state).preferences[preferencesKey({ categoryID, userID })] ?? pendingLoadable();

/** The last preference save; its error is shown at the top of the follow dropdown (03 §8). */
export const selectCategoryPreferencesSave = (
  state: RootState,
  categoryID: number,
  userID: number,
): Loadable<ApiCategoryPreferences> =>
  categories(state).preferenceSaves[preferencesKey({ categoryID, userID })] ?? pendingLoadable();

/** Changes to a category's preferences that no save has sent yet; undefined when none. */
export const selectQueuedCategoryPreferences = (
  state: RootState,
  categoryID: number,
  userID: number,
): ApiCategoryPreferences | undefined =>
  categories(state).queued[preferencesKey({ categoryID, userID })];
