import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { selectIsSignedIn } from '@/permissions/permissionsSlice';
import { fetchPermissions } from '@/permissions/permissionsThunks';
import { usePermission } from '@/permissions/usePermission';
import { selectIsGuest } from '@/store/currentUserSlice';
import { LoadStatus } from '@/store/loadable';
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

function Gated({ permission, label }: { permission: string; label: string }): ReactElement {
  const { allowed, loading } = usePermission(permission);
  return <p>{loading ? 'loading' : allowed ? label : `no ${label}`}</p>;
}

describe('usePermission', () => {
  it('answers from the seeded permissions, with no request', () => {
    const requests = recordRequests();
    renderWithProviders(
      <>
        <Gated permission="comments.add" label="Reply" />
        <Gated permission="site.manage" label="Manage" />
      </>,
      { config: member },
    );
    expect(screen.getByText('Reply')).toBeInTheDocument();
    expect(screen.getByText('no Manage')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
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
        <Gated permission="flag.add" label="Report" />
        <Gated permission="flag.add" label="Report too" />
      </>,
    );
    expect(await screen.findByText('Report')).toBeInTheDocument();
    expect(screen.getByText('Report too')).toBeInTheDocument();
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
