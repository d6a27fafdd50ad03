/**
 * The search results page's state as its address carries it (02 §2, 03 §2): the text in
 * `query` (or `search`), `page`, and the 03 §2 filters. Lists are written comma-separated and
 * read from repeated keys, `key[]=` and commas alike. Dates are `startDate`/`endDate` (days).
 */
export type SearchDomain = 'all' | 'discussions' | 'knowledge';
export type SearchOperator = 'and' | 'or';

export interface SearchPageParams {
  text: string;
  page: number;
  domain: SearchDomain;
  types: string[];
  /** At most one: `GET /search` takes one `categoryID` (03 §7). */
  categoryIDs: number[];
  followedCategories: boolean;
  includeChildCategories: boolean;
  includeArchivedCategories: boolean;
  /** The chosen knowledge base's ID as the address writes it ('' for none). */
  knowledgeBaseOption: string;
  name: string;
  authors: string[];
  insertUserIDs: number[];
  tags: string[];
  tagOperator: SearchOperator;
  queryOperator: SearchOperator;
  startDate: string;
  endDate: string;
}

/** The record types the type filter offers (a question is a discussion type). */
export const SEARCH_TYPES = ['discussion', 'question', 'comment'] as const;
export const SEARCH_DOMAINS: SearchDomain[] = ['all', 'discussions', 'knowledge'];
/** Results per page: the pager's default page limit (03 §9). */
export const SEARCH_PAGE_SIZE = 10;

/** Logged only (03 §8). */
export const SEARCH_PARAMS_LOG = 'Error parsing search params';

export const EMPTY_SEARCH: SearchPageParams = {
  text: '',
  page: 1,
  domain: 'all',
  types: [],
  categoryIDs: [],
  followedCategories: false,
  includeChildCategories: false,
  includeArchivedCategories: false,
  knowledgeBaseOption: '',
  name: '',
  authors: [],
  insertUserIDs: [],
  tags: [],
  tagOperator: 'or',
  queryOperator: 'and',
  startDate: '',
  endDate: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_TEXT = 200;
const MAX_LIST = 50;

function isDay(value: string): boolean {
  return DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

function readList(params: URLSearchParams, key: string): string[] {
  const values = [...params.getAll(key), ...params.getAll(`${key}[]`)];
  const out = values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return [...new Set(out)].slice(0, MAX_LIST);
}

function readBool(params: URLSearchParams, key: string, problems: string[]): boolean {
  const value = params.get(key);
  if (value === null || value === '') return false;
  if (value === '1' || value === 'true') return true;
  if (value !== '0' && value !== 'false') problems.push(key);
  return false;
}

function readOperator(
  params: URLSearchParams,
  key: string,
  fallback: SearchOperator,
  problems: string[],
): SearchOperator {
  const value = params.get(key);
  if (value === null || value === '') return fallback;
  if (value === 'and' || value === 'or') return value;
  problems.push(key);
  return fallback;
}

/**
 * Reads the page's params from an address's query string. Values it cannot use are left at
 * their defaults and logged once ('Error parsing search params', 03 §8); the page keeps working.
 */
export function parseSearchParams(search: string): SearchPageParams {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const text = (params.get('query') ?? params.get('search') ?? '').slice(0, MAX_TEXT);

  const pageText = params.get('page');
  let page = 1;
  if (pageText !== null && pageText !== '') {
    const n = Number(pageText);
    if (Number.isInteger(n) && n >= 1 && n <= 10000) page = n;
    else problems.push('page');
  }

  const domainText = params.get('domain');
  let domain: SearchDomain = 'all';
  if (domainText) {
    if ((SEARCH_DOMAINS as string[]).includes(domainText)) domain = domainText as SearchDomain;
    else problems.push('domain');
  }

  const types = readList(params, 'types').filter((type) => {
    const known = (SEARCH_TYPES as readonly string[]).includes(type);
    if (!known) problems.push('types');
    return known;
  });

  const ids = (key: string): number[] =>
    readList(params, key).flatMap((v) => {
      const n = Number(v);
      if (Number.isInteger(n) && n > 0) return [n];
      problems.push(key);
      return [];
    });

  const day = (key: string): string => {
    const value = params.get(key) ?? '';
    if (value === '' || isDay(value)) return value;
    problems.push(key);
    return '';
  };

  // `GET /search` takes one `categoryID` (03 §7): the address's `categoryIDs` (03 §2) keeps the
  // first; more are dropped and logged like any value the page cannot use.
  const categoryIDs = ids('categoryIDs');
  if (categoryIDs.length > 1) problems.push('categoryIDs');
  // The knowledge-base option is the chosen knowledge base's ID, sent as `knowledgeBaseID`.
  let knowledgeBaseOption = (params.get('knowledgeBaseOption') ?? '').trim();
  if (knowledgeBaseOption !== '' && !/^[1-9]\d{0,14}$/.test(knowledgeBaseOption)) {
    problems.push('knowledgeBaseOption');
    knowledgeBaseOption = '';
  }

  const result: SearchPageParams = {
    text,
    page,
    domain,
    types,
    categoryIDs: categoryIDs.slice(0, 1),
    followedCategories: readBool(params, 'followedCategories', problems),
    includeChildCategories: readBool(params, 'includeChildCategories', problems),
    includeArchivedCategories: readBool(params, 'includeArchivedCategories', problems),
    knowledgeBaseOption,
    name: (params.get('name') ?? '').slice(0, MAX_TEXT),
    authors: readList(params, 'authors').map((a) => a.slice(0, 100)),
    insertUserIDs: ids('insertUserIDs'),
    tags: readList(params, 'tags').map((tag) => tag.slice(0, 100)),
    tagOperator: readOperator(params, 'tagOperator', EMPTY_SEARCH.tagOperator, problems),
    queryOperator: readOperator(params, 'queryOperator', EMPTY_SEARCH.queryOperator, problems),
    startDate: day('startDate'),
    endDate: day('endDate'),
  };
  if (problems.length)
    console.warn(`[forum-widgets] ${SEARCH_PARAMS_LOG}`, [...new Set(problems)].join(', '));
  return result;
}

export interface SerializeOptions {
  /** `labs.newSearchPage` (or knowledge-base mode): the text goes in `query`, else `search`. */
  textKey: 'query' | 'search';
}

/** Writes the params as a query string (no '?'), leaving out every default. */
export function serializeSearchParams(p: SearchPageParams, { textKey }: SerializeOptions): string {
  const out = new URLSearchParams();
  const set = (key: string, value: string | number | boolean, fallback: unknown): void => {
    if (value !== fallback && value !== '') out.set(key, String(value === true ? 1 : value));
  };
  const list = (key: string, values: Array<string | number>): void => {
    if (values.length) out.set(key, values.join(','));
  };
  set(textKey, p.text, '');
  set('domain', p.domain, 'all');
  list('types', p.types);
  list('categoryIDs', p.categoryIDs);
  set('followedCategories', p.followedCategories, false);
  set('includeChildCategories', p.includeChildCategories, false);
  set('includeArchivedCategories', p.includeArchivedCategories, false);
  set('knowledgeBaseOption', p.knowledgeBaseOption, '');
  set('name', p.name, '');
  list('authors', p.authors);
  list('insertUserIDs', p.insertUserIDs);
  list('tags', p.tags);
  set('tagOperator', p.tagOperator, EMPTY_SEARCH.tagOperator);
  set('queryOperator', p.queryOperator, EMPTY_SEARCH.queryOperator);
  set('startDate', p.startDate, '');
  set('endDate', p.endDate, '');
  set('page', p.page, 1);
  return out.toString();
}

/** Address keys the page owns; any other (locale, debug...) is kept as it is. */
const OWN_KEYS = new Set([
  'query',
  'search',
  'page',
  'domain',
  'types',
  'categoryIDs',
  'followedCategories',
  'includeChildCategories',
  'includeArchivedCategories',
  'knowledgeBaseOption',
  'name',
  'authors',
  'insertUserIDs',
  'tags',
  'tagOperator',
  'queryOperator',
  'startDate',
  'endDate',
]);

/**
 * The page's address for `params`: its own keys as `serializeSearchParams` writes them, every
 * other key of the current address (locale, debug...) kept, and the hash.
 */
export function searchAddress(
  params: SearchPageParams,
  textKey: 'query' | 'search',
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
): string {
  const own = serializeSearchParams(params, { textKey });
  const others = new URLSearchParams(location.search);
  for (const key of [...others.keys()])
    if (OWN_KEYS.has(key) || OWN_KEYS.has(key.replace(/\[\]$/, ''))) others.delete(key);
  const rest = others.toString();
  const query = [own, rest].filter(Boolean).join('&');
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}
