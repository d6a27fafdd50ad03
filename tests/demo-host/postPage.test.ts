/**
 * The demo host's side of the post page (issue 18): the comment list's sorts and paging,
 * signatures, report counts for moderators, deleting comments, Q&A answers, the seeded threads
 * and the DiscussionPage marker with its preload.
 */
import Database from 'better-sqlite3';
import {
  contractViolations,
  startHarness,
  type Client,
  type Harness,
  type Json,
} from './support/harness';

let h: Harness;
let guest: Client;
let member: Client;
let member2: Client;
let moderator: Client;
let admin: Client;
let banned: Client;

// Every test talks to a server on a fresh seeded database; the machine may be busy.
jest.setTimeout(60_000);

const LONG = 65;
const QUESTION = 66;
const CLOSED = 67;
const AI_DISCUSSION = 68;
const AI_USER = 11;

function sql(statement: string, ...args: unknown[]): void {
  const db = new Database(h.dbPath);
  try {
    db.prepare(statement).run(...args);
  } finally {
    db.close();
  }
}

function markers(html: string): { name: string; props: Json }[] {
  const out: { name: string; props: Json }[] = [];
  const re = /data-react="([^"]+)" data-props="([^"]*)"/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const props = (m[2] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    out.push({ name: m[1] ?? '', props: JSON.parse(props) });
  }
  return out;
}

const list = (c: Client, query: string): Promise<{ status: number; headers: Json; json: Json }> =>
  c.get(`/api/v2/comments?${query}`);
const ids = (comments: Json[]): number[] => comments.map((c: Json) => c.commentID as number);

async function allComments(c: Client, discussionID: number, sort: string): Promise<Json[]> {
  const out: Json[] = [];
  for (let page = 1; page <= 10; page++) {
    const res = await list(c, `discussionID=${discussionID}&sort=${sort}&limit=30&page=${page}`);
    expect(res.status).toBe(200);
    out.push(...res.json);
    if (res.json.length < 30) break;
  }
  return out;
}

beforeAll(async () => {
  h = await startHarness();
  guest = h.client();
  await guest.page('/');
  member = await h.as('member');
  member2 = await h.as('member2');
  moderator = await h.as('moderator');
  admin = await h.as('admin');
  banned = await h.as('banned-user');
});
afterAll(async () => {
  await h.close();
});

describe('the seeded post page data', () => {
  it('has a 70-comment thread, a question with accepted and rejected answers, a closed discussion and the AI assistant', async () => {
    const long = (await guest.get(`/api/v2/discussions/${LONG}`)).json;
    expect(long).toMatchObject({ name: 'A long thread: seventy comments for the pager' });
    expect(long.countComments).toBe(70);
    const q = (await guest.get(`/api/v2/discussions/${QUESTION}`)).json;
    expect(q).toMatchObject({ type: 'question', statusID: 3 });
    const answers = (await list(guest, `discussionID=${QUESTION}`)).json;
    expect(answers.map((c: Json) => c.attributes.answer?.status ?? null)).toEqual([
      'accepted',
      'rejected',
      null,
      null,
    ]);
    expect(answers[2].insertUserID).toBe(AI_USER);
    const closed = (await guest.get(`/api/v2/discussions/${CLOSED}`)).json;
    expect(closed.closed).toBe(true);
    expect(closed.countComments).toBeGreaterThan(0);
    const ai = (await guest.get(`/api/v2/discussions/${AI_DISCUSSION}?expand=insertUser`)).json;
    expect(ai.insertUser).toMatchObject({ userID: AI_USER, name: 'AI Assistant' });
    const cfg = (await guest.get('/api/v2/config?select=aiAssistant.userID')).json;
    expect(cfg).toEqual({ 'aiAssistant.userID': AI_USER });
    const { config } = await guest.page('/');
    expect(config.config['aiAssistant.userID']).toBe(AI_USER);
  });

  it('keeps the new discussions after every older one in the default list order', async () => {
    const first = (await guest.get('/api/v2/discussions?limit=30')).json as Json[];
    expect(first.map((d) => d.discussionID)).not.toEqual(
      expect.arrayContaining([LONG, QUESTION, CLOSED, AI_DISCUSSION]),
    );
    for (const d of first) expect(d.discussionID).toBeLessThan(LONG);
  });
});

describe('GET /comments', () => {
  it('pages the long thread in 30s with the paging headers', async () => {
    const p1 = await list(guest, `discussionID=${LONG}&limit=30`);
    expect(p1.json).toHaveLength(30);
    expect(p1.headers['x-app-page-result-count']).toBe('70');
    expect(p1.headers['x-app-page-current']).toBe('1');
    expect(p1.headers['x-app-page-limit']).toBe('30');
    expect(p1.headers.link).toContain('rel="next"');
    expect(p1.headers.link).not.toContain('rel="prev"');
    const p3 = await list(guest, `discussionID=${LONG}&limit=30&page=3`);
    expect(p3.json).toHaveLength(10);
    expect(p3.headers['x-app-page-current']).toBe('3');
    expect(p3.headers.link).toContain('rel="prev"');
    expect(p3.headers.link).not.toContain('rel="next"');
    expect(p3.json[9].body).toContain('Comment 70 of the long thread.');
    expect((await list(guest, `discussionID=${LONG}&limit=30&page=4`)).json).toEqual([]);
  });

  it('sorts oldest (default), newest, top and trending, each a different order of the same comments', async () => {
    const oldest = await allComments(guest, LONG, 'dateInserted');
    expect(ids((await list(guest, `discussionID=${LONG}`)).json)).toEqual(ids(oldest).slice(0, 30));
    const dates = oldest.map((c) => Date.parse(c.dateInserted));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
    expect(oldest[0].body).toContain('Comment 1 of the long thread.');

    const newest = await allComments(guest, LONG, '-dateInserted');
    expect(ids(newest)).toEqual([...ids(oldest)].reverse());

    const top = await allComments(guest, LONG, '-score');
    const scores = top.map((c) => c.score as number);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(new Set(scores).size).toBeGreaterThan(4); // the seed varies the scores
    expect(Math.min(...scores)).toBeLessThan(0);

    const trending = await allComments(guest, LONG, '-experimentalTrending');
    const newestDate = Math.max(...dates);
    const weight = (c: Json): number =>
      (c.score + 1) / (2 + (newestDate - Date.parse(c.dateInserted)) / 86_400_000);
    const weights = trending.map(weight);
    weights.forEach((w, i) => {
      if (i > 0) expect(w).toBeLessThanOrEqual((weights[i - 1] ?? 0) + 1e-9);
    });
    for (const order of [top, newest, oldest]) expect(ids(trending)).not.toEqual(ids(order));
    for (const order of [top, newest, trending])
      expect([...ids(order)].sort((a, b) => a - b)).toEqual(ids(oldest));
  });

  it('refuses an unknown sort and a missing discussion', async () => {
    expect((await list(guest, `discussionID=${LONG}&sort=hot`)).status).toBe(422);
    expect((await list(guest, 'discussionID=99999')).status).toBe(404);
    expect((await list(guest, 'discussionID=12')).status).toBe(403); // staff only
  });
});

describe('signatures', () => {
  it('adds the author signature with expand=insertUser.signature, on comments and discussions', async () => {
    const plain = (await list(guest, `discussionID=${QUESTION}`)).json;
    expect(plain[0].insertUser.signature).toBeUndefined();
    const withSig = (await list(guest, `discussionID=${QUESTION}&expand=insertUser.signature`))
      .json;
    expect(withSig[0].insertUser.name).toBe('ana-garcia');
    expect(withSig[0].insertUser.signature.body).toContain('Ana García · Community helper');
    expect(withSig[1].insertUser.signature).toBeNull(); // kenji has none
    const one = (
      await guest.get(`/api/v2/comments/${withSig[0].commentID}?expand[]=insertUser.signature`)
    ).json;
    expect(one.insertUser.signature.body).toBe(withSig[0].insertUser.signature.body);
    const d = (await guest.get(`/api/v2/discussions/${LONG}?expand=insertUser.signature`)).json;
    expect(d.insertUser.name).toBe('ana-garcia');
    expect(d.insertUser.signature.body).toContain('example.com/ana');
    expect((await guest.get(`/api/v2/discussions/${LONG}`)).json.insertUser).toBeUndefined();
  });

  it('sanitises a signature and gives none while signatures.enabled is off', async () => {
    sql(
      "INSERT OR REPLACE INTO user_meta (userID, key, value) VALUES (10, 'signature', ?)",
      JSON.stringify({
        body: '<p onclick="x()">Kenji<script>alert(1)</script><img src="javascript:alert(2)" onerror="alert(3)"><a href="javascript:alert(4)">me</a></p>',
        format: 'html',
      }),
    );
    const sig = (await list(guest, `discussionID=${QUESTION}&expand=insertUser.signature`)).json[1]
      .insertUser.signature.body as string;
    expect(sig).toContain('Kenji');
    expect(sig).not.toMatch(/script|onclick|onerror|javascript:/i);

    expect((await admin.patch('/api/v2/config', { 'signatures.enabled': false })).status).toBe(204);
    const off = (await list(guest, `discussionID=${QUESTION}&expand=insertUser.signature`)).json;
    expect(off[0].insertUser.signature).toBeNull();
    expect((await admin.patch('/api/v2/config', { 'signatures.enabled': true })).status).toBe(204);
    sql("DELETE FROM user_meta WHERE userID = 10 AND key = 'signature'");
  });
});

describe('reports', () => {
  it('gives moderators the real report count and others no reportMeta; a reported comment counts', async () => {
    const asMember = (await list(member, `discussionID=${LONG}`)).json as Json[];
    for (const c of asMember) expect(c).not.toHaveProperty('reportMeta');
    const asMod = (await list(moderator, `discussionID=${LONG}`)).json as Json[];
    expect(asMod.map((c) => c.reportMeta.countReports)).toEqual(
      asMod.map((_, i) => (i === 4 ? 2 : 0)),
    );
    const target = asMod[7].commentID as number;
    const reported = await member.post(`/api/v2/comments/${target}/reactions`, {
      reactionType: 'Spam',
    });
    expect(reported.status).toBe(200);
    expect((await moderator.get(`/api/v2/comments/${target}`)).json.reportMeta).toEqual({
      countReports: 1,
    });
    expect((await admin.get(`/api/v2/comments/${target}`)).json.reportMeta.countReports).toBe(1);
    expect((await member.get(`/api/v2/comments/${target}`)).json).not.toHaveProperty('reportMeta');
    // A guest cannot report; a member without flag.add neither.
    expect(
      (await guest.post(`/api/v2/comments/${target}/reactions`, { reactionType: 'Spam' })).status,
    ).toBe(403);
    sql("DELETE FROM role_permissions WHERE roleID = 8 AND permission = 'flag.add'");
    const refused = await member2.post(`/api/v2/comments/${target}/reactions`, {
      reactionType: 'Abuse',
    });
    expect(refused.status).toBe(403);
    sql("INSERT INTO role_permissions VALUES (8, 'global', 0, 'flag.add')");
    // The member takes the report back: the count follows.
    expect((await member.delete(`/api/v2/comments/${target}/reactions`)).status).toBe(204);
    expect((await moderator.get(`/api/v2/comments/${target}`)).json.reportMeta.countReports).toBe(
      0,
    );
  });

  it('lists the reports on a comment for moderators on the reports page', async () => {
    const reported = (await list(moderator, `discussionID=${LONG}`)).json[4].commentID as number;
    const url = `/dashboard/content/reports?statuses=none&recordType=comment&recordID=${reported}`;
    const page = await moderator.page(url);
    expect(page.res.status).toBe(200);
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(page.res.body)?.[1] ?? '';
    expect(main).toContain('Reports on a comment in “A long thread');
    expect(main).toContain(`href="/discussion/comment/${reported}#Comment_${reported}"`);
    expect(main.match(/<tr><td>/g)).toHaveLength(2); // Spam and Abuse
    expect(main).toContain('Spam');
    expect(main).toContain('Abuse');
    expect((await member.page(url)).res.status).toBe(403);
    expect(
      (await moderator.page('/dashboard/content/reports?recordType=comment&recordID=999999')).res
        .status,
    ).toBe(404);
    const all = await moderator.page('/dashboard/log/moderation');
    expect(all.res.body).toContain(`/discussion/comment/${reported}#Comment_${reported}`);
  });

  it('counts reports on discussions for moderators only', async () => {
    // Discussions 27 and 28 carry a seeded Spam and Abuse report.
    const d27 = (await moderator.get('/api/v2/discussions/27')).json;
    expect(d27.reportMeta.countReports).toBeGreaterThanOrEqual(1);
    expect((await moderator.get(`/api/v2/discussions/${LONG}`)).json.reportMeta).toEqual({
      countReports: 0,
    });
    expect((await member.get('/api/v2/discussions/27')).json).not.toHaveProperty('reportMeta');
    expect((await guest.get('/api/v2/discussions/27')).json).not.toHaveProperty('reportMeta');
  });
});

describe('DELETE /comments/{id}', () => {
  it('lets only holders of comments.delete delete, and updates the discussion', async () => {
    const before = (await guest.get(`/api/v2/discussions/${CLOSED}`)).json;
    const comments = (await list(guest, `discussionID=${CLOSED}`)).json as Json[];
    const last = comments.at(-1);
    const previous = comments.at(-2);
    expect(before.dateLastComment).toBe(last.dateInserted);
    for (const c of [guest, member, member2, banned])
      expect((await c.delete(`/api/v2/comments/${last.commentID}`)).status).toBe(403);
    // Its own author may not delete it either (members hold no comments.delete).
    const mine = comments.find((c) => c.insertUserID === 3);
    expect((await member.delete(`/api/v2/comments/${mine.commentID}`)).status).toBe(403);
    expect((await moderator.delete('/api/v2/comments/999999')).status).toBe(404);

    const res = await moderator.delete(`/api/v2/comments/${last.commentID}`);
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    expect((await guest.get(`/api/v2/comments/${last.commentID}`)).status).toBe(404);
    const after = (await guest.get(`/api/v2/discussions/${CLOSED}`)).json;
    expect(after.countComments).toBe(before.countComments - 1);
    expect(after.dateLastComment).toBe(previous.dateInserted);
    expect(after.lastUserID).toBe(previous.insertUserID);
    expect((await moderator.delete(`/api/v2/comments/${last.commentID}`)).status).toBe(404);

    await h.restart();
    expect((await guest.get(`/api/v2/comments/${last.commentID}`)).status).toBe(404);
    expect((await admin.delete(`/api/v2/comments/${previous.commentID}`)).status).toBe(204);
    expect((await guest.get(`/api/v2/discussions/${CLOSED}`)).json.countComments).toBe(
      before.countComments - 2,
    );
  });

  it('refuses a staff-only comment to a member as 403 and sets a question back to Unanswered', async () => {
    const posted = await member2.post('/api/v2/comments', {
      discussionID: 4,
      body: 'Have you tried the installer?',
      format: 'text',
    });
    expect(posted.status).toBe(201);
    expect((await guest.get('/api/v2/discussions/4')).json.statusID).toBe(2);
    expect((await moderator.delete(`/api/v2/comments/${posted.json.commentID}`)).status).toBe(204);
    expect((await guest.get('/api/v2/discussions/4')).json.statusID).toBe(1);
    const staff = (await list(moderator, 'discussionID=12')).json as Json[];
    if (staff[0])
      expect((await member.delete(`/api/v2/comments/${staff[0].commentID}`)).status).toBe(403);
  });
});

describe('PATCH /comments/{id}/answer', () => {
  it('lets the asker and moderators accept, reject and unmark answers, and keeps the status in step', async () => {
    const [accepted, rejected, ai, other] = (await list(guest, `discussionID=${QUESTION}`))
      .json as Json[];
    const status = async (): Promise<number> =>
      (await guest.get(`/api/v2/discussions/${QUESTION}`)).json.statusID;
    const answer = (c: Client, id: number, s: string): Promise<{ status: number; json: Json }> =>
      c.patch(`/api/v2/comments/${id}/answer`, { status: s });

    let res = await answer(member, accepted.commentID, 'pending');
    expect(res.status).toBe(200);
    expect(res.json.commentID).toBe(accepted.commentID);
    expect(res.json.attributes).toEqual({});
    expect(await status()).toBe(2); // answers, none accepted, not all rejected

    expect((await answer(member, ai.commentID, 'rejected')).json.attributes.answer.status).toBe(
      'rejected',
    );
    expect((await answer(member, other.commentID, 'rejected')).status).toBe(200);
    expect((await answer(member, accepted.commentID, 'rejected')).status).toBe(200);
    expect(await status()).toBe(4); // every answer rejected
    expect(
      (await guest.get(`/api/v2/discussions/${QUESTION}`)).json.attributes.question.status,
    ).toBe('rejected');

    res = await answer(moderator, ai.commentID, 'accepted');
    expect(res.status).toBe(200);
    expect(res.json.attributes.answer.status).toBe('accepted');
    expect(await status()).toBe(3);

    for (const c of [guest, member2, banned])
      expect((await answer(c, rejected.commentID, 'accepted')).status).toBe(403);
    expect((await answer(member, rejected.commentID, 'maybe')).status).toBe(422);
    expect((await answer(member, 999999, 'accepted')).status).toBe(404);
    const notQuestion = (await list(guest, `discussionID=${LONG}`)).json[0].commentID;
    const refused = await answer(moderator, notQuestion, 'accepted');
    expect(refused.status).toBe(422);
    expect(refused.json.message).toMatch(/not on a question/);

    await h.restart();
    const after = (await list(guest, `discussionID=${QUESTION}`)).json as Json[];
    expect(after.map((c) => c.attributes.answer?.status ?? null)).toEqual([
      'rejected',
      'rejected',
      'accepted',
      'rejected',
    ]);
    expect(await status()).toBe(3);
  });
});

describe('the discussion page', () => {
  it('wraps the page in a DiscussionPage marker whose props are the API answers', async () => {
    const { res } = await guest.page(`/discussion/${LONG}/x/p2?sort=-score`);
    expect(res.status).toBe(200);
    const found = markers(res.body).filter((m) => m.name === 'DiscussionPage');
    expect(found).toHaveLength(1);
    const props = found[0]?.props;
    expect(props).toMatchObject({ discussionID: LONG, page: 2, sort: '-score', limit: 30 });
    expect(props.totalComments).toBe(70);
    const api = await list(
      guest,
      `discussionID=${LONG}&page=2&limit=30&sort=-score&expand=insertUser.signature`,
    );
    expect(props.comments).toEqual(api.json);
    const d = await guest.get(
      `/api/v2/discussions/${LONG}?expand=insertUser.signature,category,breadcrumbs`,
    );
    expect(props.discussion).toEqual(d.json);
    expect(props.discussion.insertUser.signature.body).toContain('Ana García');
    // The server HTML stays inside the marker as the fallback, pager links keeping the sort.
    const inside = res.body.slice(res.body.indexOf('data-react="DiscussionPage"'));
    expect(inside).toContain('class="Breadcrumbs"');
    expect(inside).toContain(`id="Comment_${api.json[0].commentID}"`);
    expect(inside).toContain('/p3?sort=-score');
    expect(inside).toContain('class="Signature UserSignature"');
  });

  it('falls back to the oldest sort for a missing or unknown ?sort=', async () => {
    for (const url of [`/discussion/${LONG}/x`, `/discussion/${LONG}/x?sort=bogus`]) {
      const { res } = await guest.page(url);
      const props = markers(res.body).find((m) => m.name === 'DiscussionPage')?.props;
      expect(props.sort).toBe('dateInserted');
      expect(props.page).toBe(1);
      expect(props.comments[0].body).toContain('Comment 1 of the long thread.');
    }
    const trending = await guest.page(`/discussion/${LONG}?sort=-experimentalTrending`);
    const props = markers(trending.res.body).find((m) => m.name === 'DiscussionPage')?.props;
    expect(ids(props.comments)).toEqual(
      ids((await list(guest, `discussionID=${LONG}&sort=-experimentalTrending`)).json),
    );
    expect((await guest.page(`/discussion/${LONG}/x/p4`)).res.status).toBe(404);
  });

  it('reads the page from /p{n} with or without a slug, with the sort', async () => {
    for (const url of [
      `/discussion/${LONG}/p3?sort=-dateInserted`,
      `/discussion/${LONG}/x/p3?sort=-dateInserted`,
    ]) {
      const { res } = await guest.page(url);
      expect(res.status).toBe(200);
      const props = markers(res.body).find((m) => m.name === 'DiscussionPage')?.props;
      expect(props).toMatchObject({ page: 3, sort: '-dateInserted' });
      expect(props.comments).toHaveLength(10);
      expect(props.comments[9].body).toContain('Comment 1 of the long thread.');
    }
  });

  it('keeps the CommentBox marker inside it for members who may comment', async () => {
    const { res } = await member.page(`/discussion/${LONG}/x`);
    const names = markers(res.body).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['DiscussionPage', 'CommentBox']));
    const page = res.body.indexOf('data-react="DiscussionPage"');
    const box = res.body.indexOf('data-react="CommentBox"');
    expect(box).toBeGreaterThan(page);
    expect(res.body.indexOf('</main>')).toBeGreaterThan(box);
  });

  it('sends a permalink to a comment on page 3 to that page and anchor', async () => {
    const p3 = (await list(guest, `discussionID=${LONG}&page=3&limit=30`)).json as Json[];
    const target = p3[4].commentID as number;
    const res = await guest.raw('GET', `/discussion/comment/${target}`, {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(
      `/discussion/${LONG}/a-long-thread-seventy-comments-for-the-pager/p3#Comment_${target}`,
    );
    const page = await guest.page(String(res.headers.location).replace(/#.*/, ''));
    expect(page.res.body).toContain(`id="Comment_${target}"`);
    // A reply draft's link (04 §6 editUrl) keeps its query, so the comment box reopens the reply.
    const draftLink = await guest.raw('GET', `/discussion/comment/${target}?hasDraft=true`, {
      headers: { accept: 'text/html' },
    });
    expect(draftLink.headers.location).toBe(
      `/discussion/${LONG}/a-long-thread-seventy-comments-for-the-pager/p3?hasDraft=true#Comment_${target}`,
    );
  });

  it('still takes a comment from the legacy form', async () => {
    const { res } = await member.page(`/discussion/${LONG}/x`);
    const key = /name="transientKey" value="([^"]*)"/.exec(res.body)?.[1] ?? '';
    const posted = await member.raw('POST', `/discussion/${LONG}/comment`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({
        body: 'Posted without JavaScript.',
        transientKey: key,
      }).toString(),
      csrf: false,
    });
    expect(posted.status).toBe(303);
    const id = Number(/\/discussion\/comment\/(\d+)/.exec(String(posted.headers.location))?.[1]);
    const c = (await guest.get(`/api/v2/comments/${id}`)).json;
    expect(c.body).toContain('Posted without JavaScript.');
    const where = await guest.raw('GET', `/discussion/comment/${id}`, {
      headers: { accept: 'text/html' },
    });
    expect(where.headers.location).toMatch(/\/p3#Comment_\d+$/);
  });
});

it('answers every API call checked here as api/openapi.yaml describes it', () => {
  expect(h.checked.length).toBeGreaterThan(30);
  expect(contractViolations(h)).toEqual([]);
});
