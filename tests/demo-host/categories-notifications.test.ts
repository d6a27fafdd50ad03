import { contractViolations, startHarness, type Client, type Harness } from './support/harness';

let h: Harness;
let member: Client;
let member2: Client;
let guest: Client;
beforeAll(async () => {
  h = await startHarness();
  member = await h.as('member');
  member2 = await h.as('member2');
  guest = h.client();
  await guest.page('/');
});
afterAll(async () => {
  await h.close();
});

describe('/categories', () => {
  it('lists visible categories with counts, as a tree on request, with paging headers', async () => {
    const flat = await guest.get('/api/v2/categories');
    expect(flat.status).toBe(200);
    const ids = flat.json.map((c: { categoryID: number }) => c.categoryID);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 10]));
    expect(ids).not.toContain(8);
    expect(flat.headers['x-app-page-result-count']).toBe(String(ids.length));
    const help = flat.json.find((c: { categoryID: number }) => c.categoryID === 3);
    expect(help).toMatchObject({
      countCategories: 2,
      depth: 1,
      url: expect.stringMatching(/\/categories\/help$/),
    });
    expect(help.countAllDiscussions).toBeGreaterThan(help.countDiscussions);
    const tree = await guest.get('/api/v2/categories?outputFormat=tree');
    expect(
      tree.json
        .find((c: { categoryID: number }) => c.categoryID === 3)
        .children.map((c: { categoryID: number }) => c.categoryID),
    ).toEqual([4, 5]);
    expect((await guest.get('/api/v2/categories?outputFormat=round')).status).toBe(422);
    expect(
      (await member.get('/api/v2/categories?followed=true')).json.map(
        (c: { categoryID: number }) => c.categoryID,
      ),
    ).toEqual([1, 3]);
  });

  it('gets one category; hidden ones are 403 and missing ones 404', async () => {
    expect((await guest.get('/api/v2/categories/3')).json).toMatchObject({
      categoryID: 3,
      name: 'Help & Support',
      parentCategoryID: null,
    });
    expect((await guest.get('/api/v2/categories/8')).status).toBe(403);
    expect((await (await h.as('admin')).get('/api/v2/categories/9')).json.customPermissions).toBe(
      false,
    );
    expect((await guest.get('/api/v2/categories/404')).status).toBe(404);
  });

  it('searches categories by name with breadcrumbs', async () => {
    const res = await guest.get(
      '/api/v2/categories/search?query=trouble&expand=breadcrumbs&limit=50',
    );
    expect(res.json).toHaveLength(1);
    expect(res.json[0].breadcrumbs.map((b: { name: string }) => b.name)).toEqual([
      'Home',
      'Help & Support',
      'Troubleshooting',
    ]);
    expect((await guest.get('/api/v2/categories/search')).status).toBe(422);
  });

  it('reads and updates follow preferences for yourself only, kept after a restart', async () => {
    const mine = await member.get('/api/v2/categories/3/preferences/3');
    expect(mine.json['preferences.followed']).toBe(true);
    expect((await member2.get('/api/v2/categories/3/preferences/3')).status).toBe(403);
    expect((await guest.get('/api/v2/categories/3/preferences/3')).status).toBe(403);
    expect(
      (await member2.patch('/api/v2/categories/6/preferences/4', { 'preferences.followed': 'yes' }))
        .status,
    ).toBe(422);
    expect(
      (await member2.patch('/api/v2/categories/6/preferences/4', { 'preferences.colour': true }))
        .status,
    ).toBe(422);
    const res = await member2.patch('/api/v2/categories/5/preferences/4', {
      'preferences.followed': true,
      'preferences.popup.comments': true,
    });
    expect(res.json).toMatchObject({
      'preferences.followed': true,
      'preferences.popup.comments': true,
      'preferences.email.posts': false,
    });
    await h.restart();
    expect(
      (await member2.get('/api/v2/categories/5/preferences/4')).json['preferences.followed'],
    ).toBe(true);
    const off = await member2.patch('/api/v2/categories/5/preferences/4', {
      'preferences.followed': false,
    });
    expect(Object.values(off.json).every((v) => v === false)).toBe(true);
  });
});

describe('/notifications', () => {
  it('lists the signed-in user’s notifications with paging; guests get 403', async () => {
    const res = await member.get('/api/v2/notifications?limit=5');
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(5);
    expect(res.headers['x-app-page-result-count']).toBe('7');
    expect(res.json.filter((n: { read: boolean }) => !n.read)).toHaveLength(3);
    expect((await guest.get('/api/v2/notifications')).status).toBe(403);
    expect((await member.get('/api/v2/notifications?limit=abc')).status).toBe(422);
  });

  it('gets and marks one read; someone else’s is refused', async () => {
    const list = (await member.get('/api/v2/notifications')).json;
    const unread = list.find((n: { read: boolean }) => !n.read);
    expect((await member.get(`/api/v2/notifications/${unread.notificationID}`)).json.read).toBe(
      false,
    );
    expect(
      (await member2.patch(`/api/v2/notifications/${unread.notificationID}`, { read: true }))
        .status,
    ).toBe(403);
    expect(
      (await member.patch(`/api/v2/notifications/${unread.notificationID}`, { read: false }))
        .status,
    ).toBe(422);
    const res = await member.patch(`/api/v2/notifications/${unread.notificationID}`, {
      read: true,
    });
    expect(res.json.read).toBe(true);
    await h.restart();
    expect((await member.get(`/api/v2/notifications/${unread.notificationID}`)).json.read).toBe(
      true,
    );
    expect((await member.get('/api/v2/notifications/99999')).status).toBe(404);
  });

  it('marks all read and the unread count drops to 0', async () => {
    expect((await member.patch('/api/v2/notifications', {})).status).toBe(422);
    expect((await member.patch('/api/v2/notifications', { read: true })).status).toBe(204);
    expect((await member.get('/api/v2/users/me')).json.countUnreadNotifications).toBe(0);
    await h.restart();
    expect(
      (await member.get('/api/v2/notifications')).json.every((n: { read: boolean }) => n.read),
    ).toBe(true);
  });
});

describe('/notification-preferences', () => {
  it('serves the schema', async () => {
    const res = await guest.get('/api/v2/notification-preferences/schema');
    expect(
      res.json.properties.notifications.properties.followedPosts.properties.NewComment.properties,
    ).toHaveProperty('email');
  });

  it('reads and patches your own preferences; validates; persists', async () => {
    expect((await member.get('/api/v2/notification-preferences/3')).json.NewComment).toEqual({
      popup: true,
      email: true,
    });
    expect((await member2.get('/api/v2/notification-preferences/3')).status).toBe(403);
    expect(
      (await member.patch('/api/v2/notification-preferences/3', { NewComment: { fax: true } }))
        .status,
    ).toBe(422);
    expect(
      (await member.patch('/api/v2/notification-preferences/3', { NotificationLanguage: 'xx' }))
        .status,
    ).toBe(422);
    const res = await member.patch('/api/v2/notification-preferences/3', {
      NewComment: { email: false },
      NotificationLanguage: 'fr',
    });
    expect(res.json).toMatchObject({
      NewComment: { popup: true, email: false },
      NotificationLanguage: 'fr',
    });
    await h.restart();
    expect((await member.get('/api/v2/notification-preferences/3')).json.NotificationLanguage).toBe(
      'fr',
    );
  });
});

it('every JSON response conformed to the OpenAPI', () => {
  expect(contractViolations(h)).toEqual([]);
});
