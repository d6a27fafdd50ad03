import {
  EMPTY_SEARCH,
  parseSearchParams,
  searchAddress,
  type SearchPageParams,
  SEARCH_PARAMS_LOG,
  serializeSearchParams,
} from '@/features/search/searchParams';
import { hasSearchInput, toSearchRequest } from '@/features/search/searchRequest';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('parseSearchParams', () => {
  it('reads the text from query, else search, and the page (default 1)', () => {
    expect(parseSearchParams('?query=hello&page=3')).toMatchObject({ text: 'hello', page: 3 });
    expect(parseSearchParams('?search=old')).toMatchObject({ text: 'old', page: 1 });
    expect(parseSearchParams('?query=new&search=old').text).toBe('new');
    expect(parseSearchParams('')).toEqual(EMPTY_SEARCH);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('reads every 03 §2 parameter, lists from commas, repeated keys and key[]', () => {
    const p = parseSearchParams(
      '?query=x&domain=discussions&types=question,comment&categoryIDs[]=3' +
        '&followedCategories=1&includeChildCategories=true&includeArchivedCategories=1' +
        '&knowledgeBaseOption=12&name=Title&authors=ana-garcia&authors=kenji&insertUserIDs=9' +
        '&tags=Bug,Feature&tagOperator=and&queryOperator=or&startDate=2025-05-01&endDate=2025-05-31',
    );
    expect(p).toEqual({
      text: 'x',
      page: 1,
      domain: 'discussions',
      types: ['question', 'comment'],
      categoryIDs: [3],
      followedCategories: true,
      includeChildCategories: true,
      includeArchivedCategories: true,
      knowledgeBaseOption: '12',
      name: 'Title',
      authors: ['ana-garcia', 'kenji'],
      insertUserIDs: [9],
      tags: ['Bug', 'Feature'],
      tagOperator: 'and',
      queryOperator: 'or',
      startDate: '2025-05-01',
      endDate: '2025-05-31',
    });
  });

  it('drops values it cannot use, keeps the rest and logs "Error parsing search params" once', () => {
    const p = parseSearchParams(
      '?query=ok&page=-2&domain=planets&types=discussion,poll&categoryIDs=3,abc&tagOperator=xor' +
        '&startDate=yesterday&followedCategories=maybe',
    );
    expect(p).toMatchObject({
      text: 'ok',
      page: 1,
      domain: 'all',
      types: ['discussion'],
      categoryIDs: [3],
      tagOperator: 'or',
      startDate: '',
      followedCategories: false,
    });
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(String(jest.mocked(console.warn).mock.calls[0]?.[0])).toContain(SEARCH_PARAMS_LOG);
  });

  it('keeps one category and a whole-number knowledge base, as GET /search takes them (03 §7)', () => {
    const p = parseSearchParams('?query=x&categoryIDs=3,4&knowledgeBaseOption=kb1');
    expect(p).toMatchObject({ categoryIDs: [3], knowledgeBaseOption: '' });
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(String(jest.mocked(console.warn).mock.calls[0]?.[1])).toBe(
      'categoryIDs, knowledgeBaseOption',
    );
  });
});

describe('serializeSearchParams', () => {
  it('writes only what differs from the defaults, the text under the chosen key', () => {
    expect(serializeSearchParams(EMPTY_SEARCH, { textKey: 'query' })).toBe('');
    const p = { ...EMPTY_SEARCH, text: 'a b', page: 2, categoryIDs: [3], tags: ['Bug'] };
    expect(serializeSearchParams(p, { textKey: 'query' })).toBe(
      'query=a+b&categoryIDs=3&tags=Bug&page=2',
    );
    expect(serializeSearchParams(p, { textKey: 'search' })).toContain('search=a+b');
  });

  it('round-trips through the parser', () => {
    const p = parseSearchParams(
      '?query=x&domain=knowledge&types=question&categoryIDs=5&followedCategories=1&authors=kenji' +
        '&insertUserIDs=3&tags=Bug,Idea&tagOperator=and&queryOperator=or&startDate=2025-01-01&page=4',
    );
    expect(parseSearchParams(`?${serializeSearchParams(p, { textKey: 'query' })}`)).toEqual(p);
  });
});

describe('toSearchRequest: the record-type mixing rule (03 §5)', () => {
  const base = { ...EMPTY_SEARCH, text: 'install' };

  it('sends the text, paging, breadcrumbs and every filter', () => {
    const { query, warnings } = toSearchRequest({
      ...base,
      page: 2,
      types: ['question'],
      categoryIDs: [3],
      includeChildCategories: true,
      authors: ['kenji'],
      tags: ['Bug'],
      tagOperator: 'and',
      startDate: '2025-05-01',
    });
    expect(warnings).toEqual([]);
    expect(query).toEqual({
      query: 'install',
      page: 2,
      limit: 10,
      expand: ['breadcrumbs', 'insertUser'],
      types: ['question'],
      categoryID: 3,
      includeChildCategories: true,
      authors: ['kenji'],
      tags: ['Bug'],
      tagOperator: 'and',
      dateInserted: '[2025-05-01,]',
    });
    expect(toSearchRequest(base, 10, 'fr').query.locale).toBe('fr');
    expect(toSearchRequest(base, 10).query).not.toHaveProperty('locale');
  });

  it('drops the knowledge-base options from a discussion search, with a warning', () => {
    const { query, warnings } = toSearchRequest({
      ...base,
      domain: 'discussions',
      knowledgeBaseOption: '12',
    });
    expect(query.recordTypes).toEqual(['discussion', 'comment']);
    expect(query.knowledgeBaseID).toBeUndefined();
    expect(warnings).toEqual([
      'Knowledge base options do not apply to discussions and were ignored.',
    ]);
  });

  it('drops the discussion options from an article search, with a warning', () => {
    const { query, warnings } = toSearchRequest({
      ...base,
      domain: 'knowledge',
      knowledgeBaseOption: '12',
      categoryIDs: [3],
      tags: ['Bug'],
      types: ['question'],
    });
    expect(query.recordTypes).toEqual(['article']);
    expect(query).not.toHaveProperty('categoryID');
    expect(query).not.toHaveProperty('tags');
    expect(query).not.toHaveProperty('types');
    expect(query.knowledgeBaseID).toBe(12);
    expect(warnings).toEqual([
      'Discussion options (type, categories, tags) do not apply to articles and were ignored.',
    ]);
  });

  it('across all content, discussion options win over knowledge-base ones', () => {
    const mixed = toSearchRequest({ ...base, categoryIDs: [1], knowledgeBaseOption: '12' });
    expect(mixed.query.categoryID).toBe(1);
    expect(mixed.query.knowledgeBaseID).toBeUndefined();
    expect(mixed.warnings).toHaveLength(1);
    const kbOnly = toSearchRequest({ ...base, knowledgeBaseOption: '12' });
    expect(kbOnly.query.knowledgeBaseID).toBe(12);
    expect(kbOnly.warnings).toEqual([]);
  });

  it('asks for nothing without text or a filter', () => {
    expect(hasSearchInput(EMPTY_SEARCH)).toBe(false);
    expect(hasSearchInput({ ...EMPTY_SEARCH, text: '   ' })).toBe(false);
    expect(hasSearchInput({ ...EMPTY_SEARCH, tags: ['Bug'] })).toBe(true);
  });
});

describe('searchAddress', () => {
  it("writes the page's own keys, keeps every other key and the hash, and drops stale own keys", () => {
    const params = { ...EMPTY_SEARCH, text: 'café', tags: ['a', 'b'] } satisfies SearchPageParams;
    const location = {
      pathname: '/kb/search',
      search: '?locale=fr&query=old&tags[]=x&page=3&debug=1',
      hash: '#top',
    };
    expect(searchAddress(params, 'query', location)).toBe(
      `/kb/search?query=caf%C3%A9&tags=a%2Cb&locale=fr&debug=1#top`,
    );
    expect(
      searchAddress(EMPTY_SEARCH, 'search', { pathname: '/search', search: '', hash: '' }),
    ).toBe('/search');
  });
});
