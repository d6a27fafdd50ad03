import { createAction } from '@reduxjs/toolkit';
import * as categoriesApi from '../../api/endpoints/categories';
import type { ApiCategory, ApiCategoryPreferences } from '../../api/types/misc';
import { createLoadThunk } from '../../store/createLoadThunk';
import { stableHash } from '../../store/loadable';
import { expectList } from '../../api/expectList';
import {
  selectCategoryLoadable,
  selectCategoryPreferencesLoadable,
  selectCategoryPreferencesSaveLoadable,
  selectCategorySearchLoadable,
} from './categoriesLoadables';

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
  async ({ categoryID }, { api }) => categoriesApi.getCategory(api, categoryID),
  { selectLoadable: (state, arg) => selectCategoryLoadable(state, arg.categoryID) },
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
      await categoriesApi.searchCategories(
        api,
        { query, parentCategoryID, expand: ['breadcrumbs'], limit: CATEGORY_SEARCH_LIMIT },
        signal,
      ),
    ),
  { selectLoadable: (state, arg) => selectCategorySearchLoadable(state, stableHash(arg)) },
);

/** `GET /categories/{categoryID}/preferences/{userID}` (03 §7). */
export const fetchCategoryPreferences = createLoadThunk<
  ApiCategoryPreferences,
  { categoryID: number; userID: number; force?: boolean }
>(
  'categories/preferencesRequested',
  async ({ categoryID, userID }, { api }) =>
    categoriesApi.getCategoryPreferences(api, categoryID, userID),
  {
    selectLoadable: (state, arg) => selectCategoryPreferencesLoadable(state, preferencesKey(arg)),
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
    categoriesApi.patchCategoryPreferences(api, categoryID, userID, preferences),
  {
    selectLoadable: (state, arg) =>
      selectCategoryPreferencesSaveLoadable(state, preferencesKey(arg)),
    freshFor: 0,
  },
);
