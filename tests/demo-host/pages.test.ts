import fs from 'node:fs';
import path from 'node:path';
import { builtinWidgets } from '../../widgets/builtins';
import { startHarness, type Harness, type Json } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

function markers(html: string): { name: string; props: Json }[] {
  const out: { name: string; props: unknown }[] = [];
  const re = /data-react="([^"]+)" data-props="([^"]*)"/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const props = (m[2] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    out.push({ name: m[1] ?? '', props: JSON.parse(props) });
  }
  return out as { name: string; props: Json }[];
}

describe('pages', () => {
  it('renders the home page with the loading class, the config JSON, the script tag and markers', async () => {
    const { res, config } = await h.client().page('/');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<body class="isLoading">');
    expect(res.body).toContain('<script type="module" src="/dist/forum-widgets.js"></script>');
    expect(config.siteUrl).toBe('');
    expect(config.currentUser).toMatchObject({ userID: 0, name: 'Guest' });
    expect(config.csrf.header).toBe('X-CSRF-Token');
    expect(config.csrf.token).toEqual(expect.any(String));
    expect(config.permissions.permissions[0]).toMatchObject({ type: 'global', id: null });
    expect(config.permissions.permissions[0].permissions['session.valid']).toBeUndefined();
    expect(config.config['upload.maxSize']).toBeGreaterThan(0);
    expect(config.auditLog).toMatchObject({ requestPath: '/', requestMethod: 'GET' });
    const names = markers(res.body).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['TitleBar', 'DiscussionList']));
  });

  it('escapes "<" in the config JSON and has no inline scripts', async () => {
    const { res } = await h.client().page('/discussions');
    const json = /id="forum-widgets-config">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(json).not.toContain('<');
    const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag).toMatch(/type="application\/json"|src="/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('preloads discussions and paging into the DiscussionList props and renders legacy fallback HTML', async () => {
    const { res } = await h.client().page('/discussions');
    const list = markers(res.body).find((m) => m.name === 'DiscussionList');
    expect(list?.props.discussions).toHaveLength(30);
    expect(list?.props.paging).toMatchObject({
      currentPage: 1,
      limit: 30,
      nextURL: '/discussions/p2',
    });
    expect(res.body).toMatch(/<a class="js-userCard Username" data-userid="\d+" href="\/profile\//);
    const p2 = await h.client().page('/discussions/p2');
    expect(p2.res.status).toBe(200);
    expect(
      markers(p2.res.body).find((m) => m.name === 'DiscussionList')?.props.paging.currentPage,
    ).toBe(2);
  });

  it('lists categories, nested, and hides the staff lounge from guests', async () => {
    const { res } = await h.client().page('/categories');
    expect(res.body).toContain('Help &amp; Support');
    expect(res.body).toContain('Troubleshooting');
    expect(res.body).not.toContain('Staff Lounge');
    const staff = await h.client().page('/categories/staff-lounge');
    expect(staff.res.status).toBe(403);
    expect(staff.res.body).toContain('Permission Problem');
  });

  it('renders a category page with FollowDropdown and a filtered DiscussionList, by id or urlcode and page', async () => {
    for (const url of ['/categories/3', '/categories/help']) {
      const { res } = await h.client().page(url);
      expect(res.status).toBe(200);
      const ms = markers(res.body);
      expect(ms.find((m) => m.name === 'FollowDropdown')?.props).toEqual({
        categoryID: 3,
        name: 'Help & Support',
        url: '/categories/help',
      });
      const list = ms.find((m) => m.name === 'DiscussionList');
      expect(list?.props.apiParams.categoryID).toBe(3);
      for (const d of list?.props.discussions ?? []) expect(d.categoryID).toBe(3);
    }
    expect((await h.client().page('/categories/help/p9')).res.status).toBe(404);
    expect((await h.client().page('/categories/nope')).res.status).toBe(404);
  });

  it('renders a discussion with comments, user card links, and HTML left as text', async () => {
    const { res } = await h.client().page('/discussion/18/anything');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<h2>Formatting test</h2>');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.body).toMatch(/class="js-userCard Username" data-userid="\d+"/);
    const long = await h.client().page('/discussion/17/x/p2');
    expect(long.res.status).toBe(200);
    expect(long.res.body).toContain('Pager-current');
  });

  it('renders profiles, restricting private ones for other members but not for moderators', async () => {
    expect((await h.client().page('/profile/member')).res.body).toContain('Recent discussions');
    const priv = await h.client().page('/profile/private-user');
    expect(priv.res.body).toContain("This user's profile is private.");
    const mod = await h.as('moderator');
    expect((await mod.page('/profile/private-user')).res.body).toContain('Recent discussions');
    expect((await h.client().page('/profile/banned-user')).res.body).toContain(
      'This user has been banned.',
    );
    expect((await h.client().page('/profile/deleted-user')).res.body).toContain(
      'This user has been deleted.',
    );
    expect((await h.client().page('/profile/nobody')).res.status).toBe(404);
  });

  it('renders the playground with a marker and props box per widget and an external script', async () => {
    const { res } = await h.client().page('/playground');
    expect(markers(res.body).length).toBeGreaterThan(4);
    expect(res.body).toContain('data-playground-props');
    expect(res.body).toContain('<script type="module" src="/assets/playground.js"></script>');
    const js = await h.client().get('/assets/playground.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect((await h.client().get('/assets/legacy.css')).headers['content-type']).toContain(
      'text/css',
    );
  });

  it('serves /dist files as JavaScript, chunks immutable and the entry briefly with an ETag, and pages still render when dist is missing', async () => {
    expect((await h.client().get('/dist/forum-widgets.js')).status).toBe(404);
    const distDir = path.join(path.dirname(h.dbPath), 'dist');
    fs.mkdirSync(path.join(distDir, 'chunks'), { recursive: true });
    fs.writeFileSync(path.join(distDir, 'forum-widgets.js'), 'export {};');
    fs.writeFileSync(path.join(distDir, 'chunks', 'runtime-Ab3_x-9Q.js'), 'export {};');
    fs.writeFileSync(path.join(distDir, 'size-report.json'), '{}');
    const res = await h.client().get('/dist/forum-widgets.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Revalidation: the same content answers 304 with no body; new content, a new ETag.
    const again = await h.client().raw('GET', '/dist/forum-widgets.js', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    fs.writeFileSync(path.join(distDir, 'forum-widgets.js'), 'export const v = 2;');
    const changed = await h.client().raw('GET', '/dist/forum-widgets.js', {
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    // Chunks carry their content hash in their name: a year, never revalidated.
    const chunk = await h.client().get('/dist/chunks/runtime-Ab3_x-9Q.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.etag).toBeUndefined();
    // Anything else is revalidated on each use.
    const report = await h.client().get('/dist/size-report.json');
    expect(report.headers['cache-control']).toBe('no-cache');
    expect(report.headers.etag).toEqual(expect.any(String));
    expect((await h.client().get('/assets/playground.js')).headers['cache-control']).toBe(
      'no-cache',
    );
    expect((await h.client().get('/dist/../forum.sqlite')).status).toBe(404);
  });

  it('answers unknown pages with an HTML 404 page', async () => {
    const { res } = await h.client().page('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.body).toContain('The page you were looking for could not be found.');
  });

  it('searches discussions on the legacy search page', async () => {
    const { res } = await h.client().page('/search?query=Formatting');
    expect(res.body).toContain('id="Discussion_18"');
  });
});

/** The text between `<main>` and `</main>`: the page's own content, without the shared header. */
function main(html: string): string {
  return /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
}

/** The built-in widget names (read from widgets/builtins.ts) and the playground's UiGallery. */
const REGISTERED = [...builtinWidgets.map((w) => w.name), 'UiGallery'];

describe('pages every widget link leads to (issue 15 §3)', () => {
  const MEMBER_PAGES = [
    ['/drafts', 'My Drafts'],
    ['/profile/edit', 'Edit Profile'],
    ['/profile/preferences', 'Preferences'],
    ['/profile/notifications', 'Notifications'],
    ['/profile/followed-content', 'Followed Content'],
    ['/discussions/bookmarked', 'My Bookmarks'],
    ['/messages/inbox', 'Inbox'],
    ['/messages/add', 'New Message'],
    ['/messages/add/member2', 'New Message'],
    ['/entry/emailconfirmrequest', 'Confirm Your Email'],
  ];

  it.each(MEMBER_PAGES)('sends a guest from %s to the sign-in form and back', async (url) => {
    const res = await h.client().raw('GET', url, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/entry/signin?target=${encodeURIComponent(url)}`);
  });

  it.each(MEMBER_PAGES)('shows %s to a member', async (url, heading) => {
    const { res } = await (await h.as('member')).page(url);
    expect(res.status).toBe(200);
    expect(main(res.body)).toContain(`<h1>${heading}</h1>`);
  });

  it('lists the member’s drafts, bookmarks, notifications and followed categories from the database', async () => {
    const c = await h.as('member');
    const drafts = main((await c.page('/drafts')).res.body);
    expect(drafts).toContain('An idea for the next release');
    expect(drafts).toContain('I think the answer is...');
    expect(drafts).not.toContain('Release notes for June'); // admin's scheduled draft
    const bookmarks = (await c.get('/api/v2/discussions/bookmarked')).json as {
      discussionID: number;
    }[];
    const bookmarked = main((await c.page('/discussions/bookmarked')).res.body);
    expect(bookmarks.length).toBeGreaterThan(0);
    for (const b of bookmarks) expect(bookmarked).toContain(`id="Discussion_${b.discussionID}"`);
    const notifications = main((await c.page('/profile/notifications')).res.body);
    expect(notifications.match(/id="Notification_\d+"/g)).toHaveLength(7);
    expect(notifications.match(/Tag-New/g)).toHaveLength(3);
    const followed = main((await c.page('/profile/followed-content')).res.body);
    expect(followed).toContain('href="/categories/general"');
    expect(followed).toContain('href="/categories/help"');
    expect(followed).not.toContain('Staff Lounge');
  });

  it('saves Edit Profile and Preferences with the transient key, and refuses them without it', async () => {
    const c = await h.as('member2');
    const form = (await c.page('/profile/edit')).res.body;
    const key = /name="transientKey" value="([^"]*)"/.exec(form)?.[1] ?? '';
    const post = (
      url: string,
      fields: Record<string, string>,
    ): Promise<{ status: number; body: string }> =>
      c.raw('POST', url, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: new URLSearchParams(fields).toString(),
      });
    expect((await post('/profile/edit', { email: 'm2@example.com', title: 'x' })).status).toBe(403);
    const bad = await post('/profile/edit', { transientKey: key, email: 'nope', title: '' });
    expect(bad.status).toBe(422);
    const ok = await post('/profile/edit', {
      transientKey: key,
      email: 'new@example.com',
      title: '<b>Helper</b>',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toContain('Your profile has been saved.');
    expect(ok.body).toContain('value="&lt;b&gt;Helper&lt;/b&gt;"');
    expect((await c.get('/api/v2/users/4')).json.email).toBe('new@example.com');
    await post('/profile/preferences', {
      transientKey: key,
      'Mention.popup': '1',
      NotificationLanguage: 'fr',
    });
    const prefs = (await c.get('/api/v2/notification-preferences/4')).json;
    expect(prefs.Mention).toEqual({ popup: true, email: false });
    expect(prefs.NotificationLanguage).toBe('fr');
    expect((await c.page('/profile/preferences')).res.body).toMatch(
      /name="Mention\.popup"[^>]*checked/,
    );
  });

  it('shows the email confirmation request for an unconfirmed address, and says so when it is confirmed', async () => {
    const kenji = await h.as('kenji');
    const page = main((await kenji.page('/entry/emailconfirmrequest')).res.body);
    expect(page).toContain('Send Confirmation Email');
    const key = /name="transientKey" value="([^"]*)"/.exec(page)?.[1] ?? '';
    const sent = await kenji.raw('POST', '/entry/emailconfirmrequest', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: `transientKey=${encodeURIComponent(key)}`,
    });
    expect(sent.body).toContain('A confirmation email has been sent');
    const member = await h.as('member');
    expect(main((await member.page('/entry/emailconfirmrequest')).res.body)).toContain(
      'already confirmed',
    );
  });

  it('shows a user’s discussions and comments, restricted for private profiles, 404 for unknown names', async () => {
    const c = h.client();
    const discussions = main((await c.page('/profile/discussions/member')).res.body);
    expect(discussions).toContain('<h2>Discussions</h2>');
    const mine = (await c.get('/api/v2/discussions?insertUserID=3&limit=100')).json as {
      discussionID: number;
    }[];
    expect(mine.length).toBeGreaterThan(0);
    for (const d of mine) expect(discussions).toContain(`id="Discussion_${d.discussionID}"`);
    const comments = main((await c.page('/profile/comments/member')).res.body);
    expect(comments).toMatch(/href="\/discussion\/comment\/\d+">Re: /);
    expect(main((await c.page('/profile/discussions/private-user')).res.body)).toContain(
      "This user's profile is private.",
    );
    const mod = await h.as('moderator');
    expect(main((await mod.page('/profile/comments/private-user')).res.body)).not.toContain(
      'is private',
    );
    for (const url of [
      '/profile/discussions/nobody',
      '/profile/comments/nobody',
      '/profile/reactions/nobody?reaction=Up',
      '/profile/reactions/member?reaction=nope',
      '/profile/discussions/member/p9',
    ])
      expect((await c.page(url)).res.status).toBe(404);
    expect((await c.page('/profile/reactions/member?reaction=Up')).res.status).toBe(200);
  });

  it('links deleted authors by ID, so their links lead to a page', async () => {
    const { res } = await h.client().page('/discussion/15/x'); // started by the deleted user
    expect(res.body).toContain('href="/profile/7">Deleted User</a>');
    expect(res.body).not.toContain('href="/profile/Deleted%20User"');
    expect((await h.client().page('/profile/7')).res.body).toContain('This user has been deleted.');
  });

  it('shows the inbox and a conversation to its participants only, and sends a new message', async () => {
    const member = await h.as('member');
    const inbox = main((await member.page('/messages/inbox')).res.body);
    expect(inbox).toContain('href="/messages/1">Planning the meetup</a>');
    expect(inbox).toContain('href="/messages/2">Welcome aboard</a>');
    const conv = main((await member.page('/messages/1')).res.body);
    expect(conv).toContain('Are you coming to the meetup on Friday?');
    expect((await (await h.as('member2')).page('/messages/2')).res.status).toBe(403);
    expect((await member.page('/messages/999')).res.status).toBe(404);
    const prefilled = main(
      (await member.page('/messages/add?content=Check%20out%20this%20post%3A%20%3Cscript%3E')).res
        .body,
    );
    expect(prefilled).toContain('Check out this post: &lt;script&gt;</textarea>');
    expect(main((await member.page('/messages/add/member2')).res.body)).toContain(
      'name="to" value="member2"',
    );
    expect((await member.page('/messages/add/nobody')).res.status).toBe(404);
    const key = /name="transientKey" value="([^"]*)"/.exec(prefilled)?.[1] ?? '';
    const send = (to: string): Promise<{ status: number; headers: Record<string, unknown> }> =>
      member.raw('POST', '/messages/add', {
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: new URLSearchParams({
          transientKey: key,
          to,
          subject: '',
          body: 'Hi <there>',
        }).toString(),
      });
    expect((await send('nobody')).status).toBe(422);
    const sent = await send('member2');
    expect(sent.status).toBe(303);
    const page = main((await member.page(String(sent.headers.location))).res.body);
    expect(page).toContain('<p>Hi &lt;there&gt;</p>');
    const banned = await h.as('banned-user');
    expect((await banned.page('/messages/add')).res.status).toBe(403);
  });

  it('lets only who may edit open /post/editdiscussion, with the composer marker', async () => {
    const guest = await h.client().raw('GET', '/post/editdiscussion/1', {
      headers: { accept: 'text/html' },
    });
    expect(guest.status).toBe(302);
    expect(guest.headers.location).toBe('/entry/signin?target=%2Fpost%2Feditdiscussion%2F1');
    const member = await h.as('member');
    expect((await member.page('/post/editdiscussion/1')).res.status).toBe(403);
    // The author may edit within the edit timeout: a fresh discussion of their own.
    const created = await member.post('/api/v2/discussions', {
      name: 'Mine <to edit>',
      body: 'Body',
      format: 'text',
      categoryID: 1,
    });
    const id = created.json.discussionID as number;
    const form = await member.page(`/post/editdiscussion/${id}`);
    expect(form.res.status).toBe(200);
    expect(form.res.body).toContain('<title>Edit Discussion - Demo Forum</title>');
    const page = main(form.res.body);
    expect(page).toContain('Mine &lt;to edit&gt;');
    expect(page).toContain('You may edit this discussion for 60 minutes more.');
    expect(markers(form.res.body).find((m) => m.name === 'PostDiscussion')?.props).toEqual({
      discussionID: id,
    });
    // ...but not someone else's, and nobody can open a staff-only or missing discussion.
    expect((await (await h.as('member2')).page(`/post/editdiscussion/${id}`)).res.status).toBe(403);
    expect((await member.page('/post/editdiscussion/12')).res.status).toBe(403);
    expect((await member.page('/post/editdiscussion/9999')).res.status).toBe(404);
    expect((await member.page('/post/editdiscussion/abc')).res.status).toBe(404);
    const mod = await h.as('moderator');
    const modForm = await mod.page(`/post/editdiscussion/1/7`);
    expect(modForm.res.status).toBe(200);
    expect(main(modForm.res.body)).not.toContain('EditTimeLeft');
    expect(markers(modForm.res.body).find((m) => m.name === 'PostDiscussion')?.props).toEqual({
      discussionID: 1,
      draftID: 7,
    });
  });

  it('shows /log/filter, the moderation log and reports to moderators only (403 for others)', async () => {
    const urls = [
      '/log/filter',
      '/log/filter?recordType=discussion&recordID=3',
      '/log/filter?parentRecordID=3&recordType=comment&operation=delete',
      '/dashboard/log/moderation',
      '/dashboard/content/reports?statuses=none&recordType=discussion&recordID=27',
    ];
    const member = await h.as('member');
    for (const url of urls) {
      const guest = await h.client().page(url);
      expect(guest.res.status).toBe(403);
      expect(guest.res.body).toContain('Permission Problem');
      expect(guest.res.body).toContain('href="/entry/signin?target=');
      expect((await member.page(url)).res.status).toBe(403);
    }
    const mod = await h.as('moderator');
    for (const url of urls) expect((await mod.page(url)).res.status).toBe(200);
    const history = main((await mod.page(urls[1] ?? '')).res.body);
    expect(history).toContain('<h1>Revision History</h1>');
    expect(history).toContain('Original post');
    expect(main((await mod.page(urls[2] ?? '')).res.body)).toContain('<h1>Deleted Comments</h1>');
    expect((await mod.page('/log/filter?recordType=discussion&recordID=9999')).res.status).toBe(
      404,
    );
    expect((await mod.page('/log/filter?recordType=discussion&recordID=x')).res.status).toBe(404);
  });

  it('shows the dashboard settings to site managers only', async () => {
    expect((await (await h.as('member')).page('/dashboard/settings')).res.status).toBe(403);
    const admin = await (await h.as('admin')).page('/dashboard/settings');
    expect(admin.res.status).toBe(200);
    expect(main(admin.res.body)).toContain('<code>garden.title</code>');
  });

  it('shows "You are leaving" with a link only for http(s) targets, everything escaped', async () => {
    const c = h.client();
    const ok = main(
      (
        await c.page(
          `/home/leaving?target=${encodeURIComponent('https://example.com/a?b=1&c="<x>')}`,
        )
      ).res.body,
    );
    expect(ok).toContain('You are leaving');
    expect(ok).toContain('<code>https://example.com/a?b=1&amp;c=&quot;&lt;x&gt;</code>');
    expect(ok).toContain('href="https://example.com/a?b=1&amp;c=%22%3Cx%3E"');
    expect(ok).not.toContain('<x>');
    for (const target of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/local/path',
      '//evil.example/',
    ]) {
      const { res } = await c.page(`/home/leaving?target=${encodeURIComponent(target)}`);
      expect(res.status).toBe(200);
      const body = main(res.body);
      expect(body).toContain('You are leaving');
      expect(body).toContain('cannot be opened from here');
      expect(body).not.toMatch(/href="(?!\/")/);
      expect(body).not.toContain('<script>');
    }
    expect(main((await c.page('/home/leaving')).res.body)).toContain('No address was given.');
  });

  it('answers the title bar search (?query= and ?search=, and /kb/search) with the SearchResults marker around the legacy results', async () => {
    for (const url of ['/search?query=Formatting', '/search?search=Formatting']) {
      const { res } = await h.client().page(url);
      expect(res.status).toBe(200);
      expect(res.body).toContain('id="Discussion_18"');
      expect(markers(res.body)).toEqual([
        expect.objectContaining({ name: 'TitleBar' }),
        { name: 'SearchResults', props: {} },
      ]);
    }
    const hostile = main((await h.client().page('/search?query=%3Cimg%20src%3Dx%3E')).res.body);
    expect(hostile).toContain('value="&lt;img src=x&gt;"');
    expect(hostile).not.toContain('<img src=x>');
    const kb = await h.client().page('/kb/search?query=Formatting');
    expect(kb.res.status).toBe(200);
    expect(kb.res.body).toContain('id="Discussion_18"');
    expect(kb.res.body).toContain('action="/kb/search"');
    expect(markers(kb.res.body)[1]).toEqual({
      name: 'SearchResults',
      props: { knowledgeBase: true },
    });
  });

  it('puts only registered widgets on the demo pages', async () => {
    const mod = await h.as('moderator');
    for (const url of [
      '/',
      '/categories/help',
      '/discussion/18/x',
      '/search?query=a',
      '/playground',
      '/drafts',
      '/messages/inbox',
      '/post/discussion',
      '/post/editdiscussion/18',
      '/profile/preferences',
      '/profile/followed-content',
      '/kb/search?query=a',
      '/profile/collections/moderator',
      '/appearance/themes',
    ]) {
      for (const m of markers((await mod.page(url)).res.body)) expect(REGISTERED).toContain(m.name);
    }
  });

  it('escapes database text on the new pages', async () => {
    const member = await h.as('member');
    await member.post('/api/v2/discussions', {
      name: 'Title <img src=x onerror=alert(1)>',
      body: 'Body',
      format: 'text',
      categoryID: 1,
    });
    const mine = main((await member.page('/profile/discussions/member')).res.body);
    expect(mine).toContain('Title &lt;img src=x onerror=alert(1)&gt;');
    expect(mine).not.toContain('<img src=x');
    const found = main((await member.page('/search?query=onerror')).res.body);
    expect(found).toContain('Title &lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('sign in, sign out, register', () => {
  it('signs in with the form, sets an HttpOnly SameSite=Lax cookie and follows a local target', async () => {
    const c = h.client();
    const res = await c.signIn('member', 'demo-password', '/categories');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/categories');
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] as string[])
      .find((s) => s.startsWith('fw_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const { config } = await c.page('/');
    expect(config.currentUser).toMatchObject({ userID: 3, name: 'member' });
    expect(config.permissions.permissions[0].permissions['session.valid']).toBe(true);
  });

  it('never redirects to another site after signing in', async () => {
    expect(
      (await h.client().signIn('member', 'demo-password', 'https://evil.example/')).headers
        .location,
    ).toBe('/');
    expect(
      (await h.client().signIn('member', 'demo-password', '//evil.example/')).headers.location,
    ).toBe('/');
  });

  it('refuses a bad password, the deleted user, and a form without the CSRF key', async () => {
    expect((await h.client().signIn('member', 'wrong')).status).toBe(401);
    const deleted = await h.client().signIn('deleted-user');
    expect(deleted.status).toBe(403);
    expect(deleted.body).toContain('This account has been deleted.');
    const c = h.client();
    const res = await c.raw('POST', '/entry/signin', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'username=member&password=demo-password',
    });
    expect(res.status).toBe(403);
  });

  it('signs out with the transient key and keeps the session after a restart until then', async () => {
    const c = await h.as('member2');
    await h.restart();
    const { config, res } = await c.page('/');
    expect(config.currentUser.name).toBe('member2');
    const key = /transientKey=([^"&]+)/.exec(res.body)?.[1] ?? '';
    const out = await c.raw('GET', `/entry/signout?transientKey=${key}`, {
      headers: { accept: 'text/html' },
    });
    expect(out.status).toBe(303);
    expect((await c.page('/')).config.currentUser.userID).toBe(0);
  });

  it('registers a new member who is then signed in, and rejects taken names', async () => {
    const c = h.client();
    const form = await c.raw('GET', '/entry/register', { headers: { accept: 'text/html' } });
    const key = /name="transientKey" value="([^"]*)"/.exec(form.body)?.[1] ?? '';
    const send = (username: string): Promise<unknown> =>
      c.raw('POST', '/entry/register', {
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: new URLSearchParams({
          username,
          email: `${username}@example.com`,
          password: 'long-password',
          transientKey: key,
          target: '/',
        }).toString(),
      });
    expect(((await send('member')) as { status: number }).status).toBe(422);
    expect(((await send('newcomer')) as { status: number }).status).toBe(303);
    expect((await c.page('/')).config.currentUser.name).toBe('newcomer');
  });
});
