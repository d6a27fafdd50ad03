import { type ReactElement, useId, useState } from 'react';
import type { ApiCategory } from '@/api/types/misc';
import {
  CATEGORY_SEARCH_DEBOUNCE_MS,
  searchCategories,
  selectCategorySearch,
} from '@/features/categories/categoriesSlice';
import { FieldError, invalidProps } from '@/features/composer/components/formErrors';
import { t } from '@/i18n/translate';
import { hasPermission } from '@/permissions/hasPermission';
import { selectPermissions } from '@/permissions/permissionsSlice';
import { useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useDebouncedLookup } from '@/store/useDebouncedLookup';
import { Loader } from '@/ui/Loader';

/** A category with its breadcrumbs: 'Help & Support › Installation'. */
export function categoryLabel(category: Pick<ApiCategory, 'name' | 'breadcrumbs'>): string {
  // The site's home is the first crumb of every category: it names no category.
  const crumbs = (category.breadcrumbs ?? [])
    .filter((crumb) => !/^(?:https?:\/\/[^/]+)?\/?$/.test(crumb.url ?? ''))
    .map((crumb) => crumb.name);
  if (crumbs[crumbs.length - 1] !== category.name) crumbs.push(category.name ?? '');
  return crumbs.filter(Boolean).join(' › ');
}

export interface CategoryPickerProps {
  /** The chosen category, with its name for display. */
  value: ApiCategory | null;
  onChange: (category: ApiCategory) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The form's category: the chosen one, a search (`GET /categories/search`, 100 ms after the
 * last keystroke, limit 50, 03 §9) and the matches the member may post in (`discussions.add`
 * on the category) as a radio group, so arrows move through them.
 */
export function CategoryPicker({
  value,
  onChange,
  error,
  disabled = false,
}: CategoryPickerProps): ReactElement {
  const [query, setQuery] = useState('');
  const id = useId();
  const permissions = useAppSelector((state) => selectPermissions(state).data);
  const lookup = useDebouncedLookup(
    searchCategories,
    { query: query.trim() },
    (state, asked) => selectCategorySearch(state, asked ?? { query: '' }),
    { wait: CATEGORY_SEARCH_DEBOUNCE_MS },
  ).result;
  const allowed = (lookup.data ?? []).filter((category) =>
    hasPermission(permissions, 'discussions.add', {
      resourceType: 'category',
      resourceID: category.categoryID,
    }),
  );
  const errorID = `${id}-error`;
  return (
    <fieldset
      className="fw-composer-field fw-composer-categories"
      {...invalidProps(error, errorID, `${id}-current`)}
      disabled={disabled}
    >
      <legend className="fw-composer-label">
        {t('Category')}
        <span aria-hidden="true"> *</span>
      </legend>
      <p id={`${id}-current`} className="fw-composer-current">
        {value ? `${t('Posting in')}: ${categoryLabel(value)}` : t('No category chosen yet.')}
      </p>
      <FieldError id={errorID} message={error} />
      <label className="fw-composer-subLabel" htmlFor={`${id}-search`}>
        {t('Find a category')}
      </label>
      <input
        id={`${id}-search`}
        className="fw-composer-input"
        type="search"
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      <div className="fw-composer-choices" role="radiogroup" aria-label={t('Categories')}>
        {allowed.map((category) => (
          <label key={category.categoryID} className="fw-composer-choice">
            <input
              type="radio"
              name={`${id}-category`}
              value={category.categoryID}
              checked={value?.categoryID === category.categoryID}
              onChange={() => onChange(category)}
            />
            <span>{categoryLabel(category)}</span>
          </label>
        ))}
      </div>
      <CategoryLookupState
        status={lookup.status}
        empty={allowed.length === 0}
        message={lookup.error?.description || lookup.error?.message}
      />
    </fieldset>
  );
}

function CategoryLookupState({
  status,
  empty,
  message,
}: {
  status: LoadStatus;
  empty: boolean;
  message?: string;
}): ReactElement | null {
  if (status === LoadStatus.LOADING || status === LoadStatus.PENDING)
    return <Loader size="small" />;
  if (status === LoadStatus.ERROR)
    return (
      <p role="alert" className="fw-composer-fieldError">
        {message || t('Something has gone wrong.')}
      </p>
    );
  if (empty)
    return (
      <p className="fw-composer-hint" role="status">
        {t('No categories found.')}
      </p>
    );
  return null;
}
