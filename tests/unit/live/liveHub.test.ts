import { http, HttpResponse } from 'msw';
import type { LiveEvent } from '@/api/types/events';
import { liveEventReceived, type LiveMode } from '@/features/live/liveActions';
import { createLiveHub, LIVE_CHANNEL, type LiveEnv, type LiveHub } from '@/features/live/liveHub';
import { selectCurrentUser, selectMeCounts } from '@/store/currentUserSlice';
import { listenerMiddleware } from '@/store/listenerMiddleware';
import type { AppStore } from '@/store/store';
import { API, server } from '../../support/msw';
import { makeTestStore } from '../../support/renderWithProviders';
import { FakeBus, FakeLocks } from './fakeTabs';
import { answerEvents, serveEvents, settle, useLiveTimers } from './streamSupport';

interface Tab {
  store: AppStore;
  hub: LiveHub;
  events: LiveEvent[];
  stop: () => void;
}

function browser(): LiveEnv {
  return { locks: new FakeLocks(), createChannel: new FakeBus().create };
}

function openTab(env: LiveEnv, types: Parameters<LiveHub['subscribe']>[0] = 'all'): Tab {
  const store = makeTestStore({
    currentUser: { userID: 2, name: 'Zoë', countUnreadNotifications: 3 },
  });
  const hub = createLiveHub(store, env);
  const events: LiveEvent[] = [];
  const stop = hub.subscribe(types, (event) => events.push(event));
  return { store, hub, events, stop };
}

const COMMENT = 'id: 5\nevent: comment.created\ndata: {"discussionID":1,"commentID":2}\n\n';

beforeEach(() => useLiveTimers());
afterEach(() => jest.useRealTimers());

describe('the live hub', () => {
  it('holds one stream for three tabs and gives every tab each event', async () => {
    const served = serveEvents();
    const env = browser();
    const tabs = [openTab(env), openTab(env), openTab(env)];
    await settle();
    expect(served.streams).toHaveLength(1);
    served.streams[0]!.send(COMMENT);
    await settle();
    for (const tab of tabs) {
      expect(tab.events).toEqual([
        { type: 'comment.created', id: '5', data: { discussionID: 1, commentID: 2 } },
      ]);
    }
    for (const tab of tabs) tab.stop();
  });

  it('dispatches live/eventReceived and updates the unread counts on a counts event', async () => {
    const served = serveEvents();
    const env = browser();
    const leader = openTab(env);
    const follower = openTab(env);
    const seen: string[] = [];
    const stopListening = listenerMiddleware.startListening({
      actionCreator: liveEventReceived,
      effect: (action) => void seen.push(action.payload.type),
    });
    await settle();
    served.streams[0]!.send(
      'id: 6\nevent: counts\ndata: {"countUnreadNotifications":7,"countUnreadConversations":2}\n\n',
    );
    await settle();
    expect(seen).toEqual(['counts', 'counts']);
    for (const tab of [leader, follower]) {
      expect(selectMeCounts(tab.store.getState()).data).toEqual({
        UnreadNotifications: 7,
        UnreadConversations: 2,
      });
      expect(selectCurrentUser(tab.store.getState())?.countUnreadNotifications).toBe(7);
    }
    stopListening();
    leader.stop();
    follower.stop();
  });

  it('drops malformed events from the stream and from other tabs', async () => {
    const served = serveEvents();
    const bus = new FakeBus();
    const env = { locks: new FakeLocks(), createChannel: bus.create };
    const leader = openTab(env);
    const follower = openTab(env);
    await settle();
    served.streams[0]!.send(
      'id: 1\nevent: evil\ndata: {}\n\n' +
        'id: 2\nevent: comment.created\ndata: {"discussionID":"1","commentID":2}\n\n' +
        'id: 3\nevent: counts\ndata: not json\n\n',
    );
    const intruder = bus.create(LIVE_CHANNEL);
    intruder.postMessage({
      kind: 'event',
      type: 'counts',
      id: '9',
      data: { countUnreadNotifications: '<img>' },
    });
    intruder.postMessage({ kind: 'event', type: 'script', id: '10', data: {} });
    intruder.postMessage('alert(1)');
    await settle();
    expect(leader.events).toEqual([]);
    expect(follower.events).toEqual([]);
    leader.stop();
    follower.stop();
  });

  it('asks the subscribers to refetch on reset, and refetches the counts', async () => {
    const served = serveEvents();
    let countsAsked = 0;
    server.use(
      http.get(`${API}/users/me-counts`, () => {
        countsAsked += 1;
        return HttpResponse.json({ counts: [{ name: 'UnreadNotifications', count: 4 }] });
      }),
    );
    const refetch = jest.fn();
    const tab = openTab(browser(), ['reset']);
    const unsubscribe = tab.hub.subscribe(['reset'], refetch);
    await settle();
    served.streams[0]!.send(COMMENT + 'id: 9\nevent: reset\ndata: {}\n\n');
    await settle();
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(tab.events.map((event) => event.type)).toEqual(['reset']);
    expect(countsAsked).toBe(1);
    unsubscribe();
    tab.stop();
  });

  it('hands the stream to another tab, which resumes from the last event ID', async () => {
    const served = serveEvents();
    const env = browser();
    const first = openTab(env);
    const second = openTab(env);
    await settle();
    served.streams[0]!.send(COMMENT);
    await settle();
    first.stop();
    await settle();
    expect(served.signals[0]!.aborted).toBe(true);
    expect(served.lastEventIDs).toEqual(['', '5']);
    second.stop();
    await settle();
    expect(served.signals[1]!.aborted).toBe(true);
  });

  it('hands over the stream’s opening bare id too, when no event came yet', async () => {
    const served = serveEvents();
    const env = browser();
    const first = openTab(env);
    const second = openTab(env);
    await settle();
    served.streams[0]!.send('retry: 3000\nid: 418\n\n');
    await settle();
    first.stop();
    await settle();
    expect(served.lastEventIDs).toEqual(['', '418']);
    expect(second.events).toEqual([]);
    second.stop();
  });

  it('keeps delivering and keeps the stream when one handler throws', async () => {
    const served = serveEvents();
    const tab = openTab(browser());
    const broken = tab.hub.subscribe('all', () => {
      throw new Error('widget bug');
    });
    const later = jest.fn();
    const stopLater = tab.hub.subscribe('all', later);
    await settle();
    served.streams[0]!.send(COMMENT);
    await settle();
    expect(() => jest.advanceTimersByTime(0)).toThrow('widget bug');
    expect(later).toHaveBeenCalledTimes(1);
    expect(tab.events).toHaveLength(1);
    expect(served.lastEventIDs).toHaveLength(1);
    for (const stop of [broken, stopLater, tab.stop]) stop();
  });

  it('keeps the stream until the last subscriber leaves', async () => {
    const served = serveEvents();
    const tab = openTab(browser());
    const other = tab.hub.subscribe(['counts'], () => undefined);
    await settle();
    tab.stop();
    await settle();
    expect(served.signals[0]!.aborted).toBe(false);
    other();
    await settle();
    expect(served.signals[0]!.aborted).toBe(true);
  });

  it('falls back to polling in every tab when the site has no endpoint', async () => {
    const calls = answerEvents(404);
    const env = browser();
    const leader = openTab(env);
    const modes: LiveMode[] = [];
    leader.hub.onMode((mode) => modes.push(mode));
    await settle();
    const follower = openTab(env);
    await settle();
    expect(leader.hub.mode()).toBe('polling');
    expect(follower.hub.mode()).toBe('polling');
    expect(modes).toEqual(['polling']);
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls.count).toBe(1);
    leader.stop();
    follower.stop();
  });
});
