import { startHarness, type Client, type Harness } from './support/harness';

let h: Harness;
let owner: Client;
let member: Client;

beforeAll(async () => {
  h = await startHarness();
  owner = await h.as('moderator'); // the seeded group's owner
  member = await h.as('member');
});
afterAll(async () => {
  await h.close();
});

describe('POST /groups/{id}/invitations', () => {
  it('lets the group owner invite users and e-mails, idempotently, and keeps them after a restart', async () => {
    const res = await owner.post('/api/v2/groups/1/invitations', {
      userIDs: [3, 4],
      emails: ['Friend@Example.com'],
    });
    expect(res.status).toBe(201);
    expect(res.json).toHaveLength(3);
    expect(res.json).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ groupID: 1, userID: 3, email: null }),
        expect.objectContaining({ groupID: 1, userID: null, email: 'friend@example.com' }),
      ]),
    );
    const again = await owner.post('/api/v2/groups/1/invitations', { userIDs: [3] });
    expect(again.json).toHaveLength(3);
    await h.restart();
    expect((await owner.get('/api/v2/groups/1/invitations')).json).toHaveLength(3);
  });

  it('refuses members who do not own the group, and guests', async () => {
    expect((await member.post('/api/v2/groups/1/invitations', { userIDs: [4] })).status).toBe(403);
    const guest = h.client();
    await guest.page('/');
    expect((await guest.post('/api/v2/groups/1/invitations', { userIDs: [4] })).status).toBe(403);
  });

  it('validates the body and the group', async () => {
    expect((await owner.post('/api/v2/groups/1/invitations', {})).status).toBe(422);
    expect(
      (await owner.post('/api/v2/groups/1/invitations', { emails: ['not-an-email'] })).status,
    ).toBe(422);
    expect((await owner.post('/api/v2/groups/1/invitations', { userIDs: [99999] })).status).toBe(
      422,
    );
    expect((await owner.post('/api/v2/groups/99/invitations', { userIDs: [3] })).status).toBe(404);
  });
});
