/**
 * A small `text/event-stream` reader over fetch for the events tests: it parses the stream as
 * the HTML standard says (fields, comments, blank-line dispatch, ids without data) and lets a
 * test wait for an event, never for a fixed time.
 */
export interface SseEvent {
  id: string;
  event: string;
  data: string;
}

type Waiter = { test: () => boolean; resolve: () => void };

export class SseStream {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  /** The last `id:` seen, as a browser's EventSource keeps it. */
  lastEventId = '';
  retry: number | undefined;
  ended = false;
  private waiters: Waiter[] = [];
  private constructor(
    readonly status: number,
    readonly headers: Headers,
    private readonly abort: AbortController,
  ) {}

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
    const abort = new AbortController();
    const res = await fetch(url, { headers, signal: abort.signal });
    const stream = new SseStream(res.status, res.headers, abort);
    if (res.body && res.headers.get('content-type')?.startsWith('text/event-stream'))
      void stream.read(res.body);
    else stream.ended = true;
    return stream;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    let block: { id?: string; event?: string; data: string[] } = { data: [] };
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let at = buffer.indexOf('\n');
        while (at >= 0) {
          const line = buffer.slice(0, at).replace(/\r$/, '');
          buffer = buffer.slice(at + 1);
          at = buffer.indexOf('\n');
          if (line === '') {
            if (block.id !== undefined) this.lastEventId = block.id;
            if (block.data.length)
              this.events.push({
                id: this.lastEventId,
                event: block.event ?? 'message',
                data: block.data.join('\n'),
              });
            block = { data: [] };
            this.wake();
            continue;
          }
          if (line.startsWith(':')) {
            this.comments.push(line.slice(1).trim());
            this.wake();
            continue;
          }
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'data') block.data.push(value);
          else if (field === 'event') block.event = value;
          else if (field === 'id') block.id = value;
          else if (field === 'retry') this.retry = Number(value);
        }
      }
    } catch {
      // aborted by close()
    }
    this.ended = true;
    this.wake();
  }

  private wake(): void {
    this.waiters = this.waiters.filter((w) => {
      if (!w.test()) return true;
      w.resolve();
      return false;
    });
  }

  /** Resolves when `test` holds (checked on every line the stream delivers). */
  until(test: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`Timed out waiting for ${what}; got ${JSON.stringify(this.events)}`)),
        timeoutMs,
      );
      this.waiters.push({
        test,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  /** The first event matching, waiting for it if needed. */
  async waitFor(match: (e: SseEvent) => boolean, what = 'an event'): Promise<SseEvent> {
    await this.until(() => this.events.some(match), what);
    return this.events.find(match) as SseEvent;
  }

  close(): void {
    this.abort.abort();
  }
}

/** Resolves when `test` holds, checking after each turn of the event loop (a server state). */
export async function eventually(
  test: () => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The streams a test opened against one server, to close after each test. */
export class StreamPool {
  private readonly opened: SseStream[] = [];
  base = '';

  /** Opens `GET /api/v2/events` with a client's cookies (none: a guest without cookies). */
  async open(
    cookies: Map<string, string> | null,
    headers: Record<string, string> = {},
    query = '',
  ): Promise<SseStream> {
    const cookie = [...(cookies ?? [])].map(([k, v]) => `${k}=${v}`).join('; ');
    const s = await SseStream.open(`${this.base}/api/v2/events${query}`, {
      accept: 'text/event-stream',
      ...(cookie ? { cookie } : {}),
      ...headers,
    });
    this.opened.push(s);
    return s;
  }

  closeAll(): void {
    for (const s of this.opened.splice(0)) s.close();
  }
}

/** An event's `data`, parsed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const dataOf = (e: SseEvent): any => JSON.parse(e.data);

/** Matches the event of one type about one comment. */
export const isComment =
  (type: string, commentID: number) =>
  (e: SseEvent): boolean =>
    e.event === type && dataOf(e).commentID === commentID;
