import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Permission } from '../../../src/permissions/Permission';
import { selectIsSignedIn } from '../../../src/permissions/permissionsSlice';
import { fetchPermissions } from '../../../src/permissions/permissionsThunks';
import { selectIsGuest } from '../../../src/store/currentUserSelectors';
import { LoadStatus } from '../../../src/store/loadable';
import { API, recordRequests, server } from '../../support/msw';
import { makeTestStore, renderWithProviders } from '../../support/renderWithProviders';

const member = {
  currentUser: { userID: 4, name: 'Mem' },
  permissions: {
    permissions: [
      { type: 'global', id: null, permissions: { 'session.valid': true, 'comments.add': true } },
    ],
  },
};

describe('<Permission>', () => {
  it('renders its children when the seeded permission holds, with no request', () => {
    const requests = recordRequests();
    renderWithProviders(
      <Permission permission="comments.add" fallback={<p>Sign in to reply</p>}>
        <button>Reply</button>
      </Permission>,
      { config: member },
    );
    expect(screen.getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('renders the fallback when the permission does not hold', () => {
    renderWithProviders(
      <Permission permission="site.manage" fallback={<p>Not for you</p>}>
        <button>Manage</button>
      </Permission>,
      { config: member },
    );
    expect(screen.getByText('Not for you')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('fetches permissions once with junctions when the page did not seed them', async () => {
    const requests = recordRequests();
    server.use(
      http.get(`${API}/users/$me/permissions`, () =>
        HttpResponse.json({
          permissions: [{ type: 'global', id: null, permissions: { 'flag.add': true } }],
        }),
      ),
    );
    renderWithProviders(
      <>
        <Permission permission="flag.add">
          <button>Report</button>
        </Permission>
        <Permission permission="flag.add">
          <button>Report too</button>
        </Permission>
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).searchParams.get('expand')).toBe('junctions');
  });
});

describe('session', () => {
  it('tells members from guests by session.valid and userID 0', async () => {
    server.use(
      http.get(`${API}/users/$me/permissions`, () => HttpResponse.json({ permissions: [] })),
    );
    const guest = makeTestStore({ currentUser: { userID: 0, name: 'Guest' } });
    await guest.dispatch(fetchPermissions());
    expect(guest.getState().permissions.status).toBe(LoadStatus.SUCCESS);
    expect(selectIsSignedIn(guest.getState())).toBe(false);
    expect(selectIsGuest(guest.getState())).toBe(true);
    const signedIn = makeTestStore(member);
    expect(selectIsSignedIn(signedIn.getState())).toBe(true);
    expect(selectIsGuest(signedIn.getState())).toBe(false);
  });

  it('never fetches permissions twice, even after they settle', async () => {
    const requests = recordRequests();
    server.use(
      http.get(`${API}/users/$me/permissions`, () => HttpResponse.json({ permissions: [] })),
    );
    const store = makeTestStore();
    await store.dispatch(fetchPermissions());
    await store.dispatch(fetchPermissions());
    expect(requests).toHaveLength(1);
  });
});
