import { type ReactElement, useId, useMemo } from 'react';
import { useTagLookup } from '@/features/tags/useTagLookup';
import {
  SEARCH_TYPES,
  type SearchDomain,
  type SearchOperator,
  type SearchPageParams,
} from '@/features/search/searchParams';
import { t } from '@/i18n/translate';
import type { Loadable } from '@/store/loadable';
import { type LookupOption, LookupField } from './LookupField';
import { useAuthorOptions, useCategoryNames, useCategoryOptions } from './searchLookups';

export interface FilterDraft {
  name: string;
  startDate: string;
  endDate: string;
}

/** The filter fields the form holds before Apply, from the address's search. */
export const draftOf = (p: SearchPageParams): FilterDraft => ({
  name: p.name,
  startDate: p.startDate,
  endDate: p.endDate,
});

export interface SearchFiltersProps {
  params: SearchPageParams;
  draft: FilterDraft;
  /** Signed in: the followed-categories filter is offered. */
  signedIn: boolean;
  onDraft: (draft: FilterDraft) => void;
  /** A filter that applies at once (selects, boxes, chips), back to page 1. */
  onChange: (patch: Partial<SearchPageParams>) => void;
}

function useTagOptions(typed: string): Loadable<LookupOption[]> {
  const found = useTagLookup(typed);
  return useMemo(
    () => ({
      ...found,
      data: found.data?.map((tag) => ({ id: tag.name, label: tag.name })),
    }),
    [found],
  );
}

const typeLabels = (): Record<(typeof SEARCH_TYPES)[number], string> => ({
  discussion: t('Discussions'),
  question: t('Questions'),
  comment: t('Comments'),
});

/**
 * The filters (03 §2 parameters): where to search, the record types, categories (with their
 * children, archived ones, followed ones), authors, tags with and/or, title words, dates and
 * how the words combine. Selects, boxes and chips apply at once; the text fields with Search.
 */
export function SearchFilters({
  params,
  draft,
  signedIn,
  onDraft,
  onChange,
}: SearchFiltersProps): ReactElement {
  const id = useId();
  const categoryNames = useCategoryNames(params.categoryIDs);
  const categories = params.categoryIDs.map((categoryID, index) => ({
    id: String(categoryID),
    label: categoryNames[index] ?? String(categoryID),
  }));
  const authors = [
    ...params.authors.map((name) => ({ id: name, label: name })),
    ...params.insertUserIDs.map((userID) => ({
      id: `#${userID}`,
      label: t('User {id}').replace('{id}', String(userID)),
    })),
  ];
  const labels = typeLabels();
  const box = (
    key: 'includeChildCategories' | 'includeArchivedCategories' | 'followedCategories',
    label: string,
  ): ReactElement => (
    <label className="fw-searchResults-check">
      <input
        type="checkbox"
        checked={params[key]}
        onChange={(event) => onChange({ [key]: event.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <div className="fw-searchFilters">
      <label htmlFor={`${id}-domain`} className="fw-searchResults-fieldLabel">
        {t('Search In')}
      </label>
      <select
        id={`${id}-domain`}
        className="fw-searchResults-input"
        value={params.domain}
        onChange={(event) => onChange({ domain: event.target.value as SearchDomain })}
      >
        <option value="all">{t('All Content')}</option>
        <option value="discussions">{t('Discussions')}</option>
        <option value="knowledge">{t('Knowledge Base')}</option>
      </select>

      <fieldset className="fw-searchFilters-group">
        <legend className="fw-searchResults-fieldLabel">{t('Type')}</legend>
        {SEARCH_TYPES.map((type) => (
          <label key={type} className="fw-searchResults-check">
            <input
              type="checkbox"
              checked={params.types.includes(type)}
              onChange={(event) =>
                onChange({
                  types: event.target.checked
                    ? SEARCH_TYPES.filter((tp) => tp === type || params.types.includes(tp))
                    : params.types.filter((tp) => tp !== type),
                })
              }
            />
            {labels[type]}
          </label>
        ))}
      </fieldset>

      <LookupField
        label={t('Categories')}
        chosen={categories}
        useOptions={useCategoryOptions}
        // One category: `GET /search` takes one `categoryID` (03 §7); a new one replaces it.
        onAdd={(option) => onChange({ categoryIDs: [Number(option.id)] })}
        onRemove={(option) =>
          onChange({ categoryIDs: params.categoryIDs.filter((c) => String(c) !== option.id) })
        }
      />
      {box('includeChildCategories', t('Include subcategories'))}
      {box('includeArchivedCategories', t('Include archived categories'))}
      {signedIn && box('followedCategories', t('Only followed categories'))}

      <LookupField
        label={t('Authors')}
        chosen={authors}
        useOptions={useAuthorOptions}
        onAdd={(option) => onChange({ authors: [...params.authors, option.id] })}
        onRemove={(option) =>
          option.id.startsWith('#')
            ? onChange({
                insertUserIDs: params.insertUserIDs.filter((u) => `#${u}` !== option.id),
              })
            : onChange({ authors: params.authors.filter((a) => a !== option.id) })
        }
      />

      <LookupField
        label={t('Tags')}
        chosen={params.tags.map((tag) => ({ id: tag, label: tag }))}
        useOptions={useTagOptions}
        onAdd={(option) => onChange({ tags: [...params.tags, option.id] })}
        onRemove={(option) => onChange({ tags: params.tags.filter((tag) => tag !== option.id) })}
      />
      <label htmlFor={`${id}-tagOperator`} className="fw-searchResults-fieldLabel">
        {t('Match tags')}
      </label>
      <select
        id={`${id}-tagOperator`}
        className="fw-searchResults-input"
        value={params.tagOperator}
        onChange={(event) => onChange({ tagOperator: event.target.value as SearchOperator })}
      >
        <option value="or">{t('Any of these tags')}</option>
        <option value="and">{t('All of these tags')}</option>
      </select>

      <label htmlFor={`${id}-queryOperator`} className="fw-searchResults-fieldLabel">
        {t('Match words')}
      </label>
      <select
        id={`${id}-queryOperator`}
        className="fw-searchResults-input"
        value={params.queryOperator}
        onChange={(event) => onChange({ queryOperator: event.target.value as SearchOperator })}
      >
        <option value="and">{t('All of the words')}</option>
        <option value="or">{t('Any of the words')}</option>
      </select>

      <label htmlFor={`${id}-name`} className="fw-searchResults-fieldLabel">
        {t('Title')}
      </label>
      <input
        id={`${id}-name`}
        className="fw-searchResults-input"
        type="text"
        maxLength={200}
        value={draft.name}
        onChange={(event) => onDraft({ ...draft, name: event.target.value })}
      />
      <div className="fw-searchFilters-dates">
        <div>
          <label htmlFor={`${id}-from`} className="fw-searchResults-fieldLabel">
            {t('From')}
          </label>
          <input
            id={`${id}-from`}
            className="fw-searchResults-input"
            type="date"
            value={draft.startDate}
            onChange={(event) => onDraft({ ...draft, startDate: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="fw-searchResults-fieldLabel">
            {t('To')}
          </label>
          <input
            id={`${id}-to`}
            className="fw-searchResults-input"
            type="date"
            value={draft.endDate}
            onChange={(event) => onDraft({ ...draft, endDate: event.target.value })}
          />
        </div>
      </div>
      <button type="submit" className="fw-button fw-button--primary">
        {t('Apply')}
      </button>
    </div>
  );
}
