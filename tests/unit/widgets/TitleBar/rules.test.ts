import { formatCount } from '@/ui/CountBadge';
import { buildEntryUrl } from '@/features/navigation/entryLinks';
import {
  defaultNavItems,
  filterNavItems,
  findActiveItemID,
  type NavItem,
} from '@/features/navigation/navigation';
import { INITIAL_SCROLL_HIDE, nextScrollHide } from '../../../../widgets/TitleBar/scrollHide';
import {
  buildSearchUrl,
  hasExternalSearch,
  suggestionLimit,
} from '../../../../widgets/TitleBar/searchUrls';
import { resolveHeight, resolvePositioning } from '../../../../widgets/TitleBar/titleBarSettings';
import { suggestionParams } from '../../../../widgets/TitleBar/useSuggestions';

const everyone = { roleIDs: [8], hasPermission: () => false };

describe('navigation filtering', () => {
  it('offers Posts and Categories only when the forum section is enabled', () => {
    expect(defaultNavItems(true).map((i) => [i.name, i.url])).toEqual([
      ['Posts', '/discussions'],
      ['Categories', '/categories'],
    ]);
    expect(defaultNavItems(false)).toEqual([]);
  });

  it('keeps items with a name and a url or at least one child', () => {
    const items: NavItem[] = [
      { name: 'Ok', url: '/ok' },
      { name: '', url: '/nameless' },
      { name: 'No url' },
      { name: 'Parent', children: [{ name: 'Child', url: '/child' }] },
      { name: 'Empty parent', children: [{ name: 'Broken' }] },
      { name: 'Unsafe', url: 'javascript:alert(1)' },
    ];
    expect(filterNavItems(items, everyone).map((i) => i.name)).toEqual(['Ok', 'Parent']);
  });

  it('shows role-restricted items only to holders of one of the roles', () => {
    const items: NavItem[] = [
      { name: 'Staff', url: '/staff', roleIDs: [16, 32] },
      { name: 'All', url: '/' },
    ];
    expect(filterNavItems(items, everyone).map((i) => i.name)).toEqual(['All']);
    expect(filterNavItems(items, { ...everyone, roleIDs: [32] }).map((i) => i.name)).toEqual([
      'Staff',
      'All',
    ]);
  });

  it('drops hidden items and items whose permission the user lacks, at every depth', () => {
    const items: NavItem[] = [
      { name: 'Hidden', url: '/h', isHidden: true },
      { name: 'Mods', url: '/m', permission: 'community.moderate' },
      {
        name: 'Parent',
        url: '/p',
        children: [{ name: 'Secret', url: '/s', permission: 'site.manage' }],
      },
    ];
    const guest = filterNavItems(items, everyone);
    expect(guest.map((i) => i.name)).toEqual(['Parent']);
    expect(guest[0]?.children).toEqual([]);
    const mod = filterNavItems(items, {
      ...everyone,
      hasPermission: (p) => p === 'community.moderate',
    });
    expect(mod.map((i) => i.name)).toEqual(['Mods', 'Parent']);
  });

  it('appends the mobile-only items on compact screens only', () => {
    const items: NavItem[] = [{ name: 'A', url: '/a' }];
    const mobile: NavItem[] = [{ name: 'App', url: '/app' }];
    expect(filterNavItems(items, everyone, mobile).map((i) => i.name)).toEqual(['A']);
    expect(
      filterNavItems(items, { ...everyone, isCompact: true }, mobile).map((i) => i.name),
    ).toEqual(['A', 'App']);
  });
});

describe('the active item', () => {
  const items = filterNavItems(
    [
      { id: 'home', name: 'Home', url: '/' },
      {
        id: 'cats',
        name: 'Categories',
        url: '/categories',
        children: [{ id: 'help', name: 'Help', url: '/categories/help' }],
      },
      { id: 'disc', name: 'Posts', url: '/discussions' },
    ],
    everyone,
  );

  it('is the item whose url is the longest matching prefix of the path', () => {
    expect(findActiveItemID(items, '/categories/help/p2')).toBe('help');
    expect(findActiveItemID(items, '/categories/general')).toBe('cats');
    expect(findActiveItemID(items, '/discussions')).toBe('disc');
    expect(findActiveItemID(items, '/profile/jane')).toBe('home');
  });

  it('matches whole path segments only', () => {
    expect(findActiveItemID(items, '/discussion/5/hello')).toBe('home');
    expect(findActiveItemID(items, '/categoriesx')).toBe('home');
  });
});

describe('search URL building', () => {
  it('uses query on the new search page and search otherwise', () => {
    expect(buildSearchUrl('cats & dogs', { newSearchPage: true })).toBe(
      '/search?query=cats+%26+dogs',
    );
    expect(buildSearchUrl('cats', { newSearchPage: false })).toBe('/search?search=cats');
  });

  it('goes to exactly /kb/search in knowledge-base mode', () => {
    expect(buildSearchUrl('reset password', { knowledgeBase: true })).toBe(
      '/kb/search?query=reset+password',
    );
  });

  it('fills the external search template and skips autocomplete then', () => {
    const template = 'https://www.google.com/search?q=%s+site:example.com';
    expect(buildSearchUrl('a b', { externalSearchQuery: template, newSearchPage: true })).toBe(
      'https://www.google.com/search?q=a%20b+site:example.com',
    );
    expect(hasExternalSearch(template)).toBe(true);
    expect(hasExternalSearch('')).toBe(false);
    expect(hasExternalSearch('javascript:%s')).toBe(false);
  });

  it('puts /search under the site base path, never /kb/search (a /kb/ link is not rewritten)', () => {
    expect(buildSearchUrl('x', { newSearchPage: true, basePath: '/forum' })).toBe(
      '/forum/search?query=x',
    );
    expect(buildSearchUrl('x', { knowledgeBase: true, basePath: '/forum' })).toBe(
      '/kb/search?query=x',
    );
  });

  it('carries extra params such as the scope', () => {
    expect(buildSearchUrl('x', { newSearchPage: true, params: { scope: 'hub' } })).toBe(
      '/search?query=x&scope=hub',
    );
  });

  it('asks for 10 suggestions shared between the sources, within the page size of 20', () => {
    expect(suggestionLimit(1)).toBe(10);
    expect(suggestionLimit(3)).toBe(3);
    expect(suggestionParams('  hello ')).toEqual({
      query: 'hello',
      limit: 10,
      expand: ['breadcrumbs'],
    });
  });
});

describe('entry links', () => {
  const here = { pathname: '/discussions', search: '?page=2', hash: '#top' };
  it('carries a target with the current address', () => {
    expect(buildEntryUrl('signIn', undefined, here)).toBe(
      '/entry/signin?target=%2Fdiscussions%3Fpage%3D2%23top',
    );
    expect(buildEntryUrl('register', '/join', here)).toBe(
      '/join?target=%2Fdiscussions%3Fpage%3D2%23top',
    );
  });
  it('omits the target on /entry pages', () => {
    expect(
      buildEntryUrl('signIn', undefined, { pathname: '/entry/register', search: '', hash: '' }),
    ).toBe('/entry/signin');
  });
  it('adds the entry-link params such as the sign-out key', () => {
    expect(buildEntryUrl('signOut', undefined, here, { transientKey: 'k' })).toBe(
      '/entry/signout?transientKey=k&target=%2Fdiscussions%3Fpage%3D2%23top',
    );
  });
});

describe('count capping', () => {
  it('caps unread counts at 99+', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
  });
});

describe('hide on scroll', () => {
  it('hides only when moving down past 400 px, in steps of at least 10 px', () => {
    let state = nextScrollHide(INITIAL_SCROLL_HIDE, 300);
    expect(state.hidden).toBe(false);
    state = nextScrollHide(state, 405);
    expect(state.hidden).toBe(true);
    expect(nextScrollHide(state, 399)).toBe(state); // a 6 px move is ignored
    state = nextScrollHide(state, 390);
    expect(state.hidden).toBe(false); // moving up shows it
    state = nextScrollHide(state, 395);
    expect(state).toEqual({ lastY: 390, hidden: false });
  });

  it('never hides above 400 px', () => {
    expect(nextScrollHide({ lastY: 0, hidden: false }, 400).hidden).toBe(false);
  });
});

describe('positioning', () => {
  it('defaults to StickySolid and falls back to solid where transparency is not allowed', () => {
    expect(resolvePositioning(undefined, false)).toBe('StickySolid');
    expect(resolvePositioning('StaticTransparent', false)).toBe('StaticSolid');
    expect(resolvePositioning('StickyTransparent', false)).toBe('StickySolid');
    expect(resolvePositioning('StickyTransparent', true)).toBe('StickyTransparent');
  });
});

describe('title bar height', () => {
  it('is 48, 64 with labels, 44 on mobile, unless the props give a sane height', () => {
    expect(resolveHeight(undefined, false)).toBe(48);
    expect(resolveHeight(undefined, false, true)).toBe(64);
    expect(resolveHeight(undefined, true, true)).toBe(44);
    expect(resolveHeight(72, false, true)).toBe(72);
    expect(resolveHeight(null, false)).toBe(48);
    expect(resolveHeight(5000, false)).toBe(48);
  });
});
