import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ApiCategory, ApiCategoryPreferences } from '../../api/types/misc';
import { trackLoadable } from '../../store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable, stableHash } from '../../store/loadable';
import { rootReducer } from '../../store/rootReducer';
import type { RootState } from '../../store/store';
import {
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
  rollback: Record<string, ApiCategoryPreferences | undefined>;
}

const initialState: CategoriesState = {
  byID: {},
  searches: {},
  preferences: {},
  preferenceSaves: {},
  rollback: {},
};

export const categoriesSlice = createSlice({
  name: 'categories',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(patchCategoryPreferences.pending, (state, { meta }) => {
        const cached = state.preferences[preferencesKey(meta.arg)];
        state.rollback[meta.requestId] = cached?.data ? { ...cached.data } : undefined;
        if (cached?.data) Object.assign(cached.data, meta.arg.preferences);
      })
      .addCase(patchCategoryPreferences.fulfilled, (state, { payload, meta }) => {
        const cached = state.preferences[preferencesKey(meta.arg)];
        if (cached) cached.data = payload;
        delete state.rollback[meta.requestId];
      })
      .addCase(patchCategoryPreferences.rejected, (state, { meta }) => {
        const cached = state.preferences[preferencesKey(meta.arg)];
        const before = state.rollback[meta.requestId];
        if (cached && before) cached.data = before;
        delete state.rollback[meta.requestId];
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
