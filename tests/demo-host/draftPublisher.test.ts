/**
 * Scheduled drafts (03 §3, §4): the demo host publishes them when their time comes, as their
 * author, and marks the ones it cannot publish with the error status and the reason.
 */
import type { PublishResult } from '../../demo-host/lib/draftPublisher';
import { buildServer } from '../../demo-host/server';
import {
  contractViolations,
  startHarness,
  type Client,
  type Harness,
  type Json,
} from './support/harness';

// Every test talks to a server on a fresh seeded database; the machine may be busy.
jest.setTimeout(30_000);

type Node = Record<string, unknown>;
// rich2 bodies in spec 04's shape: a JSON array of Slate-style nodes.
const rich2 = (...nodes: Node[]): string => JSON.stringify(nodes);
const para = (...children: Node[]): Node => ({ type: 'p', children });
const text = (t: string): Node => ({ text: t });
const mention = (userID: number, name: string): Node => ({
  type: '@',
  userID,
  name,
  children: [{ text: '' }],
});
const inMinutes = (n: number): Date => new Date(Date.now() + n * 60_000);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function mentionsOf(c: Client): Promise<number> {
  const list = (await c.get('/api/v2/notifications?limit=100')).json as { activityType: string }[];
  return list.filter((n) => n.activityType === 'Mention').length;
}

async function commentDraft(c: Client, discussionID: number, body: string): Promise<number> {
  const res = await c.post('/api/v2/drafts', {
    recordType: 'comment',
    parentRecordType: 'discussion',
    parentRecordID: discussionID,
    attributes: {
      body,
      format: 'rich2',
      draftType: 'comment',
      draftMeta: { commentParentID: null },
    },
  });
  expect(res.status).toBe(201);
  return res.json.draftID;
}

async function schedule(
  c: Client,
  draftID: number,
  at: Date,
  publishedSilently?: boolean,
): Promise<void> {
  const res = await c.patch(`/api/v2/drafts/schedule/${draftID}`, {
    dateScheduled: at.toISOString(),
    ...(publishedSilently === undefined ? {} : { publishedSilently }),
  });
  expect(res.json.draftStatus).toBe('scheduled');
}

describe('the draft publisher', () => {
  let h: Harness;
  let member: Client;
  let member2: Client;
  beforeAll(async () => {
    // No timer: the tests call tick() with the time they want.
    h = await startHarness({ draftPublishIntervalMs: 0 });
    member = await h.as('member');
    member2 = await h.as('member2');
  });
  afterAll(async () => {
    expect(contractViolations(h)).toEqual([]);
    await h.close();
  });

  it('publishes nothing before its time, then the discussion as the author, and deletes the draft', async () => {
    // Seeded draft 1: member's "An idea for the next release" in General with tag 3.
    await schedule(member, 1, inMinutes(10));
    expect(h.app.draftPublisher.tick(inMinutes(5))).toEqual([]);
    expect((await member.get('/api/v2/drafts/1')).json.draftStatus).toBe('scheduled');
    const [result] = h.app.draftPublisher.tick(inMinutes(11)) as [PublishResult];
    expect(result).toMatchObject({ draftID: 1, status: 'published', recordType: 'discussion' });
    expect((await member.get('/api/v2/drafts/1')).status).toBe(404);
    const d = (await member.get(`/api/v2/discussions/${result.recordID}?expand=insertUser`)).json;
    expect(d).toMatchObject({
      name: 'An idea for the next release',
      categoryID: 1,
      insertUserID: 3,
      body: '<p>Half-written idea...</p>',
      format: 'rich2',
      tags: [expect.objectContaining({ tagID: 3 })],
    });
    expect(h.app.draftPublisher.tick(inMinutes(12))).toEqual([]);
  });

  it('publishes a comment with its mentions notified, or silently without them', async () => {
    const before = await mentionsOf(member2);
    const loud = await commentDraft(member, 20, rich2(para(text('Hey '), mention(4, 'member2'))));
    const quiet = await commentDraft(member, 20, rich2(para(text('Psst '), mention(4, 'member2'))));
    await schedule(member, loud, inMinutes(1));
    await schedule(member, quiet, inMinutes(2), true);
    const results = h.app.draftPublisher.tick(inMinutes(3));
    expect(results.map((r) => [r.draftID, r.status])).toEqual([
      [loud, 'published'],
      [quiet, 'published'],
    ]);
    const comments = (await member.get('/api/v2/comments?discussionID=20&limit=100'))
      .json as Json[];
    for (const r of results) {
      expect(comments.find((c) => c.commentID === r.recordID)).toMatchObject({
        insertUserID: 3,
        body: expect.stringContaining(
          '<a class="atMention" href="/profile/member2" data-username="member2" data-userid="4">@member2</a>',
        ),
      });
    }
    expect(await mentionsOf(member2)).toBe(before + 1);
  });

  it('applies a scheduled draft of an edit to its record, under the edit rule', async () => {
    const own = (
      await member.post('/api/v2/discussions', {
        name: 'Before',
        body: rich2(para(text('Old body'))),
        format: 'rich2',
        categoryID: 1,
      })
    ).json.discussionID;
    const editDraft = async (c: Client): Promise<number> =>
      (
        await c.post('/api/v2/drafts', {
          recordType: 'discussion',
          recordID: own,
          parentRecordType: 'category',
          parentRecordID: 1,
          attributes: {
            body: rich2(para(text('New body'))),
            format: 'rich2',
            draftMeta: { name: 'After', categoryID: 1 },
          },
        })
      ).json.draftID;
    const mine = await editDraft(member);
    const theirs = await editDraft(member2);
    await schedule(member, mine, inMinutes(1));
    await schedule(member2, theirs, inMinutes(1));
    const results = h.app.draftPublisher.tick(inMinutes(2));
    expect(results.map((r) => [r.draftID, r.status, r.recordID ?? r.error])).toEqual([
      [mine, 'published', own],
      [theirs, 'error', 'The author does not have permission to publish this draft.'],
    ]);
    expect((await member.get(`/api/v2/discussions/${own}`)).json).toMatchObject({
      name: 'After',
      body: '<p>New body</p>',
    });
  });

  it('marks a draft it may not publish with the error status and the reason', async () => {
    // Announcements (2): members comment there but cannot start discussions.
    const created = await member.post('/api/v2/drafts', {
      recordType: 'discussion',
      parentRecordType: 'category',
      parentRecordID: 2,
      attributes: {
        body: rich2(para(text('An announcement'))),
        format: 'rich2',
        draftType: 'discussion',
        draftMeta: { name: 'Not mine to announce', categoryID: 2 },
      },
    });
    const noTitle = await member.post('/api/v2/drafts', {
      recordType: 'discussion',
      attributes: { body: rich2(para(text('x'))), format: 'rich2', draftMeta: { categoryID: 1 } },
    });
    const closed = await commentDraft(member, 18, rich2(para(text('Too late'))));
    for (const id of [created.json.draftID, noTitle.json.draftID, closed])
      await schedule(member, id, inMinutes(1));
    const results = h.app.draftPublisher.tick(inMinutes(2));
    expect(results.map((r) => [r.status, r.error])).toEqual([
      ['error', 'The author may not start discussions in this category.'],
      ['error', 'The draft has no title.'],
      ['error', 'The author does not have permission to publish this draft.'],
    ]);
    const stored = (await member.get(`/api/v2/drafts/${created.json.draftID}`)).json;
    expect(stored).toMatchObject({
      draftStatus: 'error',
      failedReason: 'The author may not start discussions in this category.',
      attributes: { error: 'The author may not start discussions in this category.' },
    });
    expect(h.app.draftPublisher.tick(inMinutes(3))).toEqual([]);
    // Scheduling again forgets the failure.
    await schedule(member, created.json.draftID, inMinutes(10));
    const again = (await member.get(`/api/v2/drafts/${created.json.draftID}`)).json;
    expect(again.failedReason).toBeNull();
    expect(again.attributes.error).toBeUndefined();
  });
});

describe('the draft publisher’s timer', () => {
  it('publishes when the server starts and then every interval, and stops with the server', async () => {
    const h = await startHarness({ draftPublishIntervalMs: 0 });
    const member = await h.as('member');
    const first = await commentDraft(member, 20, rich2(para(text('At start'))));
    await schedule(member, first, new Date(Date.now() + 300));
    await sleep(400);
    await h.restart(); // publishes once while starting, with no timer
    expect((await member.get(`/api/v2/drafts/${first}`)).status).toBe(404);

    await h.app.close();
    h.app = await buildServer({ dbPath: h.dbPath, logger: false, draftPublishIntervalMs: 100 });
    const second = await commentDraft(member, 20, rich2(para(text('On the timer'))));
    await schedule(member, second, new Date(Date.now() + 300));
    let status = 200;
    for (let i = 0; i < 30 && status === 200; i++) {
      await sleep(100);
      status = (await member.get(`/api/v2/drafts/${second}`)).status;
    }
    expect(status).toBe(404);

    // Once closed, no tick runs against the closed database (it would log an error).
    const stderr = jest.spyOn(process.stderr, 'write');
    await h.close();
    await sleep(350);
    expect(
      stderr.mock.calls.filter(([chunk]) => String(chunk).includes('draft publisher')),
    ).toEqual([]);
    stderr.mockRestore();
  });
});
