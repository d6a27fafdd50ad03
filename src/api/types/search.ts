/**
 * `GET /search` query as the results page sends it (03 §2, §7). Lists are sent as `key[]=v`.
 * The results are `ApiSearchResult` (src/api/types/misc.ts); paging comes in the headers.
 * 03 §7 names `categoryID` (one category), `knowledgeBaseID`, `knowledgeCategoryIDs` and
 * `locale`; the address's `categoryIDs` and `knowledgeBaseOption` (03 §2) map onto them.
 */
export type ApiSearchQuery = {
  query?: string;
  recordTypes?: string[];
  types?: string[];
  categoryID?: number;
  followedCategories?: boolean;
  includeChildCategories?: boolean;
  includeArchivedCategories?: boolean;
  knowledgeBaseID?: number;
  knowledgeCategoryIDs?: number[];
  /** The page's locale (the bootstrap's `locale`). */
  locale?: string;
  name?: string;
  authors?: string[];
  insertUserIDs?: number[];
  tags?: string[];
  tagOperator?: 'and' | 'or';
  queryOperator?: 'and' | 'or';
  /** `[from,to]`, inclusive days (YYYY-MM-DD); either side may be empty. */
  dateInserted?: string;
  expand?: string[];
  page?: number;
  limit?: number;
};
