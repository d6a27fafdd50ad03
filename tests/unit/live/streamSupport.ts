import { http, HttpResponse } from 'msw';
import { API, server } from '../../support/msw';

/** One SSE body a test writes to as the server would. */
export interface TestStream {
  send(text: string): void;
  close(): void;
}

export interface EventsServer {
  /** The Last-Event-ID header of each request ('' when absent), in order. */
  lastEventIDs: string[];
  streams: TestStream[];
  /** Each request's signal: aborted once the client has let the stream go. */
  signals: AbortSignal[];
}

/** `GET /api/v2/events` answering each request with a fresh, open event stream. */
export function serveEvents(): EventsServer {
  const served: EventsServer = { lastEventIDs: [], streams: [], signals: [] };
  server.use(
    http.get(`${API}/events`, ({ request }) => {
      served.lastEventIDs.push(request.headers.get('last-event-id') ?? '');
      served.signals.push(request.signal);
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start: (c) => {
          controller = c;
        },
      });
      const encoder = new TextEncoder();
      served.streams.push({
        send: (text) => controller.enqueue(encoder.encode(text)),
        close: () => controller.close(),
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  return served;
}

/** `GET /api/v2/events` answering `status` with `contentType` (a CDN page: `text/html`). */
export function answerEvents(status: number, contentType = 'application/json'): { count: number } {
  const calls = { count: 0 };
  server.use(
    http.get(`${API}/events`, () => {
      calls.count += 1;
      const body = contentType === 'text/html' ? '<html><h1>Error</h1></html>' : '{}';
      return new HttpResponse(body, { status, headers: { 'Content-Type': contentType } });
    }),
  );
  return calls;
}

/** Fake timers that leave the event loop's own queues real, so fetch and streams still run. */
export function useLiveTimers(): void {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
}

/** The real `setTimeout`, taken before any test fakes the timers. */
const realSetTimeout = globalThis.setTimeout;

/** Lets pending fetches, stream reads and promise chains run (no fake timer moves). */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => realSetTimeout(resolve, 0));
}

/** Sets what `navigator.onLine` says and fires the matching window event. */
export function goOnline(online: boolean): void {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Sets `document.visibilityState` and fires `visibilitychange`. */
export function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}
