/**
 * GET /api/v2/events (issue 36 §1, §4), what streams carry: a real demo host on an ephemeral
 * port, read with fetch. Events come from every write path, carry IDs and counts only, resume
 * with Last-Event-ID or reset, and are filtered per viewer. The streams themselves (heartbeat,
 * limits, clean-up, who may stream): eventStreams.test.ts.
 */
import Database from 'better-sqlite3';
import { contractViolations, type Client, type Harness } from './support/harness';
import { startEventsHarness, type EventsHarness } from './support/eventsHarness';
import { dataOf as data, isComment } from './support/sse';

jest.setTimeout(30_000);

const PUBLIC = 65; // General
const STAFF = 12; // Staff Lounge: moderators and administrators only
let t: EventsHarness;
let h: Harness;
let guest: Client;
let member: Client;
let member2: Client;
let moderator: Client;
const stream: EventsHarness['stream'] = (...args) => t.stream(...args);
const comment: EventsHarness['comment'] = (...args) => t.comment(...args);

beforeAll(async () => {
  t = await startEventsHarness();
  ({ h, guest, member, member2, moderator } = t);
});
afterEach(() => t.pool.closeAll());
afterAll(async () => {
  await t.h.close();
});

describe('GET /api/v2/events: the events', () => {
  it('streams with the event-stream headers, a retry and the current id', async () => {
    const s = await stream(member);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('no-cache');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    await s.until(() => s.lastEventId !== '', 'the first id');
    expect(Number(s.lastEventId)).toBe(h.app.events.lastID);
    expect(s.retry).toBe(3000);
  });

  it("sends member A's API comment to member B as IDs only, with the discussion's update", async () => {
    const s = await stream(member2);
    await s.until(() => s.lastEventId !== '', 'the first id');
    const secret = 'A secret sentence that must never travel on the stream';
    const commentID = await comment(member, PUBLIC, secret);
    const created = await s.waitFor(isComment('comment.created', commentID));
    expect(data(created)).toEqual({ discussionID: PUBLIC, commentID });
    const updated = await s.waitFor((e) => e.event === 'discussion.updated');
    expect(data(updated)).toEqual({ discussionID: PUBLIC, categoryID: 1 });
    expect(Number(updated.id)).toBeGreaterThan(Number(created.id));
    expect(JSON.stringify(s.events)).not.toContain('secret');

    expect(
      (await member.patch(`/api/v2/comments/${commentID}`, { body: 'Edited.', format: 'text' }))
        .status,
    ).toBe(200);
    await s.waitFor(isComment('comment.updated', commentID));
    expect((await moderator.delete(`/api/v2/comments/${commentID}`)).status).toBe(204);
    const deleted = await s.waitFor(isComment('comment.deleted', commentID));
    expect(data(deleted)).toEqual({ discussionID: PUBLIC, commentID });
  });

  it('publishes a new discussion and a comment posted through the legacy form', async () => {
    const s = await stream(guest);
    await s.until(() => s.lastEventId !== '', 'the first id');
    const res = await member.post('/api/v2/discussions', {
      name: 'Live',
      body: 'Hello',
      format: 'text',
      categoryID: 1,
    });
    expect(res.status).toBe(201);
    const discussionID = res.json.discussionID as number;
    const created = await s.waitFor((e) => e.event === 'discussion.created');
    expect(data(created)).toEqual({ discussionID, categoryID: 1 });

    const form = await member.raw('POST', `/discussion/${discussionID}/comment`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({ body: 'From the form', transientKey: member.csrf }).toString(),
      csrf: false,
    });
    expect(form.status).toBe(303);
    const commentID = Number(
      /\/discussion\/comment\/(\d+)/.exec(String(form.headers.location))?.[1],
    );
    const event = await s.waitFor(isComment('comment.created', commentID), 'the form comment');
    expect(data(event)).toEqual({ discussionID, commentID });
  });

  it('replays exactly what a resuming stream missed, then goes on live', async () => {
    const live = await stream(member2);
    const first = await stream(member2);
    await first.until(() => first.lastEventId !== '', 'the first id');
    const a = await comment(member, PUBLIC, 'Seen.');
    await first.waitFor(isComment('comment.created', a));
    const last = Number(first.lastEventId);
    first.close();
    const b = await comment(member, PUBLIC, 'Missed one.');
    const c = await comment(member, PUBLIC, 'Missed two.');
    await live.waitFor(isComment('comment.created', c));
    const missed = live.events.filter((e) => Number(e.id) > last);

    const resumed = await stream(member2, { 'last-event-id': String(last) });
    await resumed.waitFor(isComment('comment.created', c));
    expect(resumed.events).toEqual(missed);
    expect(
      missed.filter((e) => e.event === 'comment.created').map((e) => data(e).commentID),
    ).toEqual([b, c]);
    const d = await comment(member, PUBLIC, 'Live again.');
    await resumed.waitFor(isComment('comment.created', d));

    const byQuery = await stream(member2, {}, `?lastEventId=${last}`);
    await byQuery.waitFor(isComment('comment.created', d));
    expect(byQuery.events.slice(0, missed.length)).toEqual(missed);
  });

  it('sends reset when the id is older than the buffer, or unknown', async () => {
    const probe = await stream(member2);
    await probe.until(() => probe.lastEventId !== '', 'the first id');
    const old = Number(probe.lastEventId);
    for (let i = 0; i < 11; i++) await comment(member, PUBLIC, `Filler ${i}.`); // 22 events > 20
    for (const id of [String(old), '99999999', 'not-a-number']) {
      const s = await stream(member2, { 'last-event-id': id });
      const reset = await s.waitFor((e) => e.event === 'reset', `reset for ${id}`);
      expect(s.events[0]).toBe(reset);
      expect(Number(reset.id)).toBe(h.app.events.lastID);
    }
  });

  it('never tells a guest or a member about a staff-only discussion', async () => {
    const streams = {
      guest: await stream(guest),
      member: await stream(member),
      moderator: await stream(moderator),
    };
    for (const s of Object.values(streams))
      await s.until(() => s.lastEventId !== '', 'the first id');
    const hidden = await comment(moderator, STAFF, 'Staff only.');
    await streams.moderator.waitFor(isComment('comment.created', hidden));
    const shown = await comment(member, PUBLIC, 'For everyone.');
    for (const s of [streams.guest, streams.member]) {
      await s.waitFor(isComment('comment.created', shown));
      expect(s.events.filter((e) => data(e).discussionID === STAFF)).toEqual([]);
    }
  });

  it('checks the category a discussion is in now: moved to the staff, it goes quiet', async () => {
    const made = await member.post('/api/v2/discussions', {
      name: 'To be moved',
      body: 'Soon staff only.',
      format: 'text',
      categoryID: 1,
    });
    const discussionID = made.json.discussionID as number;
    const s = await stream(guest);
    await s.until(() => s.lastEventId !== '', 'the first id');
    const moved = await moderator.patch(`/api/v2/discussions/${discussionID}`, { categoryID: 8 });
    expect(moved.status).toBe(200);
    const hidden = await comment(moderator, discussionID, 'In the lounge now.');
    const shown = await comment(member, PUBLIC, 'Elsewhere.');
    await s.waitFor(isComment('comment.created', shown));
    expect(s.events.filter((e) => data(e).discussionID === discussionID)).toEqual([]);
    expect(hidden).toBeGreaterThan(0);
  });

  it('publishes a write made outside any request (another connection) on the poll', async () => {
    const s = await stream(member2);
    await s.until(() => s.lastEventId !== '', 'the first id');
    const db = new Database(h.dbPath);
    const commentID = Number(
      db
        .prepare(
          "INSERT INTO comments (discussionID, body, format, insertUserID, dateInserted) VALUES (?, '<p>Imported.</p>', 'html', 3, ?)",
        )
        .run(PUBLIC, new Date().toISOString()).lastInsertRowid,
    );
    db.close();
    const event = await s.waitFor(isComment('comment.created', commentID), 'the polled event');
    expect(data(event)).toEqual({ discussionID: PUBLIC, commentID });
  });

  it('sends notifications and counts to their own user only', async () => {
    const own = await stream(member);
    const other = await stream(member2);
    for (const s of [own, other]) await s.until(() => s.lastEventId !== '', 'the first id');
    const body = JSON.stringify([
      { type: 'p', children: [{ type: '@', userID: 3, name: 'member', children: [{ text: '' }] }] },
    ]);
    expect(
      (await member2.post('/api/v2/comments', { discussionID: PUBLIC, body, format: 'rich2' }))
        .status,
    ).toBe(201);
    const note = await own.waitFor((e) => e.event === 'notification.created');
    expect(Object.keys(data(note)).sort()).toEqual(['discussionID', 'notificationID']);
    const counts = await own.waitFor((e) => e.event === 'counts');
    expect(data(counts).countUnreadNotifications).toBeGreaterThan(0);
    expect((await member.patch('/api/v2/notifications', { read: true })).status).toBe(204);
    await own.waitFor((e) => e.event === 'counts' && data(e).countUnreadNotifications === 0);
    const marker = await comment(member, PUBLIC, 'Marker.');
    await other.waitFor(isComment('comment.created', marker));
    expect(
      other.events.filter((e) => ['counts', 'notification.created'].includes(e.event)),
    ).toEqual([]);
  });

  it('answers as our contract says', () => {
    expect(contractViolations(h)).toEqual([]);
  });
});
