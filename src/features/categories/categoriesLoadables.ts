import type { ApiCategory, ApiCategoryPreferences } from '../../api/types/misc';
import type { Loadable } from '../../store/loadable';
import type { RootState } from '../../store/store';

/*
 * Where the categories slice keeps each request's Loadable, for the thunks' `condition`.
 * This module imports neither the slice nor the thunks (the slice imports the thunks), so
 * the thunks read the state through it without an import cycle. Undefined until the slice
 * is injected; widgets read the selectors of `categoriesSlice.ts` instead.
 */

/** `GET /categories/{id}`. */
export const selectCategoryLoadable = (
  state: RootState,
  categoryID: number,
): Loadable<ApiCategory> | undefined => state.categories?.byID[String(categoryID)];

/** `GET /categories/search` by `stableHash(arg)`. */
export const selectCategorySearchLoadable = (
  state: RootState,
  key: string,
): Loadable<ApiCategory[]> | undefined => state.categories?.searches[key];

/** `GET /categories/{id}/preferences/{userID}` by `preferencesKey(arg)`. */
export const selectCategoryPreferencesLoadable = (
  state: RootState,
  key: string,
): Loadable<ApiCategoryPreferences> | undefined => state.categories?.preferences[key];

/** The last `PATCH /categories/{id}/preferences/{userID}` by `preferencesKey(arg)`. */
export const selectCategoryPreferencesSaveLoadable = (
  state: RootState,
  key: string,
): Loadable<ApiCategoryPreferences> | undefined => state.categories?.preferenceSaves[key];

/** Preference changes not sent yet, by `preferencesKey(arg)`. */
export const selectQueuedPreferencesByKey = (
  state: RootState,
  key: string,
): ApiCategoryPreferences | undefined => state.categories?.queued[key];
