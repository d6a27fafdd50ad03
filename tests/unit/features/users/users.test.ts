import { http, HttpResponse } from 'msw';
import {
  createUser,
  fetchUser,
  patchUser,
  selectUser,
  selectUserSave,
} from '@/features/users/usersSlice';
import { LoadStatus } from '@/store/loadable';
import { API, recordRequests, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';

describe('users', () => {
  it('loads a user with each expand variant as its own cache entry', async () => {
    const requests = recordRequests();
    server.use(
      http.get(`${API}/users/3`, ({ request }) => {
        const expand = new URL(request.url).searchParams.getAll('expand[]');
        return HttpResponse.json({
          userID: 3,
          name: 'Ann',
          ...(expand.includes('reactionsReceived')
            ? { reactionsReceived: [{ tagID: 1, urlcode: 'Like', name: 'Like', count: 2 }] }
            : {}),
        });
      }),
    );
    const store = makeTestStore();
    await store.dispatch(fetchUser({ userID: 3, expand: 'all' }));
    await store.dispatch(fetchUser({ userID: 3, expand: 'reactionsReceived' }));
    await store.dispatch(fetchUser({ userID: 3, expand: 'all' }));
    expect(requests.map((r) => new URL(r.url).search)).toEqual(
      ['?expand[]=all', '?expand[]=reactionsReceived'].map((q) => q.replace('[]', '%5B%5D')),
    );
    expect(
      selectUser(store.getState(), 3, 'reactionsReceived').data?.reactionsReceived?.[0]?.count,
    ).toBe(2);
  });

  it('keeps a 404 as ERROR with status 404, for the not-found card', async () => {
    server.use(
      http.get(`${API}/users/8`, () =>
        HttpResponse.json({ message: 'User not found.' }, { status: 404 }),
      ),
    );
    const store = makeTestStore();
    await store.dispatch(fetchUser({ userID: 8 }));
    expect(selectUser(store.getState(), 8)).toMatchObject({
      status: LoadStatus.ERROR,
      error: { status: 404 },
    });
  });

  it('creates and patches users', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/users`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ userID: 11, name: 'New' }, { status: 201 });
      }),
      http.patch(`${API}/users/11`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ userID: 11, name: 'Renamed' });
      }),
    );
    const store = makeTestStore();
    await store.dispatch(
      createUser({ name: 'New', email: 'n@example.com', password: 'secret123' }),
    );
    await store.dispatch(patchUser({ userID: 11, patch: { name: 'Renamed' } }));
    expect(bodies).toEqual([
      { name: 'New', email: 'n@example.com', password: 'secret123' },
      { name: 'Renamed' },
    ]);
    expect(selectUserSave(store.getState(), 11).status).toBe(LoadStatus.SUCCESS);
    expect(store.getState().users?.entities[11]?.name).toBe('Renamed');
  });
});
