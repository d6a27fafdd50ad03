import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createLoadThunk } from '@/store/createLoadThunk';
import { selectCurrentUserLoadable, fetchCurrentUser } from '@/store/currentUserSlice';
import { LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import { API, recordRequests, server } from '../../support/msw';
import { makeTestStore } from '../../support/renderWithProviders';

let asks = 0;
/** Counts every request; no condition, so every dispatch asks. */
const load = createLoadThunk<number, void>('test/loadCounted', () => {
  asks += 1;
  return Promise.resolve(asks);
});

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function Refreshing({
  every,
  skip,
}: {
  every: number;
  skip?: (n: number) => boolean;
}): ReactElement {
  useLoad(load, undefined, () => asks, { refreshEvery: every, skip });
  return <p />;
}

beforeEach(() => {
  asks = 0;
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
  setVisibility('visible');
});

describe('useLoad options', () => {
  it('refreshEvery asks on mount, then every so many ms while the page is visible', () => {
    render(
      <Provider store={makeTestStore()}>
        <Refreshing every={1000} />
      </Provider>,
    );
    expect(asks).toBe(1);
    act(() => jest.advanceTimersByTime(2000));
    expect(asks).toBe(3);
    act(() => setVisibility('hidden'));
    act(() => jest.advanceTimersByTime(3000));
    expect(asks).toBe(3);
    act(() => setVisibility('visible'));
    expect(asks).toBe(4);
  });

  it('skip may test what select read: ask only while the store has nothing', async () => {
    server.use(http.get(`${API}/users/me`, () => HttpResponse.json({ userID: 7, name: 'Ada' })));
    const requests = recordRequests();
    function Me(): ReactElement {
      const me = useLoad(fetchCurrentUser, undefined, selectCurrentUserLoadable, {
        skip: (loadable) => loadable.status !== LoadStatus.PENDING,
      });
      return <p>{me.data?.name ?? me.status}</p>;
    }
    jest.useRealTimers();
    const signedIn = makeTestStore({ currentUser: { userID: 2, name: 'Zoë' } });
    render(
      <Provider store={signedIn}>
        <Me />
      </Provider>,
    );
    const unknown = makeTestStore({ currentUser: undefined });
    render(
      <Provider store={unknown}>
        <Me />
      </Provider>,
    );
    expect(await screen.findByText('Ada')).toBeInTheDocument();
    expect(screen.getByText('Zoë')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.endsWith('/users/me'))).toHaveLength(1);
  });
});
