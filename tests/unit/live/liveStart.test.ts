import { http, HttpResponse } from 'msw';
import { COMMENT_POLL_MS, startCommentPolling } from '@/features/live/commentPolling';
import { subscribeLive } from '@/features/live/subscribeLive';
import { API, server } from '../../support/msw';
import { makeTestStore } from '../../support/renderWithProviders';
import { serveEvents, setVisibility, settle, useLiveTimers } from './streamSupport';

beforeEach(() => useLiveTimers());
afterEach(() => {
  setVisibility('visible');
  jest.useRealTimers();
});

describe('starting the live events', () => {
  it('opens no stream before the first subscriber, and closes it after the last', async () => {
    const served = serveEvents();
    const store = makeTestStore();
    await settle();
    expect(served.lastEventIDs).toHaveLength(0);
    const first = subscribeLive(store, ['comment.created'], () => undefined);
    const second = subscribeLive(store, 'all', () => undefined);
    await jest.advanceTimersByTimeAsync(2000);
    await settle();
    expect(served.lastEventIDs).toHaveLength(1);
    first.unsubscribe();
    await settle();
    expect(served.signals[0]!.aborted).toBe(false);
    second.unsubscribe();
    await settle();
    expect(served.signals[0]!.aborted).toBe(true);
  });

  it('loads nothing when a subscriber leaves before the live code arrives', async () => {
    const served = serveEvents();
    const subscription = subscribeLive(makeTestStore(), 'all', () => undefined);
    subscription.unsubscribe();
    await jest.advanceTimersByTimeAsync(5000);
    await settle();
    expect(served.lastEventIDs).toHaveLength(0);
  });
});

describe('the post page polling fallback', () => {
  function serveComments(): { total: number; asked: number } {
    const thread = { total: 3, asked: 0 };
    server.use(
      http.get(`${API}/comments`, () => {
        thread.asked += 1;
        return HttpResponse.json([], {
          headers: { 'x-app-page-result-count': String(thread.total) },
        });
      }),
    );
    return thread;
  }
  const PAGE = { discussionID: 4, sort: 'dateInserted', page: 1, limit: 30 };

  it('checks every 30 s while visible and reports the new comments', async () => {
    const thread = serveComments();
    const onNew = jest.fn();
    const stop = startCommentPolling(makeTestStore(), PAGE, onNew);
    await jest.advanceTimersByTimeAsync(COMMENT_POLL_MS);
    await settle();
    expect(thread.asked).toBe(1);
    thread.total = 5;
    await jest.advanceTimersByTimeAsync(COMMENT_POLL_MS);
    await settle();
    expect(onNew).toHaveBeenCalledWith(2);
    stop();
  });

  it('asks nothing while the page is hidden, and checks when it is visible again', async () => {
    const thread = serveComments();
    const stop = startCommentPolling(makeTestStore(), PAGE, () => undefined);
    setVisibility('hidden');
    await jest.advanceTimersByTimeAsync(5 * COMMENT_POLL_MS);
    await settle();
    expect(thread.asked).toBe(0);
    setVisibility('visible');
    await settle();
    expect(thread.asked).toBe(1);
    stop();
  });
});
