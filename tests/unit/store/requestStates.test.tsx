import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { fetchCurrentUser } from '@/store/currentUserSlice';
import { FRESH_FOR_MS, LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import { API, recordRequests, server } from '../../support/msw';
import { makeTestStore, renderWithProviders } from '../../support/renderWithProviders';

const me = { userID: 7, name: 'Ada' };

function MeName(): ReactElement {
  const loadable = useLoad(fetchCurrentUser, undefined, (state) => state.currentUser.me);
  return <p>{loadable.status === LoadStatus.SUCCESS ? loadable.data?.name : loadable.status}</p>;
}

describe('request states', () => {
  it('sends one /users/me request when ten widgets ask at once', async () => {
    server.use(http.get(`${API}/users/me`, () => HttpResponse.json(me)));
    const requests = recordRequests();
    renderWithProviders(
      <>
        {Array.from({ length: 10 }, (_, i) => (
          <MeName key={i} />
        ))}
      </>,
    );
    expect(await screen.findAllByText('Ada')).toHaveLength(10);
    expect(requests.filter((r) => r.url.endsWith('/users/me'))).toHaveLength(1);
  });

  it('goes PENDING, LOADING, then SUCCESS with the data', async () => {
    server.use(http.get(`${API}/users/me`, () => HttpResponse.json(me)));
    const store = makeTestStore();
    expect(store.getState().currentUser.me.status).toBe(LoadStatus.PENDING);
    const promise = store.dispatch(fetchCurrentUser());
    expect(store.getState().currentUser.me.status).toBe(LoadStatus.LOADING);
    await promise;
    expect(store.getState().currentUser.me).toMatchObject({ status: LoadStatus.SUCCESS, data: me });
  });

  it('stores a failure as ERROR with the normalised error, never retries it by itself, and asks again when asked', async () => {
    server.use(
      http.get(`${API}/users/me`, () => HttpResponse.json({ message: 'Nope' }, { status: 500 })),
    );
    const requests = recordRequests();
    const store = makeTestStore();
    await store.dispatch(fetchCurrentUser());
    expect(store.getState().currentUser.me).toMatchObject({
      status: LoadStatus.ERROR,
      error: { message: 'Nope', status: 500 },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(1); // no automatic retry
    // A failure is not fresh: the next widget (or the user) that asks sends a new request.
    await store.dispatch(fetchCurrentUser());
    expect(requests).toHaveLength(2);
  });

  it('keeps data fresh for five minutes, then fetches again', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      server.use(http.get(`${API}/users/me`, () => HttpResponse.json(me)));
      const requests = recordRequests();
      const store = makeTestStore();
      await store.dispatch(fetchCurrentUser());
      jest.advanceTimersByTime(FRESH_FOR_MS - 1000);
      await store.dispatch(fetchCurrentUser());
      expect(requests).toHaveLength(1);
      jest.advanceTimersByTime(1000);
      await store.dispatch(fetchCurrentUser());
      expect(requests).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('fetches again at once when forced', async () => {
    server.use(http.get(`${API}/users/me`, () => HttpResponse.json(me)));
    const requests = recordRequests();
    const store = makeTestStore();
    await store.dispatch(fetchCurrentUser());
    await store.dispatch(fetchCurrentUser({ force: true }));
    expect(requests).toHaveLength(2);
  });

  it('needs no request for a user the bootstrap JSON names', async () => {
    const requests = recordRequests();
    const store = makeTestStore({ currentUser: { userID: 3, name: 'Boot' } });
    await store.dispatch(fetchCurrentUser());
    expect(store.getState().currentUser.me).toMatchObject({
      status: LoadStatus.SUCCESS,
      data: { name: 'Boot' },
    });
    expect(requests).toHaveLength(0);
  });
});
