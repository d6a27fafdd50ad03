import { contractViolations, startHarness, type Client, type Harness } from './support/harness';

let h: Harness;
let member: Client;
let admin: Client;
beforeAll(async () => {
  h = await startHarness();
  member = await h.as('member');
  admin = await h.as('admin');
});
afterAll(async () => {
  await h.close();
});

describe('/users', () => {
  it('GET /users/me answers the guest and the signed-in user', async () => {
    const guest = await h.client().get('/api/v2/users/me');
    expect(guest.status).toBe(200);
    expect(guest.json).toMatchObject({ userID: 0, name: 'Guest', isAdmin: false });
    const me = await member.get('/api/v2/users/me');
    expect(me.json).toMatchObject({
      userID: 3,
      name: 'member',
      isAdmin: false,
      countUnreadNotifications: 3,
    });
    expect(me.json.permissions).toContain('session.valid');
    expect((await admin.get('/api/v2/users/me')).json.isAdmin).toBe(true);
  });

  it('GET /users/me-counts gives unread notifications and conversations', async () => {
    const res = await member.get('/api/v2/users/me-counts');
    expect(res.json.counts).toEqual(
      expect.arrayContaining([
        { name: 'UnreadNotifications', count: 3 },
        { name: 'UnreadConversations', count: 1 },
      ]),
    );
    expect((await h.client().get('/api/v2/users/me-counts')).json.counts[0].count).toBe(0);
  });

  it('GET /users/$me/permissions?expand=junctions gives global and category entries with junctions', async () => {
    const guest = (await h.client().get('/api/v2/users/$me/permissions?expand=junctions')).json;
    expect(guest.isAdmin).toBe(false);
    expect(guest.junctions.category).toEqual([2, 8]);
    expect(guest.junctionAliases.category).toEqual({ 9: 8 });
    const mod = await h.as('moderator');
    const perms = (await mod.get('/api/v2/users/$me/permissions?expand=junctions')).json;
    const global = perms.permissions.find((p: { type: string }) => p.type === 'global');
    expect(global.permissions).toMatchObject({
      'session.valid': true,
      'community.moderate': true,
      'discussions.close': true,
    });
    const staff = perms.permissions.find(
      (p: { type: string; id: number }) => p.type === 'category' && p.id === 8,
    );
    expect(staff.permissions['discussions.view']).toBe(true);
    const mine = (await member.get('/api/v2/users/$me/permissions')).json;
    expect(
      mine.permissions.find((p: { id: number }) => p.id === 8).permissions['discussions.view'],
    ).toBeUndefined();
    expect(
      mine.permissions.find((p: { id: number }) => p.id === 2).permissions['discussions.add'],
    ).toBeUndefined();
  });

  it('GET /users/{id}/permissions of someone else needs users.edit', async () => {
    expect((await member.get('/api/v2/users/4/permissions')).status).toBe(403);
    expect((await admin.get('/api/v2/users/4/permissions')).status).toBe(200);
  });

  it('GET /users/by-names finds names by prefix wildcard, mention order, with paging headers', async () => {
    const res = await member.get('/api/v2/users/by-names?name=mem*&order=mention&limit=50');
    expect(res.status).toBe(200);
    expect(res.json.map((u: { name: string }) => u.name)).toEqual(['member', 'member2']);
    expect(res.headers['x-app-page-result-count']).toBe('2');
    expect((await member.get('/api/v2/users/by-names?name=deleted*')).json).toEqual([]);
    const bad = await member.get('/api/v2/users/by-names');
    expect(bad.status).toBe(422);
    expect(bad.json.errors[0]).toMatchObject({ field: 'name' });
  });

  it('GET /users/{id} with reactionsReceived, hiding emails from other members', async () => {
    const res = await member.get('/api/v2/users/4?expand=reactionsReceived');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      userID: 4,
      name: 'member2',
      banned: 0,
      private: false,
      email: '',
    });
    expect(res.json.reactionsReceived.map((r: { urlcode: string }) => r.urlcode)).toContain('Up');
    expect((await admin.get('/api/v2/users/4')).json.email).toBe('member2@example.com');
    expect((await member.get('/api/v2/users/5')).json.banned).toBe(1);
    expect((await member.get('/api/v2/users/6')).json.private).toBe(true);
    expect((await member.get('/api/v2/users/7')).json).toMatchObject({
      name: 'Deleted User',
      deleted: true,
    });
    expect((await member.get('/api/v2/users/999')).status).toBe(404);
    expect((await member.get('/api/v2/users/abc')).status).toBe(422);
  });

  it('PATCH /users/{id}: yourself yes, someone else no, bad values 422, kept after a restart', async () => {
    expect((await member.patch('/api/v2/users/4', { title: 'Hacker' })).status).toBe(403);
    expect((await member.patch('/api/v2/users/3', { email: 'not-an-email' })).status).toBe(422);
    expect((await member.patch('/api/v2/users/3', { name: 'member2' })).status).toBe(422);
    const ok = await member.patch('/api/v2/users/3', { title: 'Regular Reader' });
    expect(ok.status).toBe(200);
    expect(ok.json.title).toBe('Regular Reader');
    await h.restart();
    expect((await member.get('/api/v2/users/3')).json.title).toBe('Regular Reader');
  });

  it('POST /users needs users.add and validates the body', async () => {
    expect(
      (
        await member.post('/api/v2/users', {
          name: 'x1',
          email: 'x1@example.com',
          password: 'long-password',
        })
      ).status,
    ).toBe(403);
    expect((await admin.post('/api/v2/users', { name: 'x1' })).status).toBe(422);
    const res = await admin.post('/api/v2/users', {
      name: 'x1',
      email: 'x1@example.com',
      password: 'long-password',
    });
    expect(res.status).toBe(201);
    expect(res.json.roles).toEqual([{ roleID: 8, name: 'Member' }]);
  });

  it('rejects state-changing calls without the CSRF token', async () => {
    const res = await member.raw('PATCH', '/api/v2/users/3', {
      payload: { title: 'x' },
      csrf: false,
    });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: 'Invalid CSRF token.', status: 403 });
    const wrong = await member.raw('PATCH', '/api/v2/users/3', {
      payload: { title: 'x' },
      csrf: false,
      headers: { 'x-csrf-token': 'nope' },
    });
    expect(wrong.status).toBe(403);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await member.get('/api/v2/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ status: 404, message: expect.any(String) });
  });

  it('every JSON response conformed to the OpenAPI', () => {
    expect(h.checked.length).toBeGreaterThan(10);
    expect(contractViolations(h)).toEqual([]);
  });
});
