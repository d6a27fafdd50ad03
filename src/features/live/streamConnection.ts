import { isMissingEndpoint } from '@/api/apiError';
import { createEventStreamParser, type RawStreamEvent } from '@/api/eventStream';
import { backoffDelay } from './backoff';

/** No event and no heartbeat (every 25 s) for this long: the stream is dead, reconnect. */
export const STALL_MS = 60 * 1000;

/**
 * Where the connection is. `unauthorized` (401/403) and `no-endpoint` (404/405/501 or an HTML
 * page, a CDN's) are final: nothing retries them for the page's life.
 */
export type StreamStatus =
  'connecting' | 'open' | 'waiting' | 'offline' | 'stopped' | 'unauthorized' | 'no-endpoint';

export interface StreamOptions {
  /** Opens the stream: `apiGetEvents` bound to the site, or a test's. */
  open: (lastEventID: string, signal: AbortSignal) => Promise<Response>;
  onEvent: (event: RawStreamEvent) => void;
  onStatus?: (status: StreamStatus) => void;
  /** The stream's position changed without an event (its opening bare `id:` line). */
  onPosition?: (lastEventID: string) => void;
  /** The ID to resume from (another tab may have seen events before this one led). */
  lastEventID?: string;
  random?: () => number;
}

export interface StreamConnection {
  stop(): void;
  lastEventID(): string;
}

type Outcome = 'unauthorized' | 'no-endpoint' | 'retry' | 'stream';

/** What a response means for the stream, from its status and content type alone. */
export function classifyResponse(response: Response): Outcome {
  if (response.status === 401 || response.status === 403) return 'unauthorized';
  if (isMissingEndpoint(response.status)) return 'no-endpoint';
  const type = (response.headers.get('content-type') ?? '').toLowerCase();
  if (type.includes('text/html')) return 'no-endpoint';
  if (!response.ok || !type.includes('text/event-stream') || !response.body) return 'retry';
  return 'stream';
}

/**
 * One fetch-streamed connection to the events endpoint with its whole life: Last-Event-ID
 * resume, backoff with jitter after failures (1 s..60 s), a pause while offline and an
 * immediate retry on `online` or when the page becomes visible, and a reconnect when the stream
 * stalls for 60 s. It starts connecting at once; `stop()` ends it for good.
 */
export function createStreamConnection(options: StreamOptions): StreamConnection {
  let lastID = options.lastEventID ?? '';
  let attempt = 0;
  let status: StreamStatus = 'connecting';
  let generation = 0;
  let controller: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stallTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: StreamStatus): void => {
    status = next;
    options.onStatus?.(next);
  };
  const isFinal = (): boolean =>
    status === 'stopped' || status === 'unauthorized' || status === 'no-endpoint';

  const clearTimers = (): void => {
    clearTimeout(retryTimer);
    clearTimeout(stallTimer);
    retryTimer = stallTimer = undefined;
  };
  const abort = (): void => {
    generation += 1;
    clearTimers();
    controller?.abort();
    controller = undefined;
  };

  const finish = (final: StreamStatus): void => {
    abort();
    removeListeners();
    setStatus(final);
  };

  const retry = (): void => {
    abort();
    if (!navigator.onLine) return setStatus('offline');
    const delay = backoffDelay(attempt, options.random);
    attempt += 1;
    setStatus('waiting');
    retryTimer = setTimeout(connect, delay);
  };

  const armStall = (mine: number): void => {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(() => {
      if (mine === generation) connect();
    }, STALL_MS);
  };

  const read = async (body: ReadableStream<Uint8Array>, mine: number): Promise<void> => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let heard = false;
    const parser = createEventStreamParser(
      (event) => {
        lastID = event.id;
        options.onEvent(event);
      },
      () => {
        if (!heard) attempt = 0;
        heard = true;
        armStall(mine);
      },
      lastID,
      (id) => {
        // A bare `id:` (the stream's opening line) is where to resume from, event or not.
        if (id === lastID) return;
        lastID = id;
        options.onPosition?.(id);
      },
    );
    for (;;) {
      const { done, value } = await reader.read();
      if (mine !== generation) return void reader.cancel().catch(() => undefined);
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    retry();
  };

  function connect(): void {
    abort();
    if (isFinal()) return;
    if (!navigator.onLine) return setStatus('offline');
    const mine = generation;
    controller = new AbortController();
    setStatus('connecting');
    const stale = (): boolean => mine !== generation;
    const opening = options.open(lastID, controller.signal);
    // An answer that never comes (a proxy holding the request) is a stall too: 60 s from the
    // request, as from the last line of an open stream.
    armStall(mine);
    opening.then(
      (response) => {
        if (stale()) return;
        const outcome = classifyResponse(response);
        if (outcome !== 'stream') response.body?.cancel().catch(() => undefined);
        if (outcome === 'unauthorized' || outcome === 'no-endpoint') return finish(outcome);
        if (outcome === 'retry' || !response.body) return retry();
        setStatus('open');
        armStall(mine);
        read(response.body, mine).catch(() => {
          if (!stale()) retry();
        });
      },
      () => {
        if (!stale()) retry();
      },
    );
  }

  const onOnline = (): void => {
    if (status === 'offline' || status === 'waiting') connect();
  };
  const onOffline = (): void => {
    if (isFinal()) return;
    abort();
    setStatus('offline');
  };
  const onVisible = (): void => {
    if (document.visibilityState === 'visible' && status === 'waiting') connect();
  };
  function removeListeners(): void {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
  }
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  connect();

  return {
    stop: () => {
      if (!isFinal()) finish('stopped');
    },
    lastEventID: () => lastID,
  };
}
