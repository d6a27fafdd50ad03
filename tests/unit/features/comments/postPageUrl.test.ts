import fc from 'fast-check';
import {
  backLinkTarget,
  COMMENT_SORTS,
  DEFAULT_COMMENT_SORT,
  pagePath,
  parsePostPageLocation,
  permalinkPage,
  postPageUrl,
} from '@/features/comments/postPageUrl';

describe('post page address: pages (03 §2)', () => {
  it('appends /p{n} only for pages above 1', () => {
    expect(pagePath('/discussion/5/hello', 1)).toBe('/discussion/5/hello');
    expect(pagePath('/discussion/5/hello', 2)).toBe('/discussion/5/hello/p2');
    expect(pagePath('/discussion/5/hello/', 3)).toBe('/discussion/5/hello/p3');
    expect(pagePath('/discussion/5/hello/p7', 1)).toBe('/discussion/5/hello');
    expect(pagePath('/', 2)).toBe('/p2');
    expect(pagePath('/', 1)).toBe('/');
  });

  it('keeps the other query parameters and sets or omits the sort', () => {
    expect(
      postPageUrl({ basePath: '/discussion/5', page: 2, sort: '-score', search: '?a=1&b=2' }),
    ).toBe('/discussion/5/p2?a=1&b=2&sort=-score');
    expect(
      postPageUrl({
        basePath: '/discussion/5',
        page: 1,
        sort: 'dateInserted',
        search: '?sort=-score&utm=x',
      }),
    ).toBe('/discussion/5?utm=x');
    expect(postPageUrl({ basePath: '/discussion/5', page: 3, sort: DEFAULT_COMMENT_SORT })).toBe(
      '/discussion/5/p3',
    );
  });

  it('never writes an unknown sort into the address', () => {
    expect(postPageUrl({ basePath: '/d', page: 1, sort: 'hot', search: 'sort=hot' })).toBe('/d');
  });

  it('reads the page and sort back, with defaults for what is absent or unknown', () => {
    expect(parsePostPageLocation('/discussion/5/hello/p3', '?sort=-dateInserted')).toEqual({
      basePath: '/discussion/5/hello',
      page: 3,
      sort: '-dateInserted',
    });
    expect(parsePostPageLocation('/discussion/5', '')).toEqual({
      basePath: '/discussion/5',
      page: 1,
      sort: 'dateInserted',
    });
    expect(parsePostPageLocation('/discussion/5/p0', '?sort=bogus').page).toBe(1);
    expect(parsePostPageLocation('/discussion/5/p0', '?sort=bogus').sort).toBe('dateInserted');
    expect(parsePostPageLocation('/discussion/5/p99999999999999999999', '').page).toBe(1);
  });

  it('offers the four comment sorts of 03 §9 with oldest first and default', () => {
    expect(COMMENT_SORTS.map((sort) => sort.value)).toEqual([
      'dateInserted',
      '-dateInserted',
      '-score',
      '-experimentalTrending',
    ]);
    expect(COMMENT_SORTS.map((sort) => sort.label)).toEqual([
      'Oldest',
      'Newest',
      'Top',
      'Trending',
    ]);
    expect(DEFAULT_COMMENT_SORT).toBe('dateInserted');
  });

  it('round-trips any page, sort and other query parameters', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    const base = fc
      .array(segment, { minLength: 1, maxLength: 4 })
      .map((parts) => `/${parts.join('/')}`)
      .filter((path) => !/\/p\d+$/.test(path));
    const other = fc.dictionary(
      fc.stringMatching(/^[a-z]{1,5}$/).filter((key) => key !== 'sort'),
      fc.string({ maxLength: 6 }),
      { maxKeys: 3 },
    );
    fc.assert(
      fc.property(
        base,
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(...COMMENT_SORTS.map((sort) => sort.value)),
        other,
        (basePath, page, sort, rest) => {
          const search = new URLSearchParams(rest).toString();
          const url = new URL(postPageUrl({ basePath, page, sort, search }), 'http://x');
          expect(parsePostPageLocation(url.pathname, url.search)).toEqual({ basePath, page, sort });
          for (const [key, value] of Object.entries(rest))
            expect(url.searchParams.get(key)).toBe(value);
          expect(url.searchParams.has('sort')).toBe(sort !== DEFAULT_COMMENT_SORT);
        },
      ),
    );
  });
});

describe('permalinks (03 §2)', () => {
  it('finds the 1-based page of a 0-based position', () => {
    expect(permalinkPage(0, 30)).toBe(1);
    expect(permalinkPage(29, 30)).toBe(1);
    expect(permalinkPage(30, 30)).toBe(2);
    expect(permalinkPage(64, 30)).toBe(3);
    expect(permalinkPage(9, 10)).toBe(1);
    expect(permalinkPage(10, 10)).toBe(2);
  });

  it('falls back to page 1 for nonsense', () => {
    expect(permalinkPage(-1, 30)).toBe(1);
    expect(permalinkPage(5, 0)).toBe(1);
    expect(permalinkPage(Number.NaN, 30)).toBe(1);
  });

  it('puts every position on a page that holds it', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 100 }), (position, limit) => {
        const page = permalinkPage(position, limit);
        expect((page - 1) * limit).toBeLessThanOrEqual(position);
        expect(page * limit).toBeGreaterThan(position);
      }),
    );
  });
});

describe('back link (03 §2: history, else the referrer, else home)', () => {
  const origin = 'https://forum.example';
  const home = 'https://forum.example/';

  it('goes back in history when there is any', () => {
    expect(
      backLinkTarget({ historyLength: 3, referrer: 'https://elsewhere.example/', origin, home }),
    ).toBe('history');
  });

  it('uses a same-origin referrer when there is no history', () => {
    expect(
      backLinkTarget({
        historyLength: 1,
        referrer: 'https://forum.example/categories/general',
        origin,
        home,
      }),
    ).toBe('https://forum.example/categories/general');
  });

  it('goes home for another site’s referrer, a malformed one, or none', () => {
    for (const referrer of ['https://elsewhere.example/x', 'not a url', ''])
      expect(backLinkTarget({ historyLength: 1, referrer, origin, home })).toBe(home);
  });

  it('goes to / when home is not a safe link', () => {
    expect(
      backLinkTarget({ historyLength: 0, referrer: '', origin, home: 'javascript:alert(1)' }),
    ).toBe('/');
  });
});
