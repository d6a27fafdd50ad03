import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import type { ApiDiscussion } from '@/api/types/discussions';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { DiscussionList } from '../../../widgets/DiscussionList/DiscussionList';
import { FollowDropdown } from '../../../widgets/FollowDropdown/FollowDropdown';
import { TitleBar } from '../../../widgets/TitleBar/TitleBar';
import { UserCard } from '../../../widgets/UserCard/UserCard';
import { API, server, TEST_CONFIG } from '../../support/msw';
import { renderWithProviders } from '../../support/renderWithProviders';

const MODERATOR: BootstrapConfig = {
  ...TEST_CONFIG,
  siteName: 'Demo Forum',
  currentUser: { userID: 2, name: 'moderator', countUnreadNotifications: 0 },
  permissions: {
    permissions: [
      {
        type: 'global',
        id: null,
        permissions: { 'session.valid': true, 'discussions.moderate': true },
      },
    ],
  },
  config: { 'forum.enabled': true },
};

const item = (id: number, categoryID: number, category: string): ApiDiscussion => ({
  discussionID: id,
  name: `Discussion ${id}`,
  categoryID,
  category: { name: category, url: `http://localhost/categories/${categoryID}` },
  url: `http://localhost/discussion/${id}/d`,
  insertUserID: 4,
  insertUser: { userID: 4, name: 'member2' },
  dateInserted: '2025-06-01T00:00:00Z',
  dateLastComment: '2025-06-01T00:00:00Z',
});

/** The landmark rules of axe-core: unique role + name, one banner, one main, one contentinfo. */
async function landmarkViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: [
      'landmark-unique',
      'landmark-no-duplicate-banner',
      'landmark-no-duplicate-main',
      'landmark-no-duplicate-contentinfo',
    ],
  });
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** The accessible names of the landmarks of `role`, which must all differ. */
function names(role: 'region' | 'navigation' | 'search' | 'banner'): string[] {
  return screen
    .queryAllByRole(role)
    .map((el) => el.getAttribute('aria-label') ?? el.getAttribute('aria-labelledby') ?? '');
}

function expectDistinct(list: string[]): void {
  expect(new Set(list).size).toBe(list.length);
}

beforeEach(() =>
  server.use(
    http.get(`${API}/themes/current`, () => HttpResponse.json({ themeID: 1, assets: {} })),
  ),
);

describe('landmarks of a widget placed twice have distinct names (WAI-ARIA APG)', () => {
  it('names two category lists after their categories, pagers and bulk bars included', async () => {
    const { user } = renderWithProviders(
      <>
        <DiscussionList
          apiParams={{ categoryID: 1, limit: 1 }}
          discussions={[item(1, 1, 'General')]}
          paging={{ currentPage: 1, limit: 1, total: 2 }}
        />
        <DiscussionList
          apiParams={{ categoryID: 2, limit: 1 }}
          discussions={[item(2, 2, 'Off-Topic')]}
          paging={{ currentPage: 1, limit: 1, total: 2 }}
        />
      </>,
      { config: MODERATOR },
    );
    const general = screen.getByRole('region', { name: 'Discussions in General' });
    const offTopic = screen.getByRole('region', { name: 'Discussions in Off-Topic' });
    expect(
      within(general).getByRole('navigation', { name: 'Pages, Discussions in General' }),
    ).toBeInTheDocument();
    expect(
      within(offTopic).getByRole('navigation', { name: 'Pages, Discussions in Off-Topic' }),
    ).toBeInTheDocument();
    await user.click(within(general).getByRole('checkbox', { name: 'Select Discussion 1' }));
    await user.click(within(offTopic).getByRole('checkbox', { name: 'Select Discussion 2' }));
    expect(
      screen.getByRole('region', { name: 'Bulk actions, Discussions in General' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Bulk actions, Discussions in Off-Topic' }),
    ).toBeInTheDocument();
    expectDistinct(names('region'));
    expectDistinct(names('navigation'));
    expect(await landmarkViolations()).toEqual([]);
  });

  it('uses the title first, and numbers two lists that nothing tells apart', async () => {
    renderWithProviders(
      <>
        <DiscussionList discussions={[item(1, 1, 'General')]} title="Recent" />
        <DiscussionList discussions={[item(1, 1, 'General')]} />
        <DiscussionList discussions={[item(1, 1, 'General')]} />
      </>,
      { config: MODERATOR },
    );
    expect(await screen.findByRole('region', { name: 'Discussions 2' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recent' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Discussions' })).toBeInTheDocument();
    expectDistinct(names('region'));
    expectDistinct(names('navigation'));
    expect(await landmarkViolations()).toEqual([]);
  });

  it('gives two title bars one banner and distinct navigation and search names', async () => {
    renderWithProviders(
      <>
        <TitleBar />
        <TitleBar />
      </>,
      { config: MODERATOR },
    );
    expect(await screen.findByRole('navigation', { name: 'Main 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getByRole('search', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search 2' })).toBeInTheDocument();
    expectDistinct(names('navigation'));
    expect(await landmarkViolations()).toEqual([]);
  });

  it('numbers the second card of the same user, and a card adds no landmark of its own', async () => {
    const jane = {
      userID: 9,
      name: 'jane',
      countDiscussions: 1,
      countComments: 2,
      reactionsReceived: [{ tagID: 1, urlcode: 'Up', name: 'Up', count: 3 }],
    };
    renderWithProviders(
      <>
        <UserCard user={jane} contents="" />
        <UserCard user={jane} contents="" />
        <UserCard user={{ ...jane, userID: 10, name: 'joe' }} contents="" />
      </>,
      { config: MODERATOR },
    );
    expect(await screen.findByRole('region', { name: 'jane 2' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'jane' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'joe' })).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(3);
    expect(await landmarkViolations()).toEqual([]);
  });

  it('adds no duplicate landmark with two follow dropdowns', async () => {
    renderWithProviders(
      <>
        <FollowDropdown categoryID={1} name="General" url="/categories/general" />
        <FollowDropdown categoryID={2} name="Off-Topic" url="/categories/off-topic" />
      </>,
      { config: { ...MODERATOR, currentUser: { userID: 0, name: 'Guest' } } },
    );
    expect(screen.getAllByRole('link', { name: 'Sign in to follow' })).toHaveLength(2);
    expect(await landmarkViolations()).toEqual([]);
  });
});
