import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ApiCategory, ApiCategoryPreferences } from '../../api/types/misc';
import { trackLoadable } from '../../store/createLoadThunk';
import {
  type Loadable,
  type LoadableMap,
  LoadStatus,
  pendingLoadable,
  stableHash,
} from '../../store/loadable';
import { addOptimisticUpdate } from '../../store/optimistic';
import { rootReducer } from '../../store/rootReducer';
import type { RootState } from '../../store/store';
import {
  categoryPreferencesChangeQueued,
  type CategorySearchArg,
  fetchCategory,
  fetchCategoryPreferences,
  patchCategoryPreferences,
  preferencesKey,
  searchCategories,
} from './categoriesThunks';

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

declare module '../../store/rootReducer' {
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
