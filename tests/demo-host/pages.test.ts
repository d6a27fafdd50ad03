import fs from 'node:fs';
import path from 'node:path';
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

  it('serves /dist files as JavaScript with no-cache, and pages still render when dist is missing', async () => {
    expect((await h.client().get('/dist/forum-widgets.js')).status).toBe(404);
    const distDir = path.join(path.dirname(h.dbPath), 'dist');
    fs.mkdirSync(distDir, { recursive: true });
    fs.writeFileSync(path.join(distDir, 'forum-widgets.js'), 'export {};');
    const res = await h.client().get('/dist/forum-widgets.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
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
