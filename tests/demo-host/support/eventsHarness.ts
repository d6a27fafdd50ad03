/**
 * The events tests' server: a harness listening on an ephemeral port (streams need a real
 * socket; `inject` waits for an answer's end), short intervals, signed-in clients and a pool of
 * streams to close after each test.
 */
import type { AddressInfo } from 'node:net';
import { startHarness, type Client, type Harness } from './harness';
import { StreamPool, type SseStream } from './sse';

export interface EventsHarness {
  h: Harness;
  pool: StreamPool;
  guest: Client;
  member: Client;
  member2: Client;
  moderator: Client;
  /** Opens a stream as a client (null: without cookies). */
  stream(c: Client | null, headers?: Record<string, string>, query?: string): Promise<SseStream>;
  /** Posts a text comment through the API and returns its ID. */
  comment(c: Client, discussionID: number, body: string): Promise<number>;
}

export async function startEventsHarness(): Promise<EventsHarness> {
  const h = await startHarness({ events: { heartbeatMs: 100, bufferSize: 20, pollMs: 50 } });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const pool = new StreamPool();
  pool.base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  const guest = h.client();
  await guest.page('/');
  return {
    h,
    pool,
    guest,
    member: await h.as('member'),
    member2: await h.as('member2'),
    moderator: await h.as('moderator'),
    stream: (c, headers, query) => pool.open(c?.cookies ?? null, headers, query),
    async comment(c, discussionID, body) {
      const res = await c.post('/api/v2/comments', { discussionID, body, format: 'text' });
      if (res.status !== 201) throw new Error(`POST /comments answered ${res.status}`);
      return res.json.commentID as number;
    },
  };
}
