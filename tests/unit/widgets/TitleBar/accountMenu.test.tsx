import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { AccountSidePanel } from '../../../../widgets/TitleBar/AccountSidePanel';
import { TitleBar } from '../../../../widgets/TitleBar/TitleBar';
import { API, server, SITE_URL } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

const member: BootstrapConfig = {
  siteUrl: SITE_URL,
  csrf: { header: 'X-CSRF-Token', token: 'tk' },
  currentUser: { userID: 3, name: 'member', countUnreadNotifications: 0 },
  permissions: {
    permissions: [
      {
        type: 'global',
        id: null,
        permissions: { 'session.valid': true, 'conversations.add': true },
      },
    ],
  },
  config: { 'forum.enabled': true, 'conversations.enabled': true },
};

const profile = {
  userID: 3,
  name: 'member',
  title: 'Regular',
  countDiscussions: 12,
  countComments: 34,
  dateInserted: '2024-01-01T00:00:00Z',
  dateLastActive: '2025-01-01T00:00:00Z',
};

beforeEach(() =>
  server.use(
    http.get(`${API}/themes/current`, () => HttpResponse.json({ themeID: 1, assets: {} })),
    http.get(`${API}/users/3`, () => HttpResponse.json(profile)),
  ),
);

function expectCardAndLinks(panel: HTMLElement): void {
  // The shared user card: the name heading links to the profile, with the counts.
  const name = within(panel).getByRole('heading', { name: 'member' });
  expect(within(name).getByRole('link')).toHaveAttribute('href', '/profile/member');
  expect(within(panel).getByRole('link', { name: 'Discussions' })).toHaveAttribute(
    'href',
    '/profile/discussions/member',
  );
  expect(within(panel).getByText('Regular')).toBeInTheDocument();
  // Conversations are on and the member may start one, but not with themself.
  expect(within(panel).queryByRole('link', { name: 'Message' })).toBeNull();
  // Then the account links, ending with Sign Out (02 §2).
  expect(within(panel).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
    'href',
    '/profile/edit',
  );
  expect(within(panel).getByRole('link', { name: 'Sign Out' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/entry\/signout\?transientKey=tk&target=/),
  );
}

describe('My Account (02 §2)', () => {
  it('shows the user card plus the account links in the desktop flyout', async () => {
    const { user } = renderWithProviders(<TitleBar />, { config: member });
    await user.click(screen.getByRole('button', { name: /My Account/ }));
    const panel = await screen.findByRole('dialog', { name: 'My Account' });
    await within(panel).findByRole('heading', { name: 'member' });
    expectCardAndLinks(panel);
    // Not a menu: a menu may hold only menu items, and the card holds headings and links.
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows the same card and links in the compact side panel', async () => {
    renderWithProviders(
      <AccountSidePanel
        showMessages={false}
        notificationCount={0}
        messageCount={0}
        onClose={() => undefined}
      />,
      { config: member },
    );
    const panel = screen.getByRole('tabpanel');
    await within(panel).findByRole('heading', { name: 'member' });
    expectCardAndLinks(panel);
  });
});
