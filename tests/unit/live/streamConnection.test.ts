import { apiGetEvents } from '@/api/eventsRequest';
import type { RawStreamEvent } from '@/api/eventStream';
import {
  createStreamConnection,
  STALL_MS,
  type StreamConnection,
  type StreamStatus,
} from '@/features/live/streamConnection';
import { SITE_URL } from '../../support/msw';
import {
  answerEvents,
  goOnline,
  serveEvents,
  setVisibility,
  settle,
  useLiveTimers,
} from './streamSupport';

let connection: StreamConnection | undefined;
let events: RawStreamEvent[];
let statuses: StreamStatus[];

function connect(random = (): number => 0.5, lastEventID = ''): StreamConnection {
  events = [];
  statuses = [];
  connection = createStreamConnection({
    open: (id, signal) => apiGetEvents(SITE_URL, id, signal),
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    lastEventID,
    random,
  });
  return connection;
}

beforeEach(() => useLiveTimers());
afterEach(() => {
  connection?.stop();
  connection = undefined;
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the events stream', () => {
  it('reads events and heartbeats, and resumes with Last-Event-ID after the stream ends', async () => {
    const served = serveEvents();
    connect();
    await settle();
    expect(statuses.at(-1)).toBe('open');
    served.streams[0]!.send(': ping\n\nid: 7\nevent: counts\ndata: {"a":1}\n\n');
    await settle();
    expect(events).toEqual([{ type: 'counts', id: '7', data: '{"a":1}' }]);
    served.streams[0]!.close();
    await settle();
    expect(statuses.at(-1)).toBe('waiting');
    await jest.advanceTimersByTimeAsync(1000);
    await settle();
    expect(served.lastEventIDs).toEqual(['', '7']);
  });

  it('resumes from the stream’s opening bare id when no event came before it ended', async () => {
    const served = serveEvents();
    connect();
    await settle();
    served.streams[0]!.send('retry: 3000\nid: 418\n\n');
    await settle();
    expect(events).toEqual([]);
    served.streams[0]!.close();
    await settle();
    await jest.advanceTimersByTimeAsync(1000);
    await settle();
    expect(served.lastEventIDs).toEqual(['', '418']);
  });

  it('reconnects when the answer itself never comes for 60 s', async () => {
    const { server } = await import('../../support/msw');
    const { http } = await import('msw');
    const signals: AbortSignal[] = [];
    server.use(
      http.get(`${SITE_URL}/api/v2/events`, ({ request }) => {
        signals.push(request.signal);
        return new Promise<never>(() => undefined);
      }),
    );
    connect(undefined, '9');
    await settle();
    expect(statuses.at(-1)).toBe('connecting');
    await jest.advanceTimersByTimeAsync(STALL_MS - 1);
    await settle();
    expect(signals).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(true);
  });

  it('sends the Last-Event-ID another tab saw before this one led', async () => {
    const served = serveEvents();
    connect(undefined, '41');
    await settle();
    expect(served.lastEventIDs).toEqual(['41']);
  });

  it('reconnects when no heartbeat or event comes for 60 s', async () => {
    const served = serveEvents();
    connect();
    await settle();
    served.streams[0]!.send(': ping\n');
    await settle();
    await jest.advanceTimersByTimeAsync(STALL_MS - 1);
    expect(served.lastEventIDs).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    expect(served.lastEventIDs).toHaveLength(2);
  });

  it('keeps a stream that hears a heartbeat every 25 s', async () => {
    const served = serveEvents();
    connect();
    await settle();
    for (let i = 0; i < 5; i += 1) {
      await jest.advanceTimersByTimeAsync(25_000);
      served.streams[0]!.send(': ping\n');
      await settle();
    }
    expect(served.lastEventIDs).toHaveLength(1);
  });

  it.each([401, 403])('stops for good on %i, without a retry loop', async (status) => {
    const calls = answerEvents(status);
    connect();
    await settle();
    expect(statuses.at(-1)).toBe('unauthorized');
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    goOnline(true);
    setVisibility('visible');
    await settle();
    expect(calls.count).toBe(1);
  });

  it.each([
    [404, 'application/json'],
    [405, 'application/json'],
    [501, 'application/json'],
    [200, 'text/html'],
    [502, 'text/html'],
  ])('reports no endpoint on %i %s and never retries', async (status, type) => {
    const calls = answerEvents(status, type);
    connect();
    await settle();
    expect(statuses.at(-1)).toBe('no-endpoint');
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    await settle();
    expect(calls.count).toBe(1);
  });

  it('retries a 500 with a growing backoff between 1 s and 60 s', async () => {
    const calls = answerEvents(500);
    connect(() => 1);
    await settle();
    const waits = [1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000];
    for (const [index, wait] of waits.entries()) {
      expect(calls.count).toBe(index + 1);
      await jest.advanceTimersByTimeAsync(wait - 1);
      await settle();
      expect(calls.count).toBe(index + 1);
      await jest.advanceTimersByTimeAsync(1);
      await settle();
    }
    expect(calls.count).toBe(waits.length + 1);
  });

  it('pauses while offline and reconnects at once on online', async () => {
    const calls = answerEvents(503);
    connect();
    await settle();
    goOnline(false);
    expect(statuses.at(-1)).toBe('offline');
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    await settle();
    expect(calls.count).toBe(1);
    goOnline(true);
    await settle();
    expect(calls.count).toBe(2);
  });

  it('retries at once when the page becomes visible during a backoff', async () => {
    const calls = answerEvents(503);
    connect(() => 1);
    await settle();
    await jest.advanceTimersByTimeAsync(1000);
    await settle();
    expect(calls.count).toBe(2);
    setVisibility('hidden');
    setVisibility('visible');
    await settle();
    expect(calls.count).toBe(3);
  });

  it('retries after a network error', async () => {
    const { server } = await import('../../support/msw');
    const { http, HttpResponse } = await import('msw');
    let count = 0;
    server.use(
      http.get(`${SITE_URL}/api/v2/events`, () => {
        count += 1;
        return HttpResponse.error();
      }),
    );
    connect(() => 0);
    await settle();
    expect(statuses.at(-1)).toBe('waiting');
    await jest.advanceTimersByTimeAsync(1000);
    await settle();
    expect(count).toBe(2);
  });
});
