import {
  enabledLayoutRoute,
  matchLayoutRoute,
  parseCreatePostPath,
} from '../../../../src/features/layouts/layoutRoutes';
import { tickEvent } from '../../../../src/features/layouts/tick';

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
