import type { ApiCategoryPreferences } from '../../api/types/misc';
import { fetchCategoryPreferences } from './categoriesThunks';

/**
 * Puts preferences the page already has (a category item's `preferences`, 03 §3) in the
 * cache as if `GET /categories/{id}/preferences/{userID}` had answered, so no request goes
 * out and later saves patch this entry optimistically.
 */
export function categoryPreferencesSeeded(
  categoryID: number,
  userID: number,
  preferences: ApiCategoryPreferences,
): ReturnType<typeof fetchCategoryPreferences.fulfilled> {
  return fetchCategoryPreferences.fulfilled(preferences, 'preloaded', { categoryID, userID });
}
