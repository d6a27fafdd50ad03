import {
  buildUrl,
  queryFromProps,
  readUrlState,
} from '../../../../widgets/DiscussionList/listParams';

describe('sort and page in the address', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });
  it('appends /p{n} for n above 1 and omits the default sort', () => {
    expect(buildUrl(at('/discussions'), 2, '-dateLastComment')).toBe('/discussions/p2');
    expect(buildUrl(at('/discussions/p3'), 1, '-dateLastComment')).toBe('/discussions');
    expect(buildUrl(at('/categories/help/p2', '?tagID=3'), 3, '-score')).toBe(
      '/categories/help/p3?tagID=3&sort=-score',
    );
    expect(buildUrl(at('/', '?sort=-score'), 1, '-dateLastComment')).toBe('/');
  });
  it('reads the page and a known sort back', () => {
    expect(readUrlState(at('/discussions/p4', '?sort=-hot'))).toEqual({ page: 4, sort: '-hot' });
    expect(readUrlState(at('/discussions', '?sort=bogus'))).toEqual({
      page: undefined,
      sort: undefined,
    });
  });
  it('takes the API query from apiParams with top-level props over it', () => {
    expect(queryFromProps({ apiParams: { limit: 30, tagID: 2 }, categoryID: 3 })).toEqual({
      limit: 30,
      tagID: 2,
      categoryID: 3,
    });
  });
});
