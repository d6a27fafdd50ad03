import type { ApiSearchQuery } from '@/api/types/search';
import { t } from '@/i18n/translate';
import { EMPTY_SEARCH, SEARCH_PAGE_SIZE, type SearchPageParams } from './searchParams';

/**
 * From the results page's address state to the search request (03 §2, §5): whether anything
 * is asked, which options apply to which record types, and the request with the record-type
 * mixing rule applied.
 */

/** True when the params ask for anything at all (text or a filter). */
export function hasSearchInput(p: SearchPageParams): boolean {
  return (
    p.text.trim() !== '' ||
    p.name.trim() !== '' ||
    p.categoryIDs.length > 0 ||
    p.followedCategories ||
    p.authors.length > 0 ||
    p.insertUserIDs.length > 0 ||
    p.tags.length > 0 ||
    p.startDate !== '' ||
    p.endDate !== ''
  );
}

/** Options that apply only to discussions (and their comments). */
export function hasDiscussionOptions(p: SearchPageParams): boolean {
  return (
    p.types.length > 0 ||
    p.categoryIDs.length > 0 ||
    p.followedCategories ||
    p.includeChildCategories ||
    p.includeArchivedCategories ||
    p.tags.length > 0
  );
}

/** Options that apply only to knowledge-base articles. */
export function hasKnowledgeBaseOptions(p: SearchPageParams): boolean {
  return p.knowledgeBaseOption !== '';
}

export interface SearchRequest {
  query: ApiSearchQuery;
  /** What the mixing rule dropped, as the user should read it (03 §5). */
  warnings: string[];
}

/**
 * The `GET /search` query for the params, with the record-type mixing rule of 03 §5: a search
 * of discussions drops the knowledge-base options, a search of articles drops the discussion
 * options, each with a warning. Across all content, discussion options make it a discussion
 * search, so any knowledge-base option is dropped then too.
 */
export function toSearchRequest(
  p: SearchPageParams,
  limit = SEARCH_PAGE_SIZE,
  locale?: string,
): SearchRequest {
  const warnings: string[] = [];
  const query: ApiSearchQuery = {
    expand: ['breadcrumbs', 'insertUser'],
    page: p.page,
    limit,
  };
  if (locale) query.locale = locale;
  let discussion = p.domain === 'discussions' || (p.domain === 'all' && hasDiscussionOptions(p));
  const article = p.domain === 'knowledge';
  if (article && hasDiscussionOptions(p)) {
    warnings.push(
      t('Discussion options (type, categories, tags) do not apply to articles and were ignored.'),
    );
    discussion = false;
  }
  if (discussion && hasKnowledgeBaseOptions(p)) {
    warnings.push(t('Knowledge base options do not apply to discussions and were ignored.'));
  }
  if (p.domain === 'discussions') query.recordTypes = ['discussion', 'comment'];
  if (article) query.recordTypes = ['article'];
  const text = p.text.trim();
  if (text) query.query = text;
  if (p.queryOperator !== EMPTY_SEARCH.queryOperator) query.queryOperator = p.queryOperator;
  if (p.name.trim()) query.name = p.name.trim();
  if (p.authors.length) query.authors = p.authors;
  if (p.insertUserIDs.length) query.insertUserIDs = p.insertUserIDs;
  if (p.startDate || p.endDate) query.dateInserted = `[${p.startDate},${p.endDate}]`;
  if (!article) {
    if (p.types.length) query.types = p.types;
    // 03 §7 names one `categoryID`; the address keeps at most one (searchParams.ts).
    if (p.categoryIDs[0] !== undefined) query.categoryID = p.categoryIDs[0];
    if (p.followedCategories) query.followedCategories = true;
    if (p.includeChildCategories) query.includeChildCategories = true;
    if (p.includeArchivedCategories) query.includeArchivedCategories = true;
    if (p.tags.length) {
      query.tags = p.tags;
      if (p.tagOperator !== EMPTY_SEARCH.tagOperator) query.tagOperator = p.tagOperator;
    }
  }
  // The address's knowledgeBaseOption is the chosen knowledge base's ID (parseSearchParams
  // keeps only whole numbers); 03 §7 sends it as knowledgeBaseID.
  if (!discussion && p.knowledgeBaseOption) query.knowledgeBaseID = Number(p.knowledgeBaseOption);
  return { query, warnings };
}
