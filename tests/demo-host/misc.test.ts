import { contractViolations, startHarness, type Client, type Harness } from './support/harness';

let h: Harness;
let member: Client;
let admin: Client;
let moderator: Client;
let guest: Client;
beforeAll(async () => {
  h = await startHarness();
  member = await h.as('member');
  admin = await h.as('admin');
  moderator = await h.as('moderator');
  guest = h.client();
  await guest.page('/');
});
afterAll(async () => {
  await h.close();
});

describe('tags and search', () => {
  it('GET /tags?query finds tags by prefix, with paging headers', async () => {
    const res = await guest.get('/api/v2/tags?query=Bu');
    expect(res.json.map((t: { name: string }) => t.name)).toEqual(['Bug']);
    expect(res.headers['x-app-page-result-count']).toBe('1');
    expect((await guest.get('/api/v2/tags?limit=-1')).status).toBe(422);
  });

  it('GET /search returns excerpts, paging headers, and respects category permissions', async () => {
    const res = await guest.get(
      '/api/v2/search?query=toolbar&limit=5&expand=insertUser,breadcrumbs',
    );
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
    expect(res.json[0]).toMatchObject({
      recordType: expect.any(String),
      excerpt: expect.any(String),
      url: expect.any(String),
    });
    expect(res.headers['x-app-page-limit']).toBe('5');
    expect((await guest.get('/api/v2/search')).status).toBe(422);
    const staff = (await guest.get('/api/v2/search?query=e&recordTypes=discussion&limit=100')).json;
    expect(staff.some((r: { categoryID: number }) => r.categoryID === 8)).toBe(false);
  });
});

describe('collections', () => {
  it('lists collections and collections by resource', async () => {
    const list = await guest.get('/api/v2/collections');
    expect(list.json.map((c: { name: string }) => c.name)).toEqual([
      'Featured',
      'Best of the month',
    ]);
    const by = await guest.get('/api/v2/collections/by-resource?recordType=discussion&recordID=4');
    expect(by.json.map((c: { collectionID: number }) => c.collectionID)).toEqual([1, 2]);
    expect(
      (await guest.get('/api/v2/collections/by-resource?recordType=planet&recordID=4')).status,
    ).toBe(422);
  });

  it('creates with community.manage only, validates, and persists', async () => {
    expect((await member.post('/api/v2/collections', { name: 'Mine', records: [] })).status).toBe(
      403,
    );
    expect(
      (
        await moderator.post('/api/v2/collections', {
          name: 'Bad',
          records: [{ recordType: 'discussion', recordID: 99999 }],
        })
      ).status,
    ).toBe(422);
    expect((await moderator.post('/api/v2/collections', { records: [] })).status).toBe(422);
    const res = await moderator.post('/api/v2/collections', {
      name: 'Picks',
      records: [{ recordType: 'discussion', recordID: 5 }],
    });
    expect(res.status).toBe(201);
    await h.restart();
    expect(
      (await guest.get(`/api/v2/collections/${res.json.collectionID}`)).json.records[0],
    ).toMatchObject({ recordType: 'discussion', recordID: 5 });
  });

  it('replaces membership by resource in two steps (clear, then set)', async () => {
    const record = { recordType: 'discussion', recordID: 4 };
    expect(
      (await member.put('/api/v2/collections/by-resource', { record, collectionIDs: [] })).status,
    ).toBe(403);
    expect(
      (await moderator.put('/api/v2/collections/by-resource', { record, collectionIDs: [] })).json,
    ).toEqual([]);
    expect(
      (await guest.get('/api/v2/collections/by-resource?recordType=discussion&recordID=4')).json,
    ).toEqual([]);
    expect(
      (await moderator.put('/api/v2/collections/by-resource', { record, collectionIDs: [2] }))
        .status,
    ).toBe(200);
    expect(
      (await moderator.put('/api/v2/collections/by-resource', { record, collectionIDs: [404] }))
        .status,
    ).toBe(404);
    await h.restart();
    expect(
      (
        await guest.get('/api/v2/collections/by-resource?recordType=discussion&recordID=4')
      ).json.map((c: { collectionID: number }) => c.collectionID),
    ).toEqual([2]);
  });
});

describe('config', () => {
  it('GET /config?select= returns the selected keys', async () => {
    const res = await guest.get('/api/v2/config?select=garden.cookie.name,garden.cookie.path');
    expect(res.json).toEqual({ 'garden.cookie.name': 'fw', 'garden.cookie.path': '/' });
  });

  it('PATCH /config is for administrators, validates keys and types, and persists', async () => {
    expect((await member.patch('/api/v2/config', { 'garden.title': 'Mine' })).status).toBe(403);
    const bad = await admin.patch('/api/v2/config', { 'garden.title': 5, 'no.such.key': true });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'garden.title',
      'no.such.key',
    ]);
    expect((await admin.patch('/api/v2/config', { 'garden.title': 'Renamed Forum' })).status).toBe(
      204,
    );
    await h.restart();
    expect((await guest.get('/api/v2/config?select=garden.title')).json['garden.title']).toBe(
      'Renamed Forum',
    );
    expect((await guest.page('/')).config.siteName).toBe('Renamed Forum');
    await admin.patch('/api/v2/config', { 'garden.title': 'Demo Forum' });
  });
});

describe('conversations', () => {
  it('lists your conversations; guests are refused', async () => {
    const res = await member.get('/api/v2/conversations');
    expect(res.json.map((c: { conversationID: number }) => c.conversationID)).toEqual([1, 2]);
    expect(res.json[0]).toMatchObject({ countMessages: 3, unread: true });
    expect((await guest.get('/api/v2/conversations')).status).toBe(403);
    expect((await moderator.get('/api/v2/conversations/1')).status).toBe(403);
  });

  it('starts a conversation, validates it, and keeps it', async () => {
    expect(
      (await member.post('/api/v2/conversations', { participantUserIDs: [], body: 'x' })).status,
    ).toBe(422);
    const res = await member.post('/api/v2/conversations', {
      participantUserIDs: [4],
      body: 'Hello there',
    });
    expect(res.status).toBe(201);
    await h.restart();
    expect(
      (await (await h.as('member2')).get(`/api/v2/conversations/${res.json.conversationID}`)).json
        .countUnread,
    ).toBe(1);
  });
});

describe('themes', () => {
  it('lists themes, gets one with a revision, and its revisions', async () => {
    expect((await guest.get('/api/v2/themes')).json[0]).toMatchObject({
      themeID: 1,
      name: 'Demo Blue',
      revisionID: 2,
    });
    const rev1 = await guest.get('/api/v2/themes/1?revisionID=1');
    expect(rev1.json.assets.variables.data.global.mainColors.primary).toBe('#037DBC');
    const revs = await guest.get('/api/v2/themes/1/revisions');
    expect(
      revs.json.map((r: { revisionID: number; active: boolean }) => [r.revisionID, r.active]),
    ).toEqual([
      [2, true],
      [1, false],
    ]);
    expect((await guest.get('/api/v2/themes/9')).status).toBe(404);
    expect((await guest.get('/api/v2/themes/current')).json.themeID).toBe(1);
  });

  it('activates a revision (admin only), so the other one becomes inactive, after a restart too', async () => {
    expect((await member.patch('/api/v2/themes/1', { revisionID: 1 })).status).toBe(403);
    expect((await admin.patch('/api/v2/themes/1', { revisionID: 'one' })).status).toBe(422);
    expect((await admin.patch('/api/v2/themes/1', { revisionID: 1 })).json.revisionID).toBe(1);
    await h.restart();
    const revs = (await guest.get('/api/v2/themes/1/revisions')).json;
    expect(
      revs.map((r: { revisionID: number; active: boolean }) => [r.revisionID, r.active]),
    ).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it('previews and sets the current theme; the current theme cannot be deleted', async () => {
    expect((await member.put('/api/v2/themes/preview', { themeID: 1, revisionID: 2 })).status).toBe(
      403,
    );
    expect(
      (await admin.put('/api/v2/themes/preview', { themeID: 1, revisionID: 2 })).json.revisionID,
    ).toBe(2);
    expect((await admin.get('/api/v2/themes/current')).json.revisionID).toBe(2);
    // Cancel (03 §4) clears the preview with an empty body (docs/api-deviations.md): a
    // preview of the revision that is not active, then `{}`, leaves the active one current.
    const revisions = (await admin.get('/api/v2/themes/1/revisions')).json as {
      revisionID: number;
      active: boolean;
    }[];
    const active = revisions.find((r) => r.active)?.revisionID;
    const other = revisions.find((r) => !r.active)?.revisionID;
    await admin.put('/api/v2/themes/preview', { themeID: 1, revisionID: other });
    expect((await admin.get('/api/v2/themes/current')).json.revisionID).toBe(other);
    expect((await admin.put('/api/v2/themes/preview', {})).status).toBe(204);
    expect((await admin.get('/api/v2/themes/current')).json.revisionID).toBe(active);
    expect((await admin.put('/api/v2/themes/current', { themeID: 1 })).status).toBe(200);
    expect((await admin.put('/api/v2/themes/current', {})).status).toBe(422);
    expect((await admin.delete('/api/v2/themes/1')).status).toBe(409);
  });
});

describe('locales, translation services, translations, add-ons', () => {
  it('lists locales and gets one', async () => {
    expect(
      (await guest.get('/api/v2/locales')).json.map((l: { localeKey: string }) => l.localeKey),
    ).toEqual(['en', 'fr']);
    expect((await guest.get('/api/v2/locales/fr')).json.displayNames.fr).toBe('Français');
    expect((await guest.page('/?locale=fr')).config.translations.Categories).toBe('Catégories');
  });

  it('sets a locale’s translation service (site.manage), validated, persisted', async () => {
    expect((await member.patch('/api/v2/locales/fr', { translationService: 'demo' })).status).toBe(
      403,
    );
    expect((await admin.patch('/api/v2/locales/fr', { translationService: 'nope' })).status).toBe(
      422,
    );
    expect(
      (await admin.patch('/api/v2/locales/fr', { translationService: 'demo' })).json
        .translationService,
    ).toBe('demo');
    await h.restart();
    expect((await guest.get('/api/v2/locales/fr')).json.translationService).toBe('demo');
  });

  it('lists and configures translation services', async () => {
    expect((await member.get('/api/v2/translation-services')).status).toBe(403);
    expect(
      (await admin.get('/api/v2/translation-services')).json.map((s: { type: string }) => s.type),
    ).toEqual(['deepl', 'demo']);
    expect((await admin.put('/api/v2/translation-services/deepl', { apiKey: '' })).status).toBe(
      422,
    );
    expect(
      (await admin.put('/api/v2/translation-services/deepl', { apiKey: 'k', isDefault: true }))
        .json,
    ).toMatchObject({ isConfigured: true, isDefault: true });
  });

  it('reads, writes and removes content translations', async () => {
    const read = await guest.get(
      '/api/v2/translations/vanilla?locale=fr&recordType=discussion&recordIDs=1',
    );
    expect(read.json[0]).toMatchObject({
      key: 'discussion.1.name',
      translation: expect.stringContaining('Bienvenue'),
    });
    expect((await guest.get('/api/v2/translations/vanilla')).status).toBe(422);
    const item = {
      recordType: 'discussion',
      recordID: 4,
      propertyName: 'name',
      locale: 'fr',
      translation: 'Question',
    };
    expect((await member.patch('/api/v2/translations/vanilla', [item])).status).toBe(403);
    expect(
      (await admin.patch('/api/v2/translations/vanilla', [{ ...item, locale: undefined }])).status,
    ).toBe(422);
    expect((await admin.patch('/api/v2/translations/vanilla', [item])).status).toBe(200);
    await h.restart();
    expect(
      (await guest.get('/api/v2/translations/vanilla?locale=fr&recordIDs=4')).json,
    ).toHaveLength(1);
    const { translation, ...key } = item;
    void translation;
    expect((await admin.patch('/api/v2/translations/vanilla/remove', [key])).status).toBe(200);
    expect(
      (await guest.get('/api/v2/translations/vanilla?locale=fr&recordIDs=4')).json,
    ).toHaveLength(0);
  });

  it('lists add-ons by type and toggles one (site.manage)', async () => {
    expect(
      (await guest.get('/api/v2/addons?type=locale')).json.map(
        (a: { addonID: string }) => a.addonID,
      ),
    ).toEqual(['locale-fr']);
    expect((await guest.get('/api/v2/addons?type=widget')).status).toBe(422);
    expect((await member.patch('/api/v2/addons/polls', { enabled: true })).status).toBe(403);
    expect((await admin.patch('/api/v2/addons/polls', {})).status).toBe(422);
    expect((await admin.patch('/api/v2/addons/polls', { enabled: true })).status).toBe(200);
    await h.restart();
    expect(
      (await guest.get('/api/v2/addons?type=addon')).json.find(
        (a: { addonID: string }) => a.addonID === 'polls',
      ).enabled,
    ).toBe(true);
  });
});

describe('media', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000002000000030806000000', 'hex');
  function multipart(
    filename: string,
    content: Buffer,
  ): { payload: Buffer; headers: Record<string, string> } {
    const boundary = '----fwtest';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  it('uploads an image, enforcing allowed extensions and the size limit', async () => {
    const ok = await member.raw('POST', '/api/v2/media', multipart('pic.PNG', png));
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ name: 'pic.PNG', size: png.length, width: 2, height: 3 });
    expect((await member.get(new URL(ok.json.url).pathname)).status).toBe(200);
    const ext = await member.raw('POST', '/api/v2/media', multipart('run.exe', png));
    expect(ext.status).toBe(422);
    expect(ext.json.message).toMatch(
      /^The uploaded file did not have an allowed extension\. Only the following extensions are allowed\. jpg/,
    );
    const big = await member.raw(
      'POST',
      '/api/v2/media',
      multipart('big.png', Buffer.alloc(3 * 1024 * 1024)),
    );
    expect(big.status).toBe(413);
    expect(big.json.message).toBe('The uploaded file was too big (max 2 MB).');
    expect(big.json.errors).toEqual([
      { field: 'file', message: 'The uploaded file was too big (max 2 MB).', code: 'tooBig' },
    ]);
    expect((await guest.raw('POST', '/api/v2/media', multipart('pic.png', png))).status).toBe(403);
    await h.restart();
    expect((await member.get(`/api/v2/media/${ok.json.mediaID}`)).json.size).toBe(png.length);
  });
});

describe('drafts', () => {
  it('lists only your drafts, with paging headers', async () => {
    const res = await member.get('/api/v2/drafts');
    expect(res.json.map((d: { draftID: number }) => d.draftID).sort()).toEqual([1, 2]);
    expect(res.headers['x-app-page-result-count']).toBe('2');
    expect((await guest.get('/api/v2/drafts')).status).toBe(403);
    expect((await admin.get('/api/v2/drafts/1')).status).toBe(403);
  });

  it('creates, edits, schedules, cancels and deletes a draft; empty bodies are refused', async () => {
    const attrs = { body: 'Draft text', format: 'text', draftType: 'comment' };
    expect(
      (await member.post('/api/v2/drafts', { recordType: 'comment', attributes: { body: '' } }))
        .json.message,
    ).toBe('Invalid draft, no body content');
    const created = await member.post('/api/v2/drafts', {
      recordType: 'comment',
      parentRecordType: 'discussion',
      parentRecordID: 20,
      attributes: attrs,
    });
    expect(created.status).toBe(201);
    const id = created.json.draftID;
    expect(
      (
        await member.patch(`/api/v2/drafts/${id}`, {
          recordType: 'comment',
          attributes: { ...attrs, body: 'Edited' },
        })
      ).json.attributes.body,
    ).toBe('Edited');
    expect(
      (
        await member.patch(`/api/v2/drafts/schedule/${id}`, {
          dateScheduled: '2001-01-01T00:00:00Z',
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await member.patch(`/api/v2/drafts/schedule/${id}`, {
          dateScheduled: '2031-01-01T00:00:00Z',
          publishedSilently: true,
        })
      ).json.draftStatus,
    ).toBe('scheduled');
    await h.restart();
    expect((await member.get(`/api/v2/drafts/${id}/edit`)).json).toMatchObject({
      draftStatus: 'scheduled',
      attributes: { body: 'Edited' },
    });
    expect((await member.patch(`/api/v2/drafts/cancel-schedule/${id}`)).json.draftStatus).toBe(
      'draft',
    );
    expect((await member.delete(`/api/v2/drafts/${id}`)).status).toBe(204);
    expect((await member.get(`/api/v2/drafts/${id}`)).status).toBe(404);
  });
});

describe('roles, analytics, tick, attachments', () => {
  it('GET /roles?limit=500 lists roles, with permissions on request', async () => {
    const res = await guest.get('/api/v2/roles?limit=500&expand=permissions');
    expect(res.json.map((r: { name: string }) => r.name)).toEqual([
      'Guest',
      'Banned',
      'Member',
      'Moderator',
      'Administrator',
    ]);
    expect(
      res.json[2].permissions.find((p: { type: string }) => p.type === 'global').permissions[
        'session.valid'
      ],
    ).toBe(true);
    expect((await guest.get('/api/v2/roles?limit=5000')).status).toBe(422);
  });

  it('GET/POST /analytics/privacy stores the AnonymizeData setting', async () => {
    expect((await guest.get('/api/v2/analytics/privacy')).json).toEqual({ AnonymizeData: -1 });
    expect((await guest.post('/api/v2/analytics/privacy', { AnonymizeData: 1 })).status).toBe(403);
    expect((await member.post('/api/v2/analytics/privacy', { AnonymizeData: 7 })).status).toBe(422);
    expect((await member.post('/api/v2/analytics/privacy', { AnonymizeData: 1 })).json).toEqual({
      AnonymizeData: 1,
    });
    await h.restart();
    expect((await member.get('/api/v2/analytics/privacy')).json).toEqual({ AnonymizeData: 1 });
  });

  it('POST /tick counts a view', async () => {
    const before = (await guest.get('/api/v2/discussions/20')).json.countViews;
    expect(
      (
        await guest.post('/api/v2/tick', {
          type: 'discussion_view',
          discussionID: 20,
          url: '/discussion/20',
        })
      ).status,
    ).toBe(201);
    expect((await guest.post('/api/v2/tick', { discussionID: 'x' })).status).toBe(422);
    await h.restart();
    expect((await guest.get('/api/v2/discussions/20')).json.countViews).toBe(before + 1);
  });

  it('attachments: an empty catalog and no integrations', async () => {
    expect((await member.get('/api/v2/attachments/catalog')).json).toEqual({});
    const schema = await member.get(
      '/api/v2/attachments/schema?attachmentType=jira&recordType=discussion&recordID=1',
    );
    expect(schema.status).toBe(422);
    expect(schema.json.message).toContain('No integration found for attachment type');
    expect((await member.post('/api/v2/attachments/refresh', { attachmentIDs: [] })).json).toEqual(
      [],
    );
  });
});

it('every JSON response conformed to the OpenAPI', () => {
  expect(h.checked.length).toBeGreaterThan(20);
  expect(contractViolations(h)).toEqual([]);
});
