import {
  enabledLayoutRoute,
  LAYOUT_ROUTE_FLAGS,
  matchLayoutRoute,
  parseCreatePostPath,
} from '@/features/layouts/layoutRoutes';
import { customPagesOf } from '@/features/layouts/customPageRoutes';
import { tickEvent } from '@/features/layouts/tick';

const ctx = { locale: 'en', siteSectionID: '0' };

describe('layout routes (03 §2)', () => {
  it('maps the site-wide views to recordType global and recordID -1', () => {
    for (const [path, view, flag] of [
      ['/', 'home', 'home'],
      ['/discussions', 'discussionList', 'discussionList'],
      ['/categories', 'categoryList', 'categoryList'],
    ] as const) {
      const route = matchLayoutRoute(path, '', ctx)!;
      expect(route.flag).toBe(flag);
      expect(route.query).toMatchObject({
        layoutViewType: view,
        recordType: 'global',
        recordID: -1,
      });
      expect(route.query.params).toMatchObject({ locale: 'en', siteSectionID: '0' });
    }
  });

  it('uses subcommunityHome for / when the site section is not 0', () => {
    expect(matchLayoutRoute('/', '', { siteSectionID: '5' })!.query.layoutViewType).toBe(
      'subcommunityHome',
    );
  });

  it('parses category pages with their page (default 1)', () => {
    expect(matchLayoutRoute('/categories/3', '', ctx)!.query).toMatchObject({
      layoutViewType: 'discussionCategoryPage',
      recordType: 'category',
      recordID: 3,
      params: { categoryID: 3, page: 1 },
    });
    expect(matchLayoutRoute('/categories/general/p4', '', ctx)!.query).toMatchObject({
      recordID: 'general',
      params: { page: 4 },
    });
    expect(matchLayoutRoute('/categories/3/other', '', ctx)).toBeNull();
  });

  it('parses discussion paths with slug, page and sort', () => {
    const cases: Array<[string, number]> = [
      ['/discussion/7', 1],
      ['/discussion/7/p3', 3],
      ['/discussion/7/hello-world', 1],
      ['/discussion/7/hello-world/p2', 2],
    ];
    for (const [path, page] of cases) {
      const route = matchLayoutRoute(path, '?sort=-score', ctx)!;
      expect(route.flag).toBe('post');
      expect(route.type).toBe('Discussion');
      expect(route.query).toMatchObject({
        layoutViewType: 'post',
        recordType: 'discussion',
        recordID: 7,
        params: { discussionID: 7, page, sort: '-score' },
      });
    }
    expect(matchLayoutRoute('/discussion/comment/12', '', ctx)!.query).toMatchObject({
      layoutViewType: 'post',
      recordType: 'comment',
      recordID: 12,
      params: { commentID: 12 },
    });
  });

  it('parses create-post paths exactly as 03 §2', () => {
    const q = new URLSearchParams();
    expect(parseCreatePostPath(['editdiscussion', '12', '34'], q)).toEqual({
      mode: 'edit',
      recordID: 12,
      draftID: 34,
    });
    expect(parseCreatePostPath(['editdiscussion', '0', '34'], q)).toEqual({
      mode: 'edit',
      draftID: 34,
    });
    expect(parseCreatePostPath(['question', '5'], q)).toEqual({
      mode: 'create',
      postType: 'question',
      parentRecordType: 'category',
      parentRecordID: 5,
    });
    expect(parseCreatePostPath(['discussion'], q)).toMatchObject({ parentRecordID: -1 });
    expect(
      parseCreatePostPath(['discussion', 'social-groups'], new URLSearchParams('groupid=9')),
    ).toEqual({
      mode: 'create',
      postType: 'discussion',
      parentRecordType: 'group',
      parentRecordID: 9,
    });
    expect(parseCreatePostPath(['discussion', 'social-groups'], q)).toMatchObject({
      parentRecordType: 'category',
      parentRecordID: -1,
    });
    const route = matchLayoutRoute('/categories/x/post/discussion/4', '', ctx)!;
    expect(route.flag).toBe('createPost');
    expect(route.query).toMatchObject({
      layoutViewType: 'createPost',
      recordType: 'category',
      recordID: 4,
    });
  });

  it('routes only while the flag is on, and respects the base path', () => {
    expect(enabledLayoutRoute('/discussions', '', ctx, () => false)).toBeNull();
    expect(
      enabledLayoutRoute('/discussions', '', ctx, (f) => f === 'discussionList'),
    ).not.toBeNull();
    expect(matchLayoutRoute('/forum/discussions', '', { basePath: '/forum' })!.flag).toBe(
      'discussionList',
    );
    expect(matchLayoutRoute('/elsewhere', '', ctx)).toBeNull();
  });
});

describe('custom pages (03 §2, URL patterns from configuration)', () => {
  const customPages = [
    { customPageID: 1, urlcode: '/page/community-guide' },
    { customPageID: 2, urlcode: '/about/', siteSectionID: 7, locale: 'fr' },
  ];
  const pages = { ...ctx, customPages };

  it('matches a configured page with its ID, and the site section and locale of the context', () => {
    const route = matchLayoutRoute('/page/community-guide', '', pages)!;
    expect(route).toEqual({
      flag: 'customPage',
      type: 'Page',
      query: {
        layoutViewType: 'customPage',
        recordType: 'customPage',
        recordID: 1,
        params: { customPageID: 1, locale: 'en', siteSectionID: '0' },
      },
    });
  });

  it("uses the page's own site section and locale when it has them", () => {
    expect(matchLayoutRoute('/about', '', pages)!.query).toEqual({
      layoutViewType: 'customPage',
      recordType: 'customPage',
      recordID: 2,
      params: { customPageID: 2, locale: 'fr', siteSectionID: '7' },
    });
  });

  it('matches case-insensitively, with or without a trailing slash, under the base path', () => {
    for (const path of ['/Page/Community-Guide', '/page/community-guide/', '/ABOUT/'])
      expect(matchLayoutRoute(path, '?x=1', pages)?.flag).toBe('customPage');
    const forum = { basePath: '/forum', customPages };
    expect(matchLayoutRoute('/forum/page/community-guide', '', forum)!.query.recordID).toBe(1);
    expect(matchLayoutRoute('/page/community-guide', '', forum)).toBeNull();
  });

  it('matches the exact path only, and nothing when no page is configured', () => {
    expect(matchLayoutRoute('/page/community-guide/p2', '', pages)).toBeNull();
    expect(matchLayoutRoute('/page', '', pages)).toBeNull();
    expect(matchLayoutRoute('/page/community-guide', '', ctx)).toBeNull();
    expect(matchLayoutRoute('/page/community-guide', '', { customPages: [] })).toBeNull();
  });

  it('ignores bad config entries without throwing', () => {
    const bad = [
      null,
      'nope',
      42,
      [],
      { customPageID: 0, urlcode: '/zero' },
      { customPageID: -3, urlcode: '/negative' },
      { customPageID: 1.5, urlcode: '/fraction' },
      { customPageID: '4', urlcode: '/string-id' },
      { customPageID: 5, urlcode: 'relative' },
      { customPageID: 6, urlcode: 6 },
      { customPageID: 7 },
      { customPageID: 8, urlcode: '/good', siteSectionID: { x: 1 }, locale: 3 },
    ];
    expect(customPagesOf(bad)).toEqual([{ customPageID: 8, urlcode: '/good' }]);
    for (const config of [undefined, null, 'x', 3, { customPageID: 1, urlcode: '/x' }])
      expect(customPagesOf(config)).toEqual([]);
    const loose = { ...ctx, customPages: bad as never };
    for (const path of ['/zero', '/negative', '/fraction', '/string-id', '/relative'])
      expect(matchLayoutRoute(path, '', loose)).toBeNull();
    expect(matchLayoutRoute('/good', '', loose)!.query.params).toEqual({
      customPageID: 8,
      locale: 'en',
      siteSectionID: '0',
    });
    const notAList = { customPages: 'not a list' as never };
    expect(() => matchLayoutRoute('/x', '', notAList)).not.toThrow();
  });

  it('never shadows a fixed route', () => {
    const shadowing = {
      ...ctx,
      customPages: [
        { customPageID: 3, urlcode: '/discussions' },
        { customPageID: 4, urlcode: '/' },
        { customPageID: 5, urlcode: '/discussion/7' },
      ],
    };
    expect(matchLayoutRoute('/discussions', '', shadowing)!.flag).toBe('discussionList');
    expect(matchLayoutRoute('/', '', shadowing)!.flag).toBe('home');
    expect(matchLayoutRoute('/discussion/7', '', shadowing)!.flag).toBe('post');
  });

  it('routes only while the customPage flag is on', () => {
    expect(enabledLayoutRoute('/about', '', pages, () => false)).toBeNull();
    expect(enabledLayoutRoute('/about', '', pages, (f) => f !== 'customPage')).toBeNull();
    expect(enabledLayoutRoute('/about', '', pages, (f) => f === 'customPage')!.query).toMatchObject(
      { layoutViewType: 'customPage', recordID: 2 },
    );
    expect(LAYOUT_ROUTE_FLAGS).toContain('customPage');
  });

  it('ticks the page view with the customPage page name', () => {
    const route = matchLayoutRoute('/about', '', pages)!;
    const loc = new URL('http://forum.test/about') as unknown as Location;
    expect(tickEvent(route, loc, { referrer: '' } as Document, false)).toEqual({
      type: 'pageView',
      url: 'http://forum.test/about',
      pageName: 'customPage',
      siteSectionID: '7',
    });
  });
});

describe('tick payload (03 §3)', () => {
  const loc = new URL('http://forum.test/discussion/7?eventID=3') as unknown as Location;
  const doc = { referrer: 'http://other.test/' } as Document;
  it('sends the view context with the referrer', () => {
    const route = matchLayoutRoute('/discussion/7', '', ctx)!;
    expect(tickEvent(route, loc, doc, false)).toEqual({
      type: 'pageView',
      url: 'http://forum.test/discussion/7?eventID=3',
      pageName: 'post',
      discussionID: 7,
      siteSectionID: '0',
      referrer: 'http://other.test/',
      eventID: 3,
    });
  });
  it('leaves out the referrer and identifying fields when anonymised', () => {
    const route = matchLayoutRoute('/discussion/7', '', ctx)!;
    expect(tickEvent(route, loc, doc, true)).toEqual({
      type: 'pageView',
      url: 'http://forum.test/discussion/7',
      pageName: 'post',
      discussionID: 7,
      siteSectionID: '0',
    });
  });
});
