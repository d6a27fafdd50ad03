import { useEffect, useMemo } from 'react';
import {
  CATEGORY_SEARCH_DEBOUNCE_MS,
  fetchCategory,
  searchCategories,
  selectCategory,
  selectCategorySearch,
} from '@/features/categories/categoriesSlice';
import { categoryPath } from '@/features/discussions/components/CategoryPickerModal';
import { useMentionSuggestions } from '@/features/mentions/useMentionSuggestions';
import { t } from '@/i18n/translate';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { Loadable } from '@/store/loadable';
import { useDebouncedLookup } from '@/store/useDebouncedLookup';
import type { LookupOption } from './LookupField';

/** Categories matching the typed text (03 §7 category search: 100 ms debounce, limit 50). */
export function useCategoryOptions(typed: string): Loadable<LookupOption[]> {
  const query = typed.trim();
  const found = useDebouncedLookup(
    searchCategories,
    query === '' ? null : { query },
    (state, asked) => selectCategorySearch(state, asked ?? { query: '' }),
    { wait: CATEGORY_SEARCH_DEBOUNCE_MS },
  ).result;
  return useMemo(
    () => ({
      ...found,
      data: found.data?.map((category) => ({
        id: String(category.categoryID),
        label: category.name ?? '',
        detail: categoryPath(category) !== category.name ? categoryPath(category) : undefined,
      })),
    }),
    [found],
  );
}

/** Users whose name begins with the typed text (the mention lookup, 50 ms debounce). */
export function useAuthorOptions(typed: string): Loadable<LookupOption[]> {
  const found = useMentionSuggestions(typed);
  return useMemo(
    () => ({
      ...found,
      data: found.data?.map((user) => ({ id: user.name, label: user.name })),
    }),
    [found],
  );
}

/**
 * The names of the chosen categories, loaded by ID when the address named them
 * (`GET /categories/{id}`); 'Category 12' until (or unless) a name arrives.
 */
export function useCategoryNames(ids: number[]): string[] {
  const dispatch = useAppDispatch();
  const key = ids.join(',');
  useEffect(() => {
    if (key === '') return;
    for (const id of key.split(',')) void dispatch(fetchCategory({ categoryID: Number(id) }));
  }, [dispatch, key]);
  const joined = useAppSelector((state) =>
    ids.map((id) => selectCategory(state, id).data?.name ?? '').join('\u0000'),
  );
  if (ids.length === 0) return [];
  return joined
    .split('\u0000')
    .map((name, index) =>
      name !== '' ? name : t('Category {id}').replace('{id}', String(ids[index] ?? '')),
    );
}
