import { type ReactElement, useId, useState } from 'react';
import type { ApiCategory } from '@/api/types/misc';
import {
  CATEGORY_SEARCH_DEBOUNCE_MS,
  searchCategories,
  selectCategorySearch,
} from '../../categories/categoriesSlice';
import { t } from '@/i18n/translate';
import { useDebouncedLookup } from '@/store/useDebouncedLookup';
import { Modal } from '@/ui/Modal';
import { LookupStatus } from './LookupStatus';
import { useActionStyles } from './useActionStyles';

/** A category with its breadcrumbs: 'Help & Support › Installation'. */
export function categoryPath(category: ApiCategory): string {
  const crumbs = (category.breadcrumbs ?? []).map((crumb) => crumb.name).filter(Boolean);
  if (crumbs.length > 0 && crumbs[crumbs.length - 1] !== category.name)
    crumbs.push(category.name ?? '');
  return crumbs.length > 0 ? crumbs.join(' › ') : (category.name ?? '');
}

interface CategoryPickerModalProps {
  title: string;
  /** The current category, which cannot be chosen again. */
  currentCategoryID?: number;
  busy?: boolean;
  onSubmit: (categoryID: number) => void;
  onClose: () => void;
}

/**
 * Move's category picker: `GET /categories/search` 100 ms after the last keystroke, limit 50,
 * with breadcrumbs (03 §7, §9).
 */
export function CategoryPickerModal({
  title,
  currentCategoryID,
  busy = false,
  onSubmit,
  onClose,
}: CategoryPickerModalProps): ReactElement {
  useActionStyles();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const inputID = useId();
  const results = useDebouncedLookup(
    searchCategories,
    { query: query.trim() },
    (state, asked) => selectCategorySearch(state, asked ?? { query: '' }),
    { wait: CATEGORY_SEARCH_DEBOUNCE_MS },
  ).result;
  const footer = (
    <>
      <button type="button" className="fw-button" onClick={onClose}>
        {t('Cancel')}
      </button>
      <button
        type="button"
        className="fw-button fw-button--primary"
        disabled={chosen === null || busy}
        onClick={() => chosen !== null && onSubmit(chosen)}
      >
        {t('Move')}
      </button>
    </>
  );
  return (
    <Modal isVisible title={title} onClose={onClose} size="medium" footer={footer}>
      <label className="fw-field-label" htmlFor={inputID}>
        {t('Find a category')}
      </label>
      <input
        id={inputID}
        className="fw-input"
        type="search"
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      <LookupStatus lookup={results} />
      <fieldset className="fw-choiceList">
        <legend className="fw-srOnly">{t('Category')}</legend>
        {(results.data ?? []).map((category) => (
          <label key={category.categoryID} className="fw-choice">
            <input
              type="radio"
              name={`${inputID}-category`}
              value={category.categoryID}
              disabled={category.categoryID === currentCategoryID}
              checked={chosen === category.categoryID}
              onChange={() => setChosen(category.categoryID)}
            />
            <span>{categoryPath(category)}</span>
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
