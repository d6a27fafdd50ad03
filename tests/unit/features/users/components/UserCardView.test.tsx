import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { UserCardView } from '@/features/users/components/UserCardView';
import { API, server } from '../../../../support/msw';
import { renderWithProviders } from '../../../../support/renderWithProviders';
import {
  BANNED,
  DELETED,
  JANE,
  PRIVATE,
  serveUsers,
  type ViewerOptions,
  viewerConfig,
} from './userCardFixtures';

const MEMBER: ViewerOptions = {};
const ADMIN: ViewerOptions = { userID: 1, personalInfo: true };
const GUEST: ViewerOptions = { userID: 0, conversationsAdd: false };

interface Expected {
  name: string;
  message?: string;
  rank?: string;
  details: boolean;
  email: boolean;
  messageButton: boolean;
}

async function renderCard(userID: number, viewer: ViewerOptions): Promise<HTMLElement> {
  serveUsers(JANE, PRIVATE, BANNED, DELETED);
  renderWithProviders(<UserCardView userID={userID} />, { config: viewerConfig(viewer) });
  const heading = await screen.findByRole('heading', { level: 2 });
  return heading.closest('.fw-userCard') as HTMLElement;
}

function check(card: HTMLElement, expected: Expected): void {
  const view = within(card);
  expect(view.getByRole('heading', { level: 2 })).toHaveTextContent(expected.name);
  if (expected.message) expect(view.getByText(expected.message)).toBeInTheDocument();
  for (const other of [
    'This user has been banned.',
    "This user's profile is private.",
    'This user has been deleted.',
  ]) {
    if (other !== expected.message) expect(view.queryByText(other)).not.toBeInTheDocument();
  }
  if (expected.rank) expect(view.getByText(expected.rank)).toBeInTheDocument();
  expect(view.queryByRole('link', { name: 'Discussions' }) !== null).toBe(expected.details);
  expect(view.queryByRole('link', { name: 'jane@example.com' }) !== null).toBe(expected.email);
  expect(view.queryByRole('link', { name: 'Message' }) !== null).toBe(expected.messageButton);
}

describe('UserCardView: every state crossed with the viewer', () => {
  const full = { details: true, email: false, messageButton: true };
  it.each<[string, number, ViewerOptions, Expected]>([
    ['a user, to a member', 12, MEMBER, { name: 'jane doe', rank: 'Regular', ...full }],
    ['a user, to personalInfo.view', 12, ADMIN, { name: 'jane doe', ...full, email: true }],
    ['a user, to a guest', 12, GUEST, { name: 'jane doe', ...full, messageButton: false }],
    [
      'a user, with conversations off',
      12,
      { conversationsEnabled: false },
      { name: 'jane doe', ...full, messageButton: false },
    ],
    [
      'a user, to a member without conversations.add',
      12,
      { conversationsAdd: false },
      { name: 'jane doe', ...full, messageButton: false },
    ],
    [
      'a private user, to a member',
      6,
      MEMBER,
      {
        name: 'private-user',
        message: "This user's profile is private.",
        rank: 'Private',
        details: false,
        email: false,
        messageButton: true,
      },
    ],
    [
      'a private user, to a guest',
      6,
      GUEST,
      {
        name: 'private-user',
        message: "This user's profile is private.",
        rank: 'Private',
        details: false,
        email: false,
        messageButton: false,
      },
    ],
    [
      'a private user, to personalInfo.view',
      6,
      ADMIN,
      { name: 'private-user', ...full, email: true },
    ],
    [
      'a private user, to themself (no Message to oneself)',
      6,
      { userID: 6 },
      { name: 'private-user', ...full, messageButton: false },
    ],
    [
      'a banned user, to a member',
      5,
      MEMBER,
      {
        name: 'banned-user',
        message: 'This user has been banned.',
        rank: 'Banned',
        ...full,
        messageButton: false,
      },
    ],
    [
      'a banned user, to personalInfo.view',
      5,
      ADMIN,
      {
        name: 'banned-user',
        message: 'This user has been banned.',
        rank: 'Banned',
        details: true,
        email: true,
        messageButton: false,
      },
    ],
    [
      'a banned user with ui.bannedPrivateProfile, to a member',
      5,
      { bannedPrivateProfile: true },
      {
        name: 'banned-user',
        message: "This user's profile is private.",
        rank: 'Private',
        details: false,
        email: false,
        messageButton: false,
      },
    ],
    [
      'a banned user with ui.bannedPrivateProfile, to personalInfo.view',
      5,
      { ...ADMIN, bannedPrivateProfile: true },
      {
        name: 'banned-user',
        message: 'This user has been banned.',
        rank: 'Banned',
        details: true,
        email: true,
        messageButton: false,
      },
    ],
    [
      'a banned user with ui.bannedPrivateProfile, to themself',
      5,
      { userID: 5, bannedPrivateProfile: true },
      { name: 'banned-user', message: 'This user has been banned.', ...full, messageButton: false },
    ],
    ...[MEMBER, ADMIN, GUEST].map((viewer): [string, number, ViewerOptions, Expected] => [
      `a deleted user, to ${JSON.stringify(viewer)}`,
      7,
      viewer,
      {
        name: 'Deleted User',
        message: 'This user has been deleted.',
        rank: 'DELETED',
        details: false,
        email: false,
        messageButton: false,
      },
    ]),
    ...[MEMBER, ADMIN].map((viewer): [string, number, ViewerOptions, Expected] => [
      `an unknown user (404), to ${JSON.stringify(viewer)}`,
      404,
      viewer,
      {
        name: 'Unknown User',
        message: 'This user could not be found.',
        details: false,
        email: false,
        messageButton: false,
      },
    ]),
  ])('shows %s', async (_label, userID, viewer, expected) => {
    check(await renderCard(userID, viewer), expected);
  });

  it.each([MEMBER, ADMIN])(
    'shows "Failed to load user" and rank ERROR on a server error',
    async (viewer) => {
      server.use(
        http.get(`${API}/users/:id`, () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
      );
      renderWithProviders(<UserCardView userID={12} />, { config: viewerConfig(viewer) });
      expect(
        await screen.findByRole('heading', { name: 'Failed to load user' }),
      ).toBeInTheDocument();
      expect(screen.getByText('ERROR')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Boom');
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    },
  );

  it('retries a failed load from the error card', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/users/:id`, () =>
        fail
          ? HttpResponse.json({ message: 'Try later.' }, { status: 503 })
          : HttpResponse.json(JANE),
      ),
    );
    const { user } = renderWithProviders(<UserCardView userID={12} />, {
      config: viewerConfig(MEMBER),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: JANE.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers no Retry for a user that was not found', async () => {
    server.use(
      http.get(`${API}/users/:id`, () => HttpResponse.json({ message: 'Nope' }, { status: 404 })),
    );
    renderWithProviders(<UserCardView userID={12} />, { config: viewerConfig(MEMBER) });
    await screen.findByRole('heading', { name: 'Unknown User' });
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('UserCardView: what a full card shows', () => {
  it('links the profile, discussions, comments, reactions and the Message page', async () => {
    const card = within(await renderCard(12, MEMBER));
    expect(card.getByRole('link', { name: 'jane doe' })).toHaveAttribute(
      'href',
      '/profile/jane%20doe',
    );
    expect(card.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/profile/jane%20doe',
    );
    expect(card.getByRole('link', { name: 'Discussions' })).toHaveAttribute(
      'href',
      '/profile/discussions/jane%20doe',
    );
    expect(card.getByRole('link', { name: 'Comments' })).toHaveAttribute(
      'href',
      '/profile/comments/jane%20doe',
    );
    expect(card.getByRole('link', { name: /Like/ })).toHaveAttribute(
      'href',
      '/profile/reactions/jane%20doe?reaction=Like',
    );
    // Reactions never received are left out.
    expect(card.queryByRole('link', { name: /LOL/ })).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/messages/add/jane%20doe',
    );
  });

  it('shows counts in number display, the join date and last active', async () => {
    const card = within(await renderCard(12, MEMBER));
    expect(card.getByText('1.2k')).toHaveAttribute('title', '1,234');
    expect(card.getByText('56')).toBeInTheDocument();
    expect(card.getByText('Joined').nextElementSibling?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2024-03-02T10:00:00.000Z',
    );
    expect(card.getByText('Last Active').nextElementSibling?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2025-05-30T10:00:00.000Z',
    );
  });

  it('shows the photo, the title, and the label sanitised with no script or handler', async () => {
    const card = await renderCard(12, MEMBER);
    expect(within(card).getByText('Community Guide')).toBeInTheDocument();
    const label = card.querySelector('.fw-userCard-label') as HTMLElement;
    expect(label).toHaveTextContent('Helper');
    expect(label.innerHTML).not.toMatch(/script|onerror|<img/i);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(card.querySelector('img.fw-userPhoto')).toHaveAttribute('src', '/assets/avatars/12.svg');
  });

  it('falls back to the default avatar when the user has no photo', async () => {
    serveUsers({ ...JANE, photoUrl: null });
    renderWithProviders(<UserCardView userID={12} />, { config: viewerConfig() });
    await screen.findByRole('heading', { name: 'jane doe' });
    expect(document.querySelector('svg.fw-userPhoto')).toBeInTheDocument();
  });

  it('renders a preloaded user without a request', async () => {
    const seen = serveUsers();
    renderWithProviders(<UserCardView user={JANE} />, { config: viewerConfig() });
    expect(screen.getByRole('heading', { name: 'jane doe' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(0);
  });

  it('asks for the user with expand reactionsReceived', async () => {
    const seen = serveUsers(JANE);
    renderWithProviders(<UserCardView userID={12} />, { config: viewerConfig() });
    await screen.findByRole('heading', { name: 'jane doe' });
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]!).searchParams.getAll('expand[]')).toEqual(['reactionsReceived']);
  });

  it('shows a loading placeholder until the user arrives', async () => {
    serveUsers(JANE);
    renderWithProviders(<UserCardView userID={12} />, { config: viewerConfig() });
    expect(screen.getByRole('status', { name: 'Loading user' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'jane doe' });
    expect(screen.queryByRole('status', { name: 'Loading user' })).not.toBeInTheDocument();
  });
});
