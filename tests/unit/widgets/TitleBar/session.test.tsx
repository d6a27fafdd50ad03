import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { ME_COUNTS_THRESHOLD_MS, selectIsGuest } from '@/store/currentUserSlice';
import { TitleBar } from '../../../../widgets/TitleBar/TitleBar';
import { API, recordRequests, server, SITE_URL } from '../../../support/msw';
import { makeTestStore, renderWithProviders } from '../../../support/renderWithProviders';

const site = {
  siteUrl: SITE_URL,
  config: { 'forum.enabled': true, 'registration.enabled': true },
};

const member: BootstrapConfig = {
  ...site,
  currentUser: { userID: 3, name: 'member', countUnreadNotifications: 3 },
  permissions: {
    permissions: [{ type: 'global', id: null, permissions: { 'session.valid': true } }],
  },
};

const meCalls = (requests: Request[]): Request[] =>
  requests.filter((r) => new URL(r.url).pathname === '/api/v2/users/me');
const countCalls = (requests: Request[]): Request[] =>
  requests.filter((r) => new URL(r.url).pathname === '/api/v2/users/me-counts');

beforeEach(() =>
  server.use(
    http.get(`${API}/themes/current`, () => HttpResponse.json({ themeID: 1, assets: {} })),
  ),
);

describe('the current user session (01 §6)', () => {
  it('asks /users/me once when the bootstrap names no user, however many title bars ask', async () => {
    server.use(
      http.get(`${API}/users/me`, () =>
        HttpResponse.json({ userID: 3, name: 'member', permissions: ['session.valid'] }),
      ),
      http.get(`${API}/users/me-counts`, () =>
        HttpResponse.json({ counts: [{ name: 'UnreadNotifications', count: 4 }] }),
      ),
    );
    const requests = recordRequests();
    renderWithProviders(
      <>
        {Array.from({ length: 10 }, (_, i) => (
          <TitleBar key={i} />
        ))}
      </>,
      { config: site },
    );
    expect(await screen.findAllByRole('button', { name: /My Account/ })).toHaveLength(10);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(meCalls(requests)).toHaveLength(1);
    expect(await screen.findAllByText('4 unread')).toHaveLength(10);
    expect(countCalls(requests)).toHaveLength(1);
  });

  it('shows the guest buttons to a user without session.valid, whatever the user ID', () => {
    const noSession: BootstrapConfig = {
      ...member,
      permissions: { permissions: [{ type: 'global', id: null, permissions: {} }] },
    };
    const store = makeTestStore(noSession);
    expect(selectIsGuest(store.getState())).toBe(true);
    renderWithProviders(<TitleBar />, { config: noSession });
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /My Account/ })).not.toBeInTheDocument();
  });

  it('asks nothing when the bootstrap names the user', () => {
    const requests = recordRequests();
    renderWithProviders(<TitleBar />, { config: member });
    expect(screen.getByRole('button', { name: /My Account/ })).toBeInTheDocument();
    expect(meCalls(requests)).toHaveLength(0);
    expect(countCalls(requests)).toHaveLength(0);
  });

  describe('header counts', () => {
    beforeEach(() =>
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }),
    );
    afterEach(() => jest.useRealTimers());

    it('re-fetches /users/me-counts once the bootstrap counts are 60 seconds old', async () => {
      server.use(
        http.get(`${API}/users/me-counts`, () =>
          HttpResponse.json({ counts: [{ name: 'UnreadNotifications', count: 7 }] }),
        ),
      );
      const requests = recordRequests();
      renderWithProviders(<TitleBar />, { config: member });
      const bell = screen.getByRole('button', { name: /Notifications/ });
      expect(within(bell).getByText('3 unread')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(ME_COUNTS_THRESHOLD_MS - 1_000));
      act(() => window.dispatchEvent(new Event('focus')));
      expect(countCalls(requests)).toHaveLength(0);
      await act(async () => jest.advanceTimersByTime(1_000));
      expect(await within(bell).findByText('7 unread')).toBeInTheDocument();
      expect(countCalls(requests)).toHaveLength(1);
      act(() => window.dispatchEvent(new Event('focus')));
      expect(countCalls(requests)).toHaveLength(1);
    });
  });
});
