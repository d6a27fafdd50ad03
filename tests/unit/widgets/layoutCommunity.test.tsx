import { screen, within } from '@testing-library/react';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import {
  Categories,
  FeaturedCollections,
  Leaderboard,
  NewPostMenu,
  RoleSpotlight,
  SiteTotals,
  SuggestedContent,
  Tags,
  UserSpotlight,
  validateProps,
} from '../../../widgets/LayoutCommunity/LayoutCommunity';
import { layoutCatalog } from '../../../widgets/layoutCatalog';
import { http, HttpResponse } from 'msw';
import { API, recordRequests, server, TEST_CONFIG } from '../../support/msw';
import { renderWithProviders } from '../../support/renderWithProviders';

const HOSTILE = '<img src=x onerror="window.pwned=1">';

const withPermissions = (userID: number, names: string[]): BootstrapConfig => ({
  ...TEST_CONFIG,
  currentUser: { userID, name: userID ? 'member' : 'Guest' },
  permissions: {
    permissions: [
      { type: 'global', id: null, permissions: Object.fromEntries(names.map((n) => [n, true])) },
    ],
  },
});
const MEMBER = withPermissions(3, ['session.valid', 'discussions.add']);
const READER = withPermissions(3, ['session.valid']);
const GUEST = withPermissions(0, []);

describe('layout community widgets: registration', () => {
  it('each widget is a named export of the family module, found through the catalog', async () => {
    const names = [
      'Categories',
      'Tags',
      'UserSpotlight',
      'RoleSpotlight',
      'SiteTotals',
      'NewPostMenu',
      'Leaderboard',
      'FeaturedCollections',
      'SuggestedContent',
    ];
    for (const name of names) {
      const definition = layoutCatalog.find((d) => d.name === name);
      expect(definition).toBeDefined();
      const mod = (await definition!.load()) as Record<string, unknown>;
      expect(typeof mod[name]).toBe('function');
      expect(mod.validateProps).toBe(validateProps);
    }
    expect(validateProps({ title: 'x' })).toBe(true);
    expect(() => validateProps({ title: 5 })).toThrow('title');
  });
});

describe('Categories, FeaturedCollections and SuggestedContent', () => {
  it('categories render as home widget cards with formatted counts and Read More', () => {
    renderWithProviders(
      <Categories
        title="Browse"
        itemData={[
          {
            to: '/categories/general',
            name: 'General',
            description: 'Talk',
            counts: [{ labelCode: 'discussions', count: 1234 }],
          },
          { to: 'javascript:alert(1)', name: HOSTILE },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Browse' });
    expect(within(region).getByRole('link', { name: 'General' })).toHaveAttribute(
      'href',
      '/categories/general',
    );
    expect(region).toHaveTextContent('1.2k Discussions');
    expect(region).toHaveTextContent('Read More');
    // The hostile card: its name is text, its address is dropped.
    expect(within(region).getByText(HOSTILE)).toBeInTheDocument();
    expect(region.querySelector('img[onerror]')).toBeNull();
    expect(region.querySelectorAll('a[href^="javascript"]')).toHaveLength(0);
  });

  it('a featured collection takes its name as the title and shows its records', () => {
    renderWithProviders(
      <FeaturedCollections
        collection={{
          collectionID: 1,
          name: 'Staff picks',
          records: [
            {
              recordID: 5,
              recordType: 'discussion',
              record: { to: '/discussion/5', name: 'How do widgets mount?' },
            },
          ],
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Staff picks' });
    expect(within(region).getByRole('link', { name: 'How do widgets mount?' })).toHaveAttribute(
      'href',
      '/discussion/5',
    );
  });

  it('suggested content: discussion links with excerpts; an unsafe link is text only', () => {
    renderWithProviders(
      <SuggestedContent
        discussions={[
          { discussionID: 5, name: 'Mounting', url: '/discussion/5', excerpt: 'How it works' },
          { discussionID: 6, name: HOSTILE, url: 'javascript:alert(1)' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Suggested Content' });
    expect(within(region).getByRole('link', { name: 'Mounting' })).toHaveAttribute(
      'href',
      '/discussion/5',
    );
    expect(region).toHaveTextContent('How it works');
    expect(within(region).getByText(HOSTILE).closest('a')).toBeNull();
  });

  it('renders nothing without any item', () => {
    const { container } = renderWithProviders(<SuggestedContent discussions={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('people: spotlight, role spotlight, leaderboard', () => {
  const jane = { userID: 8, name: 'Jane Doe', url: 'javascript:alert(1)', label: 'Moderator' };

  it('the photo links to the profile page and the name opens the user card', async () => {
    server.use(
      http.get(`${API}/users/8`, () =>
        HttpResponse.json({ userID: 8, name: 'Jane Doe', countDiscussions: 4, countComments: 9 }),
      ),
    );
    const { user } = renderWithProviders(
      <UserSpotlight title="Member of the month" user={jane} />,
      { config: MEMBER },
    );
    const region = screen.getByRole('region', { name: 'Member of the month' });
    const photo = region.querySelector('a.fw-community-photo');
    expect(photo).toHaveAttribute('href', '/profile/Jane%20Doe');
    const name = within(region).getByRole('button', { name: 'Jane Doe' });
    expect(name).toHaveAttribute('aria-haspopup', 'dialog');
    expect(region).toHaveTextContent('Moderator');
    expect(region.querySelectorAll('a[href^="javascript"]')).toHaveLength(0);
    await user.click(name);
    expect(name).toHaveAttribute('aria-expanded', 'true');
    const card = await screen.findByRole('dialog');
    expect(await within(card).findByRole('link', { name: /Jane Doe/ })).toHaveAttribute(
      'href',
      '/profile/Jane%20Doe',
    );
  });

  it('a role spotlight lists its members under the role name; hostile names stay text', () => {
    renderWithProviders(
      <RoleSpotlight
        roleID={2}
        roleName="Moderators"
        users={[jane, { userID: 0, name: HOSTILE, url: '/x' }]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Moderators' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    // A user without an ID has no card: the name links to the profile page.
    expect(within(region).getByRole('link', { name: HOSTILE })).toHaveAttribute(
      'href',
      `/profile/${encodeURIComponent(HOSTILE)}`,
    );
    expect(document.querySelector('img[onerror]')).toBeNull();
  });

  it('the leaderboard ranks members with their points label', () => {
    renderWithProviders(
      <Leaderboard
        leaders={[
          { user: jane, points: 1234 },
          { user: { userID: 9, name: 'Bob', url: '/profile/Bob' }, points: 0 },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Leaderboard' });
    const rows = within(region).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Jane Doe');
    expect(rows[0]).toHaveTextContent('1,234 points');
    expect(rows[1]).toHaveTextContent('0 point');
  });
});

describe('Tags and SiteTotals', () => {
  it('tags link to their discussions with their counts; an unsafe link is plain text', () => {
    renderWithProviders(
      <Tags
        tags={[
          { tagID: 1, name: 'widgets', url: '/discussions?tagID=1', countDiscussions: 1500 },
          { tagID: 2, name: HOSTILE, url: 'javascript:alert(1)' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Tags' });
    const link = within(region).getByRole('link', { name: /widgets/ });
    expect(link).toHaveAttribute('href', '/discussions?tagID=1');
    expect(link).toHaveTextContent('1.5k');
    expect(within(region).getByText(HOSTILE).closest('a')).toBeNull();
  });

  it('site totals show each count in the compact format with its full value in the title', () => {
    renderWithProviders(
      <SiteTotals
        totals={[
          { recordType: 'user', label: 'Members', count: 25400 },
          { recordType: 'discussion', label: 'Discussions', count: 12 },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Site Totals' });
    expect(region).toHaveTextContent('Members25.4k');
    expect(region.querySelector('data[value="25400"]')).toHaveAttribute('title', '25,400');
  });
});

describe('NewPostMenu', () => {
  const items = [
    { id: 'discussion', label: 'New Discussion', url: '/post/discussion', type: 'discussion' },
    { id: 'question', label: 'Ask a Question', url: '/post/question', type: 'question' },
    { id: 'bad', label: 'Bad', url: 'javascript:alert(1)', type: 'discussion' },
  ];

  it('a member with discussions.add gets a menu button listing the post types', async () => {
    const requests = recordRequests();
    const { user } = renderWithProviders(<NewPostMenu items={items} />, { config: MEMBER });
    const button = screen.getByRole('button', { name: 'New Post' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    const menu = screen.getByRole('menu');
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((e) => e.getAttribute('href'))).toEqual([
      '/post/discussion',
      '/post/question',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('without items the menu offers a new discussion', async () => {
    const { user } = renderWithProviders(<NewPostMenu items={undefined as never} />, {
      config: MEMBER,
    });
    await user.click(screen.getByRole('button', { name: 'New Post' }));
    expect(screen.getByRole('menuitem', { name: 'New Discussion' })).toHaveAttribute(
      'href',
      '/post/discussion',
    );
  });

  it('shows nothing to guests and to members without discussions.add', () => {
    const guest = renderWithProviders(<NewPostMenu items={items} />, { config: GUEST });
    expect(guest.container).toBeEmptyDOMElement();
    guest.unmount();
    const reader = renderWithProviders(<NewPostMenu items={items} />, { config: READER });
    expect(reader.container).toBeEmptyDOMElement();
  });
});
