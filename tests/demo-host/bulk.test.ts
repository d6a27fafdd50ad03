import {
  contractViolations,
  startHarness,
  type Client,
  type Harness,
  type Json,
} from './support/harness';

let h: Harness;
let member: Client;
let moderator: Client;

beforeAll(async () => {
  h = await startHarness({ bulkBatchSize: 3 });
  member = await h.as('member');
  moderator = await h.as('moderator');
});
afterAll(async () => {
  await h.close();
});

async function newDiscussions(c: Client, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await c.post('/api/v2/discussions', {
      name: `Bulk ${i}`,
      body: 'x',
      format: 'text',
      categoryID: 1,
    });
    ids.push(res.json.discussionID);
  }
  return ids;
}

/** Follows callbackPayloads through POST /calls/run like the library does, summing the steps. */
async function runToEnd(
  c: Client,
  first: { status: number; json: Json },
): Promise<{
  steps: number[];
  success: number[];
  failed: number[];
  exceptions: Record<string, unknown>;
}> {
  const steps = [first.status];
  const success = [...first.json.progress.successIDs];
  const failed = [...first.json.progress.failedIDs];
  const exceptions = { ...first.json.progress.exceptionsByID };
  let body = first.json;
  while (body.callbackPayload) {
    const res = await c.raw('POST', '/api/v2/calls/run', {
      payload: body.callbackPayload,
      headers: { 'content-type': 'application/system+jwt' },
    });
    steps.push(res.status);
    body = res.json;
    success.push(...body.progress.successIDs);
    failed.push(...body.progress.failedIDs);
    Object.assign(exceptions, body.progress.exceptionsByID);
  }
  return { steps, success, failed, exceptions };
}

describe('long-running bulk operations', () => {
  it('closes in batches: 408 with a callbackPayload, then /calls/run until a 200', async () => {
    const ids = await newDiscussions(moderator, 7);
    const first = await moderator.patch('/api/v2/discussions/close', {
      discussionIDs: ids,
      closed: true,
    });
    expect(first.status).toBe(408);
    expect(first.json.progress).toMatchObject({
      successIDs: ids.slice(0, 3),
      failedIDs: [],
      countTotalIDs: 7,
    });
    expect(first.json.callbackPayload).toEqual(expect.any(String));
    const result = await runToEnd(moderator, first);
    expect(result.steps).toEqual([408, 408, 200]);
    expect(result.success.sort()).toEqual([...ids].sort());
    for (const id of ids)
      expect((await moderator.get(`/api/v2/discussions/${id}`)).json.closed).toBe(true);
  });

  it('answers a small batch at once with 200 and no callbackPayload', async () => {
    const ids = await newDiscussions(moderator, 2);
    const res = await moderator.patch('/api/v2/discussions/close', {
      discussionIDs: ids,
      closed: false,
    });
    expect(res.status).toBe(200);
    expect(res.json.callbackPayload).toBeUndefined();
    expect(res.json.progress.successIDs).toEqual(ids);
  });

  it("reports per-ID failures: a member closing others' discussions, missing IDs", async () => {
    const own = await newDiscussions(member, 1);
    const others = await newDiscussions(moderator, 1);
    const res = await member.patch('/api/v2/discussions/close', {
      discussionIDs: [...own, ...others, 99999],
      closed: true,
    });
    expect(res.status).toBe(200);
    expect(res.json.progress.successIDs).toEqual(own);
    expect(res.json.progress.failedIDs).toEqual([...others, 99999]);
    expect(res.json.progress.exceptionsByID[String(others[0])]).toMatchObject({ code: 403 });
    expect(res.json.progress.exceptionsByID['99999']).toMatchObject({ code: 404 });
  });

  it('moves with discussions.edit: members get 403, moderators move, the target must exist', async () => {
    const ids = await newDiscussions(moderator, 4);
    expect(
      (await member.patch('/api/v2/discussions/move', { discussionIDs: ids, categoryID: 6 }))
        .status,
    ).toBe(403);
    expect(
      (await moderator.patch('/api/v2/discussions/move', { discussionIDs: ids, categoryID: 999 }))
        .status,
    ).toBe(422);
    expect(
      (await moderator.patch('/api/v2/discussions/move', { discussionIDs: [], categoryID: 6 }))
        .status,
    ).toBe(422);
    const first = await moderator.patch('/api/v2/discussions/move', {
      discussionIDs: ids,
      categoryID: 6,
      addRedirects: false,
    });
    const result = await runToEnd(moderator, first);
    expect(result.success.sort()).toEqual([...ids].sort());
    for (const id of ids)
      expect((await moderator.get(`/api/v2/discussions/${id}`)).json.categoryID).toBe(6);
  });

  it('deletes in batches, and a job survives a server restart', async () => {
    const ids = await newDiscussions(moderator, 5);
    expect((await member.delete('/api/v2/discussions/list', { discussionIDs: ids })).status).toBe(
      403,
    );
    const first = await moderator.delete('/api/v2/discussions/list', {
      discussionIDs: ids,
      longRunnerMode: 'sync',
    });
    expect(first.status).toBe(408);
    await h.restart();
    const result = await runToEnd(moderator, first);
    expect(result.success.sort()).toEqual([...ids].sort());
    for (const id of ids)
      expect((await moderator.get(`/api/v2/discussions/${id}`)).status).toBe(404);
  });

  it('refuses a forged or foreign callbackPayload and the wrong content type', async () => {
    const ids = await newDiscussions(moderator, 4);
    const first = await moderator.patch('/api/v2/discussions/close', { discussionIDs: ids });
    expect(
      (
        await moderator.raw('POST', '/api/v2/calls/run', {
          payload: 'a.b.c',
          headers: { 'content-type': 'application/system+jwt' },
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await member.raw('POST', '/api/v2/calls/run', {
          payload: first.json.callbackPayload,
          headers: { 'content-type': 'application/system+jwt' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await moderator.post('/api/v2/calls/run', { token: first.json.callbackPayload })).status,
    ).toBe(415);
    expect(
      (
        await moderator.raw('POST', '/api/v2/calls/run', {
          payload: first.json.callbackPayload,
          headers: { 'content-type': 'application/system+jwt' },
          csrf: false,
        })
      ).status,
    ).toBe(403);
  });

  it('every JSON response conformed to the OpenAPI', () => {
    expect(contractViolations(h)).toEqual([]);
  });
});
