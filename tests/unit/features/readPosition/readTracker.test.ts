import { http, HttpResponse } from 'msw';
import { fetchDiscussion } from '@/features/discussions/discussionsActions';
import { selectDiscussionByID } from '@/features/discussions/discussionsSlice';
import {
  READ_DWELL_MS,
  SAVE_EVERY_MS,
  trackReadPosition,
  type ReadTracker,
} from '@/features/readPosition/readTracker';
import { readPositionKey, readStoredPosition } from '@/features/readPosition/readPositionStorage';
import type { AppStore } from '@/store/store';
import { selectToasts } from '@/store/toastsSlice';
import { API, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';
import { TestObserver } from './testObserver';

const DISCUSSION = 7;
const MEMBER = 3;
/** What the test server received, and how it answers. */
let puts: number[];
let stored: number;
let status: number;

function serveReadCall(): void {
  server.use(
    http.put(`${API}/discussions/${DISCUSSION}/read`, async ({ request }) => {
      const { countCommentsRead } = (await request.json()) as { countCommentsRead: number };
      puts.push(countCommentsRead);
      if (status !== 200) return HttpResponse.json({ message: 'No.' }, { status });
      stored = Math.max(stored, Math.min(countCommentsRead, 40));
      return HttpResponse.json({
        discussionID: DISCUSSION,
        countCommentsRead: stored,
        countUnread: 40 - stored,
        unread: stored < 40,
      });
    }),
    http.get(`${API}/discussions/${DISCUSSION}`, () =>
      HttpResponse.json({
        discussionID: DISCUSSION,
        name: 'A thread',
        countComments: 40,
        countUnread: 40 - stored,
        unread: true,
      }),
    ),
  );
}

/** Lets the dispatched calls and their promise chains run (no fake timer moves). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await jest.advanceTimersByTimeAsync(0);
}

function comments(n: number): HTMLElement[] {
  return Array.from({ length: n }, () => document.body.appendChild(document.createElement('div')));
}

let store: AppStore;
let tracker: ReadTracker | undefined;

beforeEach(() => {
  TestObserver.current = undefined;
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = TestObserver;
  localStorage.clear();
  puts = [];
  stored = 2;
  status = 200;
  serveReadCall();
  store = makeTestStore();
});
afterEach(async () => {
  tracker?.stop();
  tracker = undefined;
  await settle();
  document.body.replaceChildren();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.useRealTimers();
});

function start(initial = 2, onChange?: (n: number) => void, userID = MEMBER): ReadTracker {
  tracker = trackReadPosition({ store, discussionID: DISCUSSION, userID, initial, onChange });
  return tracker;
}

describe('the read position', () => {
  it('reads a comment after 1 s at least half in view, and saves the furthest one', async () => {
    await store.dispatch(fetchDiscussion({ discussionID: DISCUSSION }));
    const seen: number[] = [];
    const t = start(2, (n) => seen.push(n));
    const els = comments(3);
    els.forEach((el, i) => t.observe(el, 3 + i));
    const io = TestObserver.current!;
    io.show(els[0]!, 0.4);
    await jest.advanceTimersByTimeAsync(5 * READ_DWELL_MS);
    expect(t.position()).toBe(2);
    io.show(els[0]!, 0.6);
    await jest.advanceTimersByTimeAsync(READ_DWELL_MS - 1);
    expect(t.position()).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(t.position()).toBe(3);
    await settle();
    expect(puts).toEqual([3]);
    expect(selectDiscussionByID(store.getState(), DISCUSSION)).toMatchObject({
      countUnread: 37,
      unread: true,
    });
    // Scrolled past in less than a second: not read.
    io.show(els[1]!, 1);
    await jest.advanceTimersByTimeAsync(READ_DWELL_MS / 2);
    io.show(els[1]!, 0);
    await jest.advanceTimersByTimeAsync(2 * READ_DWELL_MS);
    expect(t.position()).toBe(3);
    expect(seen).toEqual([3]);
  });

  it('never moves backwards, and saves at most every 5 s', async () => {
    const t = start(10);
    const els = comments(4);
    [4, 11, 12, 13].forEach((position, i) => t.observe(els[i]!, position));
    const io = TestObserver.current!;
    io.show(els[0]!, 1);
    await jest.advanceTimersByTimeAsync(READ_DWELL_MS);
    expect(t.position()).toBe(10);
    expect(puts).toEqual([]);
    io.show(els[1]!, 1);
    await jest.advanceTimersByTimeAsync(READ_DWELL_MS);
    await settle();
    io.show(els[2]!, 1);
    io.show(els[3]!, 1);
    await jest.advanceTimersByTimeAsync(READ_DWELL_MS);
    await settle();
    expect(t.position()).toBe(13);
    expect(puts).toEqual([11]);
    await jest.advanceTimersByTimeAsync(SAVE_EVERY_MS - READ_DWELL_MS - 1);
    expect(puts).toEqual([11]);
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    expect(puts).toEqual([11, 13]);
  });

  it('counts a comment taller than half the viewport once it fills half of it', async () => {
    stored = 0;
    const t = start(0);
    const [tall] = comments(1);
    t.observe(tall!, 1);
    TestObserver.current!.show(tall!, 0.3, 2000);
    await jest.advanceTimersByTimeAsync(READ_DWELL_MS);
    expect(t.position()).toBe(1);
  });

  it('keeps the position in local storage, and follows another tab', async () => {
    const seen: number[] = [];
    const t = start(2, (n) => seen.push(n));
    const [el] = comments(1);
    t.observe(el!, 5);
    TestObserver.current!.show(el!, 1);
    await jest.advanceTimersByTimeAsync(READ_DWELL_MS);
    expect(readStoredPosition(MEMBER, DISCUSSION)).toBe(5);
    const key = readPositionKey(MEMBER, DISCUSSION);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: '9' }));
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: 'garbage' }));
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: '4' }));
    expect(t.position()).toBe(9);
    expect(seen).toEqual([5, 9]);
  });

  it('starts from a stored position further on than the server knows, and ignores a corrupt one', async () => {
    localStorage.setItem(readPositionKey(MEMBER, DISCUSSION), '12');
    expect(start(2).position()).toBe(12);
    tracker!.stop();
    await settle();
    // Stopping told the server the position it did not know yet.
    expect(puts).toEqual([12]);
    localStorage.setItem(readPositionKey(MEMBER, DISCUSSION), '{"x":1}');
    expect(start(2).position()).toBe(2);
  });

  it('stops asking a server without the call, and keeps the position locally', async () => {
    status = 404;
    const t = start(2);
    const els = comments(2);
    t.observe(els[0]!, 3);
    t.observe(els[1]!, 4);
    TestObserver.current!.show(els[0]!, 1);
    await jest.advanceTimersByTimeAsync(READ_DWELL_MS);
    await settle();
    TestObserver.current!.show(els[1]!, 1);
    await jest.advanceTimersByTimeAsync(READ_DWELL_MS + 2 * SAVE_EVERY_MS);
    await settle();
    expect(puts).toEqual([3]);
    expect(t.position()).toBe(4);
    expect(readStoredPosition(MEMBER, DISCUSSION)).toBe(4);
  });

  it('tries again after a failed save, without a toast', async () => {
    status = 500;
    const t = start(2);
    const els = comments(2);
    t.observe(els[0]!, 3);
    t.observe(els[1]!, 4);
    TestObserver.current!.show(els[0]!, 1);
    await jest.advanceTimersByTimeAsync(READ_DWELL_MS);
    await settle();
    status = 200;
    await jest.advanceTimersByTimeAsync(SAVE_EVERY_MS);
    await settle();
    expect(puts).toEqual([3, 3]);
    expect(selectToasts(store.getState())).toHaveLength(0);
  });

  it('saves what the server has not heard when the page is left or the tracker stops', async () => {
    const t = start(2);
    const els = comments(2);
    t.observe(els[0]!, 3);
    t.observe(els[1]!, 6);
    TestObserver.current!.show(els[0]!, 1);
    await jest.advanceTimersByTimeAsync(READ_DWELL_MS);
    await settle();
    TestObserver.current!.show(els[1]!, 1);
    await jest.advanceTimersByTimeAsync(READ_DWELL_MS);
    expect(puts).toEqual([3]);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(puts).toEqual([3, 6]);
    t.stop();
    await settle();
    expect(puts).toEqual([3, 6]);
  });

  it('follows a further position another device saved', async () => {
    stored = 20;
    const seen: number[] = [];
    const t = start(2, (n) => seen.push(n));
    const [el] = comments(1);
    t.observe(el!, 3);
    TestObserver.current!.show(el!, 1);
    await jest.advanceTimersByTimeAsync(READ_DWELL_MS);
    await settle();
    expect(t.position()).toBe(20);
    expect(seen).toEqual([3, 20]);
  });

  it('tracks nothing for guests', async () => {
    const t = start(0, undefined, 0);
    const [el] = comments(1);
    t.observe(el!, 1);
    expect(TestObserver.current).toBeUndefined();
    await jest.advanceTimersByTimeAsync(10 * READ_DWELL_MS);
    expect(t.position()).toBe(0);
    expect(puts).toEqual([]);
  });
});
