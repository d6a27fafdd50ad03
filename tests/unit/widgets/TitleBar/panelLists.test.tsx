import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectUnreadNotificationCount } from '@/features/notifications/notificationsSlice';
import { MessagesList } from '../../../../widgets/TitleBar/MessagesList';
import { NotificationsList } from '../../../../widgets/TitleBar/NotificationsList';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { member, notifications, Panel, unreadDots } from './panel';

const refused = (): Response =>
  HttpResponse.json({ message: 'Permission Problem', status: 403 }, { status: 403 });

describe('title bar notifications: failed "mark read"', () => {
  beforeEach(() =>
    server.use(http.get(`${API}/notifications`, () => HttpResponse.json(notifications))),
  );

  it('keeps everything unread and shows the error until dismissed when Mark All Read fails', async () => {
    server.use(http.patch(`${API}/notifications`, refused));
    const { store, user } = renderWithProviders(<Panel list={<NotificationsList />} />, {
      config: member,
    });
    await screen.findByText('First');
    const markAll = screen.getByRole('button', { name: 'Mark All Read' });
    await user.click(markAll);
    const toast = await screen.findByText('Permission Problem');
    expect(
      within(toast.closest('.fw-toast')!).getByRole('button', { name: 'Dismiss' }),
    ).toBeVisible();
    expect(unreadDots()).toHaveLength(2);
    expect(selectUnreadNotificationCount(store.getState())).toBe(2);
    expect(markAll).toHaveAttribute('aria-disabled', 'false');
    expect(store.getState().toasts[0]).toMatchObject({ dismissible: true, autoDismiss: false });

    // A second failure replaces the toast instead of stacking another.
    await user.click(markAll);
    await screen.findByText('Permission Problem');
    expect(store.getState().toasts).toHaveLength(1);
  });

  it("shows the error's description, else its message, when marking one read fails", async () => {
    server.use(
      http.patch(`${API}/notifications/1`, () =>
        HttpResponse.json(
          { message: 'Server exploded.', description: 'Try again in a minute.' },
          { status: 500 },
        ),
      ),
    );
    const { store, user } = renderWithProviders(<Panel list={<NotificationsList />} />, {
      config: member,
    });
    await screen.findByText('First');
    await user.click(unreadDots()[0]!);
    await screen.findByText('Try again in a minute.');
    expect(unreadDots()).toHaveLength(2);
    expect(selectUnreadNotificationCount(store.getState())).toBe(2);
  });

  it('raises no toast when marking read succeeds', async () => {
    server.use(http.patch(`${API}/notifications`, () => new HttpResponse(null, { status: 204 })));
    const { store, user } = renderWithProviders(<Panel list={<NotificationsList />} />, {
      config: member,
    });
    await screen.findByText('First');
    await user.click(screen.getByRole('button', { name: 'Mark All Read' }));
    await waitFor(() => expect(unreadDots()).toHaveLength(0));
    expect(selectUnreadNotificationCount(store.getState())).toBe(0);
    expect(store.getState().toasts).toEqual([]);
  });
});

describe('title bar lists: a failed load', () => {
  it('shows the messages error, and asks again when the flyout is opened again', async () => {
    const seen = recordRequests();
    let fail = true;
    server.use(
      http.get(`${API}/conversations`, () =>
        fail
          ? HttpResponse.json(
              { message: 'Server exploded.', description: 'Try again in a minute.' },
              { status: 500 },
            )
          : HttpResponse.json([{ conversationID: 7, name: 'Hello there', countUnread: 1 }]),
      ),
    );
    const { user } = renderWithProviders(<Panel list={<MessagesList />} />, { config: member });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server exploded.');
    expect(alert).toHaveTextContent('Try again in a minute.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByText('Hello there')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(seen.filter((r) => new URL(r.url).pathname === '/api/v2/conversations')).toHaveLength(2);

    // A list that loaded is not asked for again on the next opening (03 §9 stale time).
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await screen.findByText('Hello there');
    expect(seen.filter((r) => new URL(r.url).pathname === '/api/v2/conversations')).toHaveLength(2);
  });

  it('asks for the notifications again when their flyout is opened again after a failure', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/notifications`, () =>
        fail ? HttpResponse.error() : HttpResponse.json(notifications),
      ),
    );
    const { user } = renderWithProviders(<Panel list={<NotificationsList />} />, {
      config: member,
    });
    await screen.findByRole('alert');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByText('First')).toBeVisible();
  });
});
