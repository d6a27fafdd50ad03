import Database from 'better-sqlite3';
import { contractViolations, startHarness, type Client, type Harness } from './support/harness';

let h: Harness;
let member: Client;
let moderator: Client;
let guest: Client;
/** A discussion in General not written by `member`, and one written by `member`. */
let othersID: number;
let ownID: number;

beforeAll(async () => {
  h = await startHarness();
  member = await h.as('member');
  moderator = await h.as('moderator');
  guest = h.client();
  await guest.page('/');
  const list = (await member.get('/api/v2/discussions?limit=100&pinned=false')).json as {
    discussionID: number;
    insertUserID: number;
    closed: boolean;
    categoryID: number;
  }[];
  othersID =
    list.find((d) => d.insertUserID !== 3 && !d.closed && [1, 3, 5, 6, 7].includes(d.categoryID))
      ?.discussionID ?? 0;
  const created = await member.post('/api/v2/discussions', {
    name: 'My own thread',
    body: 'Hello **world**',
    format: 'markdown',
    categoryID: 1,
  });
  ownID = created.json.discussionID;
});
afterAll(async () => {
  await h.close();
});

describe('GET /discussions', () => {
  it('lists with paging headers exposed to the browser', async () => {
    const res = await guest.get(
      '/api/v2/discussions?limit=10&page=2&expand=insertUser,breadcrumbs',
    );
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(10);
    expect(res.headers['x-app-page-current']).toBe('2');
    expect(res.headers['x-app-page-limit']).toBe('10');
    expect(Number(res.headers['x-app-page-result-count'])).toBeGreaterThanOrEqual(60);
    expect(res.headers.link).toContain('rel="next"');
    expect(res.headers.link).toContain('rel="prev"');
    expect(res.headers['access-control-expose-headers']).toContain('x-app-page-result-count');
    expect(res.json[0].insertUser).toMatchObject({
      userID: expect.any(Number),
      name: expect.any(String),
    });
    expect(res.json[0].breadcrumbs[0]).toMatchObject({ name: 'Home' });
  });

  it('filters by category, tag, type, IDs and followed categories, and sorts by score', async () => {
    const cat = (await guest.get('/api/v2/discussions?categoryID=3&limit=100')).json;
    expect(cat.length).toBeGreaterThan(0);
    expect(cat.every((d: { categoryID: number }) => d.categoryID === 3)).toBe(true);
    const tagged = (await guest.get('/api/v2/discussions?tagID=1&expand[]=all')).json;
    expect(
      tagged.every((d: { tags: { tagID: number }[] }) => d.tags.some((t) => t.tagID === 1)),
    ).toBe(true);
    const questions = (await guest.get('/api/v2/discussions?type=question&limit=100')).json;
    expect(new Set(questions.map((d: { statusID: number }) => d.statusID))).toEqual(
      new Set([1, 2, 3, 4]),
    );
    const ids = (await guest.get('/api/v2/discussions?discussionID=4,5,6')).json.map(
      (d: { discussionID: number }) => d.discussionID,
    );
    expect(ids.sort()).toEqual([4, 5, 6]);
    const followed = (await member.get('/api/v2/discussions?followed=true&limit=100')).json;
    expect(followed.every((d: { categoryID: number }) => [1, 3].includes(d.categoryID))).toBe(true);
    const top = (
      await guest.get('/api/v2/discussions?sort=-score&pinOrder=mixed&limit=5')
    ).json.map((d: { score: number }) => d.score);
    expect([...top].sort((a, b) => b - a)).toEqual(top);
  });

  it('hides staff-only categories from members and shows them to moderators', async () => {
    expect((await member.get('/api/v2/discussions?categoryID=8')).json).toEqual([]);
    expect((await moderator.get('/api/v2/discussions?categoryID=8')).json.length).toBeGreaterThan(
      0,
    );
    expect((await member.get('/api/v2/discussions/12')).status).toBe(403);
  });

  it('rejects bad query values with 422 and field errors', async () => {
    const res = await guest.get('/api/v2/discussions?limit=0&sort=sideways');
    expect(res.status).toBe(422);
    expect(res.json.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['limit', 'sort']),
    );
    expect((await guest.get('/api/v2/discussions?discussionID=a,b')).status).toBe(422);
    expect((await guest.get('/api/v2/discussions?followed=true')).status).toBe(422);
  });

  it('marks unread for members only', async () => {
    expect(
      (await guest.get('/api/v2/discussions?limit=5')).json.every(
        (d: { unread: boolean }) => !d.unread,
      ),
    ).toBe(true);
    expect(
      (await member.get('/api/v2/discussions?limit=100')).json.some(
        (d: { unread: boolean }) => d.unread,
      ),
    ).toBe(true);
  });
});

describe('GET/PATCH/DELETE /discussions/{id}', () => {
  it('gets one with expands, 404 for a missing one, 422 for a bad id', async () => {
    const res = await guest.get('/api/v2/discussions/4?expand=insertUser,breadcrumbs,category');
    expect(res.json).toMatchObject({
      discussionID: 4,
      type: 'question',
      category: { categoryID: 3 },
    });
    expect((await guest.get('/api/v2/discussions/9999')).status).toBe(404);
    expect((await guest.get('/api/v2/discussions/x')).status).toBe(422);
  });

  it('creates from markdown, renders safe HTML, and refuses posting in Announcements for members', async () => {
    expect((await member.get(`/api/v2/discussions/${ownID}`)).json.body).toBe(
      '<p>Hello **world**</p>',
    );
    const res = await member.post('/api/v2/discussions', {
      name: 'x',
      body: '<script>alert(1)</script>y',
      format: 'wysiwyg',
      categoryID: 1,
    });
    expect(res.json.body).not.toContain('<script');
    expect(
      (
        await member.post('/api/v2/discussions', {
          name: 'x',
          body: 'y',
          format: 'text',
          categoryID: 2,
        })
      ).status,
    ).toBe(403);
    expect(
      (await member.post('/api/v2/discussions', { name: '', format: 'text', categoryID: 1 }))
        .status,
    ).toBe(422);
    expect(
      (
        await guest.post('/api/v2/discussions', {
          name: 'x',
          body: 'y',
          format: 'text',
          categoryID: 1,
        })
      ).status,
    ).toBe(403);
    const banned = await h.as('banned-user');
    expect(
      (
        await banned.post('/api/v2/discussions', {
          name: 'x',
          body: 'y',
          format: 'text',
          categoryID: 1,
        })
      ).status,
    ).toBe(403);
  });

  it("lets a member close their own discussion but not someone else's; moderators close any", async () => {
    expect((await member.patch(`/api/v2/discussions/${othersID}`, { closed: true })).status).toBe(
      403,
    );
    const own = await member.patch(`/api/v2/discussions/${ownID}?expand=category`, {
      closed: true,
    });
    expect(own.status).toBe(200);
    expect(own.json.closed).toBe(true);
    expect(own.json.category.categoryID).toBe(1);
    const mod = await moderator.patch(`/api/v2/discussions/${othersID}`, {
      closed: true,
      sink: true,
      pinned: true,
      resolved: true,
    });
    expect(mod.json).toMatchObject({
      closed: true,
      sink: true,
      pinned: true,
      resolved: true,
      pinLocation: 'category',
    });
    expect((await member.patch(`/api/v2/discussions/${ownID}`, { sink: true })).status).toBe(403);
    expect((await member.patch(`/api/v2/discussions/${ownID}`, { categoryID: 3 })).status).toBe(
      403,
    );
    expect((await moderator.patch(`/api/v2/discussions/${ownID}`, { closed: 'yes' })).status).toBe(
      422,
    );
    expect((await moderator.patch(`/api/v2/discussions/${ownID}`, { bogus: 1 })).status).toBe(422);
    await h.restart();
    expect((await guest.get(`/api/v2/discussions/${othersID}`)).json).toMatchObject({
      closed: true,
      sink: true,
      pinned: true,
    });
  });

  it('PATCH insertUserID changes the author for moderators only, and it persists', async () => {
    const id = (
      await member.post('/api/v2/discussions', {
        name: 'Whose thread is it?',
        body: 'Moved between authors.',
        format: 'text',
        categoryID: 1,
      })
    ).json.discussionID as number;
    expect((await member.patch(`/api/v2/discussions/${id}`, { insertUserID: 4 })).status).toBe(403);
    expect(
      (await moderator.patch(`/api/v2/discussions/${id}`, { insertUserID: 9999 })).status,
    ).toBe(422);
    const res = await moderator.patch(`/api/v2/discussions/${id}`, { insertUserID: 4 });
    expect(res.status).toBe(200);
    expect(res.json.insertUserID).toBe(4);
    await h.restart();
    expect((await guest.get(`/api/v2/discussions/${id}`)).json.insertUserID).toBe(4);
  });

  it('PATCH insertUserID needs site.manage or community.manage (03 §6), not community.moderate', async () => {
    const id = (
      await member.post('/api/v2/discussions', {
        name: 'Author change by a moderator without community.manage',
        body: 'x',
        format: 'text',
        categoryID: 1,
      })
    ).json.discussionID as number;
    const db = new Database(h.dbPath);
    const moderatorRole = 32; // the seeded Moderator role
    const revoke = db.prepare(
      "DELETE FROM role_permissions WHERE roleID = ? AND junctionTable = 'global' AND permission = ?",
    );
    revoke.run(moderatorRole, 'community.manage');
    db.close();
    await h.restart();
    const limited = await h.as('moderator');
    const denied = await limited.patch(`/api/v2/discussions/${id}`, { insertUserID: 4 });
    expect(denied.status).toBe(403);
    expect(denied.json.permissions).toEqual(['site.manage', 'community.manage']);
    const admin = await h.as('admin');
    expect((await admin.patch(`/api/v2/discussions/${id}`, { insertUserID: 4 })).status).toBe(200);
    const restore = new Database(h.dbPath);
    restore
      .prepare(
        "INSERT INTO role_permissions (roleID, junctionTable, junctionID, permission) VALUES (?, 'global', 0, 'community.manage')",
      )
      .run(moderatorRole);
    restore.close();
    await h.restart();
  });

  it('PUT /discussions/{id}/type needs discussions.edit', async () => {
    expect(
      (await member.put(`/api/v2/discussions/${ownID}/type`, { type: 'question' })).status,
    ).toBe(403);
    expect(
      (await moderator.put(`/api/v2/discussions/${ownID}/type`, { type: 'poll!' })).status,
    ).toBe(422);
    const res = await moderator.put(`/api/v2/discussions/${ownID}/type`, { type: 'question' });
    expect(res.json).toMatchObject({ type: 'question', statusID: 1 });
    await h.restart();
    expect((await guest.get(`/api/v2/discussions/${ownID}`)).json.type).toBe('question');
  });

  it("keeps a member's read position: forwards only, within the thread, never for guests", async () => {
    type Read = {
      discussionID: number;
      countCommentsRead: number;
      countUnread: number;
      unread: boolean;
    };
    const read = (n: unknown) =>
      member.put(`/api/v2/discussions/${othersID}/read`, { countCommentsRead: n });
    const { countComments } = (await member.get(`/api/v2/discussions/${othersID}`)).json as {
      countComments: number;
    };
    expect(countComments).toBeGreaterThan(1);
    // Where the member stands now (a position of 0 never moves it back).
    const start = (await read(0)).json as Read;
    expect(start.discussionID).toBe(othersID);
    const next = Math.min(countComments, start.countCommentsRead + 1);
    expect((await read(next)).json).toEqual({
      discussionID: othersID,
      countCommentsRead: next,
      countUnread: countComments - next,
      unread: countComments - next > 0,
    });
    expect(((await read(0)).json as Read).countCommentsRead).toBe(next);
    expect((await read(countComments + 50)).json).toMatchObject({
      countCommentsRead: countComments,
      countUnread: 0,
      unread: false,
    });
    expect((await member.get(`/api/v2/discussions/${othersID}`)).json).toMatchObject({
      countUnread: 0,
      unread: false,
    });
    expect((await read(-1)).status).toBe(422);
    expect((await read('many')).status).toBe(422);
    expect((await member.put(`/api/v2/discussions/${othersID}/read`, {})).status).toBe(422);
    expect(
      (await guest.put(`/api/v2/discussions/${othersID}/read`, { countCommentsRead: 1 })).status,
    ).toBe(403);
    // A discussion the member may not see (12, in the Staff Lounge): as if it did not exist.
    expect((await moderator.get('/api/v2/discussions/12')).status).toBe(200);
    const hidden = await member.put('/api/v2/discussions/12/read', { countCommentsRead: 1 });
    expect([403, 404]).toContain(hidden.status);
  });

  it('bookmarks, mutes and dismisses per user; guests get 403', async () => {
    expect((await guest.put('/api/v2/discussions/5/bookmark', { bookmarked: true })).status).toBe(
      403,
    );
    expect((await member.put('/api/v2/discussions/5/bookmark', {})).status).toBe(422);
    expect((await member.put('/api/v2/discussions/5/bookmark', { bookmarked: true })).json).toEqual(
      { bookmarked: true },
    );
    expect((await member.put('/api/v2/discussions/5/mute', { muted: true })).json).toEqual({
      muted: true,
    });
    expect((await member.put('/api/v2/discussions/1/dismiss', { dismissed: true })).json).toEqual({
      dismissed: true,
    });
    expect((await member.put('/api/v2/discussions/5/dismiss', { dismissed: true })).status).toBe(
      422,
    );
    await h.restart();
    const d = (await member.get('/api/v2/discussions/5')).json;
    expect(d).toMatchObject({ bookmarked: true, muted: true });
    expect(
      (await member.get('/api/v2/discussions/bookmarked')).json.map(
        (x: { discussionID: number }) => x.discussionID,
      ),
    ).toContain(5);
    expect((await moderator.get('/api/v2/discussions/5')).json.bookmarked).toBe(true);
    expect(
      (await h.as('member2')).get('/api/v2/discussions/5').then((r) => r.json.bookmarked),
    ).resolves.toBe(false);
  });

  it('bumps with curation.manage only', async () => {
    expect((await member.patch(`/api/v2/discussions/${othersID}/bump`)).status).toBe(403);
    const res = await moderator.patch('/api/v2/discussions/40/bump');
    expect(res.status).toBe(200);
    const first = (await guest.get('/api/v2/discussions?pinOrder=mixed&limit=1')).json[0];
    expect(first.discussionID).toBe(40);
  });

  it('sets tags (author or editors), validating tag IDs', async () => {
    expect((await member.put(`/api/v2/discussions/${othersID}/tags`, { tagIDs: [1] })).status).toBe(
      403,
    );
    expect((await member.put(`/api/v2/discussions/${ownID}/tags`, { tagIDs: [999] })).status).toBe(
      422,
    );
    const res = await member.put(`/api/v2/discussions/${ownID}/tags`, { tagIDs: [2, 3] });
    expect(res.json.map((t: { tagID: number }) => t.tagID).sort()).toEqual([2, 3]);
    await h.restart();
    expect(
      (await guest.get(`/api/v2/discussions/${ownID}`)).json.tags
        .map((t: { tagID: number }) => t.tagID)
        .sort(),
    ).toEqual([2, 3]);
  });

  it('deletes with discussions.delete only; gone after a restart', async () => {
    const doomed = (
      await member.post('/api/v2/discussions', {
        name: 'Delete me',
        body: 'x',
        format: 'text',
        categoryID: 1,
      })
    ).json.discussionID;
    expect((await member.delete(`/api/v2/discussions/${doomed}`)).status).toBe(403);
    expect((await moderator.delete(`/api/v2/discussions/${doomed}`)).status).toBe(204);
    await h.restart();
    expect((await guest.get(`/api/v2/discussions/${doomed}`)).status).toBe(404);
  });
});

describe('reactions', () => {
  it('guests get 403; members react, one reaction per user, Flag needs flag.add', async () => {
    expect(
      (await guest.post('/api/v2/discussions/20/reactions', { reactionType: 'Up' })).status,
    ).toBe(403);
    expect(
      (await member.post('/api/v2/discussions/20/reactions', { reactionType: 'Sideways' })).status,
    ).toBe(422);
    expect((await member.post('/api/v2/discussions/20/reactions', {})).status).toBe(422);
    const up = await member.post('/api/v2/discussions/20/reactions', { reactionType: 'Up' });
    expect(up.status).toBe(200);
    const upRow = up.json.find((r: { urlcode: string }) => r.urlcode === 'Up');
    expect(upRow.hasReacted).toBe(true);
    const before = (await member.get('/api/v2/discussions/20')).json.score;
    const down = await member.post('/api/v2/discussions/20/reactions', { reactionType: 'Down' });
    expect(down.json.find((r: { urlcode: string }) => r.urlcode === 'Up').hasReacted).toBe(false);
    expect((await member.get('/api/v2/discussions/20')).json.score).toBe(before - 2);
    expect(
      (await member.post('/api/v2/discussions/20/reactions', { reactionType: 'spam' })).status,
    ).toBe(200);
    const banned = await h.as('banned-user');
    expect(
      (await banned.post('/api/v2/discussions/20/reactions', { reactionType: 'Up' })).status,
    ).toBe(403);
  });

  it('lists who reacted, and removes only your own unless moderator', async () => {
    await member.post('/api/v2/discussions/21/reactions', { reactionType: 'Like' });
    const list = await guest.get('/api/v2/discussions/21/reactions?type=Like');
    expect(list.json.some((r: { userID: number }) => r.userID === 3)).toBe(true);
    expect(list.json[0].reactionType).toMatchObject({ urlcode: 'Like' });
    expect((await guest.get('/api/v2/discussions/21/reactions?type=Nope')).status).toBe(422);
    const m2 = await h.as('member2');
    expect((await m2.delete('/api/v2/discussions/21/reactions/3')).status).toBe(403);
    await h.restart();
    expect(
      (await member.get('/api/v2/discussions/21')).json.reactions.find(
        (r: { urlcode: string }) => r.urlcode === 'Like',
      ).hasReacted,
    ).toBe(true);
    expect((await member.delete('/api/v2/discussions/21/reactions')).status).toBe(204);
    expect(
      (await member.get('/api/v2/discussions/21')).json.reactions.find(
        (r: { urlcode: string }) => r.urlcode === 'Like',
      ).hasReacted,
    ).toBe(false);
    await member.post('/api/v2/discussions/21/reactions', { reactionType: 'Like' });
    expect((await moderator.delete('/api/v2/discussions/21/reactions/3')).status).toBe(204);
  });

  it('reacts to comments too, but not on closed discussions without discussions.close', async () => {
    const open = (await guest.get('/api/v2/discussions?closed=false&limit=50')).json.find(
      (d: { discussionID: number; countComments: number; categoryID: number }) =>
        d.countComments > 0 &&
        d.discussionID !== othersID &&
        [1, 3, 5, 6, 7].includes(d.categoryID),
    );
    const comments = (await guest.get(`/api/v2/comments?discussionID=${open.discussionID}&limit=5`))
      .json;
    const res = await member.post(`/api/v2/comments/${comments[0].commentID}/reactions`, {
      reactionType: 'Insightful',
    });
    expect(res.status).toBe(200);
    const closed = (await guest.get('/api/v2/discussions?closed=true&limit=50')).json.find(
      (d: { categoryID: number }) => [1, 3, 4, 5, 6, 7].includes(d.categoryID),
    );
    expect(
      (
        await member.post(`/api/v2/discussions/${closed.discussionID}/reactions`, {
          reactionType: 'Up',
        })
      ).status,
    ).toBe(403);
  });

  it('has every urlcode of 03 §3 in the seed', async () => {
    const all = (await guest.get('/api/v2/discussions?limit=100')).json as {
      reactions: { urlcode: string; count: number }[];
    }[];
    const seen = new Set(
      all.flatMap((d) => d.reactions.filter((r) => r.count > 0).map((r) => r.urlcode)),
    );
    for (const code of [
      'Up',
      'Down',
      'Like',
      'LOL',
      'Awesome',
      'Insightful',
      'Agree',
      'Disagree',
      'Spam',
      'Abuse',
    ])
      expect(seen).toContain(code);
  });
});

describe('comments', () => {
  it('lists and posts comments; closed discussions refuse members', async () => {
    const list = await guest.get('/api/v2/comments?discussionID=17&limit=10&page=2');
    expect(list.json).toHaveLength(10);
    expect(list.headers['x-app-page-current']).toBe('2');
    expect((await guest.get('/api/v2/comments')).status).toBe(422);
    const res = await member.post('/api/v2/comments', {
      discussionID: 20,
      body: 'Nice',
      format: 'text',
    });
    expect(res.status).toBe(201);
    expect(
      (await member.post('/api/v2/comments', { discussionID: ownID, body: 'x', format: 'text' }))
        .status,
    ).toBe(403);
  });
});

describe('comments on a closed discussion (03 §6)', () => {
  it('takes discussions.close in place of comments.add, not on top of it', async () => {
    const closed = (await guest.get('/api/v2/discussions?closed=true&limit=50')).json[0] as {
      discussionID: number;
    };
    const open = (await guest.get('/api/v2/discussions?closed=false&limit=50')).json[0] as {
      discussionID: number;
    };
    // The seeded Moderator role without comments.add anywhere: it keeps discussions.close.
    const moderatorRole = 32;
    const db = new Database(h.dbPath);
    const removed = db
      .prepare(
        "SELECT junctionTable, junctionID FROM role_permissions WHERE roleID = ? AND permission = 'comments.add'",
      )
      .all(moderatorRole) as { junctionTable: string; junctionID: number }[];
    db.prepare("DELETE FROM role_permissions WHERE roleID = ? AND permission = 'comments.add'").run(
      moderatorRole,
    );
    db.close();
    await h.restart();
    try {
      const closer = await h.as('moderator');
      const posted = await closer.post('/api/v2/comments', {
        discussionID: closed.discussionID,
        body: 'Closing words',
        format: 'text',
      });
      expect(posted.status).toBe(201);
      expect(
        (await closer.get(`/api/v2/discussions/${closed.discussionID}?expand=permissions`)).json
          .permissions['comments.add'],
      ).toBe(true);
      const refusedOpen = await closer.post('/api/v2/comments', {
        discussionID: open.discussionID,
        body: 'x',
        format: 'text',
      });
      expect(refusedOpen.status).toBe(403);
      expect(refusedOpen.json.permissions).toEqual(['comments.add']);
      const refusedMember = await member.post('/api/v2/comments', {
        discussionID: closed.discussionID,
        body: 'x',
        format: 'text',
      });
      expect(refusedMember.status).toBe(403);
      expect(refusedMember.json.permissions).toEqual(['discussions.close']);
    } finally {
      const restore = new Database(h.dbPath);
      const insert = restore.prepare(
        "INSERT INTO role_permissions (roleID, junctionTable, junctionID, permission) VALUES (?, ?, ?, 'comments.add')",
      );
      for (const row of removed) insert.run(moderatorRole, row.junctionTable, row.junctionID);
      restore.close();
      await h.restart();
    }
  });
});

it('every JSON response conformed to the OpenAPI', () => {
  expect(contractViolations(h)).toEqual([]);
});
