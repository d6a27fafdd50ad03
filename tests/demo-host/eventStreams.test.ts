/**
 * GET /api/v2/events (issue 36 §1, §4), the streams: heartbeats, the limit per session, no
 * subscriber or timer left behind when a client goes, and who may stream (guests, banned
 * members, dead and signed-out sessions). What they carry: events.test.ts.
 */
import { contractViolations, type Client, type Harness } from './support/harness';
import { startEventsHarness, type EventsHarness } from './support/eventsHarness';
import { eventually } from './support/sse';

jest.setTimeout(30_000);

let t: EventsHarness;
let h: Harness;
let guest: Client;
let member: Client;
let member2: Client;
const stream: EventsHarness['stream'] = (...args) => t.stream(...args);

beforeAll(async () => {
  t = await startEventsHarness();
  ({ h, guest, member, member2 } = t);
});
afterEach(() => t.pool.closeAll());
afterAll(async () => {
  await t.h.close();
});

describe('GET /api/v2/events: the streams', () => {
  it('sends a heartbeat comment on the interval', async () => {
    const s = await stream(guest);
    await s.until(() => s.comments.filter((c) => c === 'hb').length >= 2, 'two heartbeats');
  });

  it('limits streams per session with a JSON 429, and frees them when they close', async () => {
    const c = await h.as('member');
    const six = await Promise.all(Array.from({ length: 6 }, () => stream(c)));
    expect(six.map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = await c.get('/api/v2/events'); // checked against the contract
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      message: 'Too many event streams for this session.',
      status: 429,
      limit: 6,
    });
    expect((await stream(member)).status).toBe(200); // another session
    six[0]?.close();
    await eventually(() => h.app.events.openStreams <= 6, 'the closed stream to be released');
    expect((await stream(c)).status).toBe(200);
  });

  it('leaves no subscriber and no stream behind when clients close', async () => {
    await Promise.all([stream(guest), stream(member), stream(member2)]);
    expect(h.app.events.bus.subscriberCount).toBeGreaterThan(0);
    t.pool.closeAll();
    await eventually(() => h.app.events.bus.subscriberCount === 0, 'no subscribers');
    expect(h.app.events.openStreams).toBe(0);
  });

  it('streams to a banned member, as a guest for a dead session, and ends on sign-out', async () => {
    const banned = await h.as('banned-user');
    expect((await stream(banned)).status).toBe(200);
    const dead = await stream(null, { cookie: 'fw_session=no-such-session' });
    expect(dead.status).toBe(200);
    const c = await h.as('member');
    const s = await stream(c);
    await s.until(() => s.lastEventId !== '', 'the first id');
    await c.raw('GET', `/entry/signout?transientKey=${encodeURIComponent(c.csrf)}`, {
      headers: { accept: 'text/html' },
    });
    await s.until(() => s.ended, 'the stream to end');
  });

  it('answers every JSON error as our contract says', () => {
    expect(h.checked.map((c) => c.key)).toContain('GET /events 429');
    expect(contractViolations(h)).toEqual([]);
  });
});
