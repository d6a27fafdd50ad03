/**
 * The demo host's custom layouts (issue 21): lookup-hydrate, fragments, the admin tick list, the
 * flag-switched pages and /settings/layouts. Answers are checked against api/openapi.yaml.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { contractViolations, startHarness, type Harness, type Json } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const lookup = (view: string, recordType: string, recordID: string | number, params = ''): string =>
  `/api/v2/layouts/lookup-hydrate?layoutViewType=${view}&recordType=${recordType}&recordID=${recordID}${params}`;

/** Every `$reactComponent` in a hydrated layout, depth first. */
function names(nodes: Json): string[] {
  const out: string[] = [];
  const walk = (value: Json): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if (typeof value.$reactComponent === 'string') out.push(value.$reactComponent);
      Object.values(value).forEach(walk);
    }
  };
  walk(nodes);
  return out;
}

/** Every URL-like field of the hydrated props. */
function links(nodes: Json): string[] {
  const out: string[] = [];
  const walk = (value: Json, key = ''): void => {
    if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === 'object')
      Object.entries(value).forEach(([k, v]) => walk(v, k));
    else if (typeof value === 'string' && ['url', 'to'].includes(key)) out.push(value);
  };
  walk(nodes);
  return out;
}

describe('custom layouts on the demo host', () => {
  it('seeds layouts that together use every widget of the layout contract', async () => {
    const c = h.client();
    const all = [
      lookup('home', 'global', -1, '&params[locale]=en'),
      lookup('discussionList', 'global', -1),
      lookup('categoryList', 'global', -1),
      lookup('discussionCategoryPage', 'category', 3, '&params[page]=1'),
      lookup('post', 'discussion', 1),
    ];
    const used = new Set<string>();
    for (const url of all) {
      const res = await c.get(url);
      expect(res.status).toBe(200);
      names(res.json.layout).forEach((n) => used.add(n));
      expect(res.json.titleBar).toEqual({ $reactComponent: 'TitleBar', $reactProps: {} });
      expect(res.json.seo.title).toEqual(expect.any(String));
    }
    const types = fs.readFileSync(path.resolve('src/features/layouts/widgetPropTypes.ts'), 'utf8');
    const contract = [
      'SectionOneColumn',
      'SectionTwoColumns',
      'SectionThreeColumns',
      'SectionEvenColumns',
      ...['Banner', 'Breadcrumbs', 'Html', 'QuickLinks', 'Categories', 'Tags', 'Rss'],
      ...['UserSpotlight', 'RoleSpotlight', 'SiteTotals', 'NewPostMenu', 'Leaderboard'],
      ...['Discussions', 'Tabs', 'CallToAction', 'GuestCallToAction', 'FeaturedCollections'],
      ...['CategoryFollow', 'SuggestedContent', 'Search'],
      ...['OriginalPost', 'CommentThread', 'Attachments', 'PostMeta', 'CreateComment'],
      ...['PostTags', 'SuggestedAnswers', 'CreatePostForm'],
    ];
    expect(types).toContain('BannerProps');
    expect(contract.filter((n) => !used.has(n))).toEqual([]);
    expect(contractViolations(h)).toEqual([]);
  });

  it('fills widget data from the database, with links to pages the demo host serves', async () => {
    const c = await h.as('member');
    const home = (await c.get(lookup('home', 'global', -1))).json;
    const urls = [...new Set(links(home.layout))];
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) {
      const page = await c.raw('GET', new URL(url, 'http://localhost').pathname, {
        headers: { accept: 'text/html' },
      });
      expect([url, page.status]).toEqual([url, 200]);
    }
    const fragment = names(home.layout).indexOf('CallToAction');
    expect(fragment).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(home.layout)).toContain(
      '/api/v2/fragments/8a1f0c2e-5b7d-4e3a-9c61-2f4d8e0b7a15/js',
    );
  });

  it('hides what the viewer may not see: staff categories are 404, and absent from the cards', async () => {
    const guest = h.client();
    expect((await guest.get(lookup('discussionCategoryPage', 'category', 8))).status).toBe(404);
    const cards = JSON.stringify((await guest.get(lookup('categoryList', 'global', -1))).json);
    expect(cards).not.toContain('Staff Lounge');
    const admin = await h.as('admin');
    expect((await admin.get(lookup('discussionCategoryPage', 'category', 8))).status).toBe(200);
  });

  it('answers the seeded redirect, 404 for unknown records, 422 for a bad view type', async () => {
    const c = h.client();
    const redirect = await c.get(lookup('discussionCategoryPage', 'category', 'archive'));
    expect(redirect.json).toEqual({ redirectTo: '/categories/off-topic', status: 302 });
    expect((await c.get(lookup('post', 'discussion', 99999))).status).toBe(404);
    expect((await c.get(lookup('post', 'comment', 99999))).status).toBe(404);
    expect((await c.get(lookup('discussionCategoryPage', 'category', 'nope'))).status).toBe(404);
    expect((await c.get(lookup('home', 'global', 5))).status).toBe(422);
    expect((await c.get(lookup('bogus', 'global', -1))).status).toBe(422);
    const comment = await c.get(lookup('post', 'comment', 1));
    expect(comment.status).toBe(200);
    expect(comment.json.layoutViewType).toBe('post');
  });

  it('serves fragment scripts and stylesheets, and lists ticks to administrators only', async () => {
    const c = h.client();
    const js = await c.get('/api/v2/fragments/8a1f0c2e-5b7d-4e3a-9c61-2f4d8e0b7a15/js');
    expect(js.status).toBe(200);
    expect(String(js.headers['content-type'])).toMatch(/^text\/javascript/);
    expect(js.body).toContain("registerLazy('fragment:8a1f0c2e-5b7d-4e3a-9c61-2f4d8e0b7a15'");
    const css = await c.get('/api/v2/fragments/8a1f0c2e-5b7d-4e3a-9c61-2f4d8e0b7a15/css');
    expect(String(css.headers['content-type'])).toMatch(/^text\/css/);
    expect((await c.get('/api/v2/fragments/nope/js')).status).toBe(404);

    const member = await h.as('member');
    expect((await member.post('/api/v2/tick', { type: 'pageview', url: '/x' })).status).toBe(201);
    expect((await member.get('/api/v2/tick')).status).toBe(403);
    const admin = await h.as('admin');
    const ticks = await admin.get('/api/v2/tick?limit=1');
    expect(ticks.json[0]).toMatchObject({ url: '/x', userID: 3, payload: { type: 'pageview' } });
  });

  it('switches each route between the legacy page and the layout page with its flag', async () => {
    const admin = await h.as('admin');
    const routes = ['/', '/discussions', '/categories', '/categories/help', '/discussion/1'];
    for (const r of routes) expect((await admin.page(r)).res.body).not.toContain('<div id="app">');
    const views = ['home', 'discussionList', 'categoryList', 'discussionCategoryPage', 'post'];
    await admin.page('/settings/layouts');
    const patch = await admin.patch(
      '/api/v2/config',
      Object.fromEntries(views.map((v) => [`featureFlags.customLayout.${v}.Enabled`, true])),
    );
    expect(patch.status).toBe(204);
    for (const r of routes) {
      const { res } = await admin.page(r);
      expect([r, res.status, res.body.includes('<div id="app"></div>')]).toEqual([r, 200, true]);
      expect(res.body).toContain('data-react="TitleBar"');
    }
    expect((await admin.page('/categories/nope')).res.status).toBe(404);
    await admin.patch(
      '/api/v2/config',
      Object.fromEntries(views.map((v) => [`featureFlags.customLayout.${v}.Enabled`, false])),
    );
    expect((await admin.page('/')).res.body).not.toContain('<div id="app">');
  });

  it('hydrates the seeded custom page, and answers 404 for pages that are not configured', async () => {
    const c = h.client();
    const res = await c.get(lookup('customPage', 'customPage', 1, '&params[customPageID]=1'));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      layoutViewType: 'customPage',
      contexts: [{ recordType: 'customPage', recordID: '1', customPageID: 1 }],
      seo: { title: 'Community guide' },
    });
    expect(names(res.json.layout)).toEqual(
      expect.arrayContaining(['Breadcrumbs', 'Html', 'Discussions', 'QuickLinks', 'Tags']),
    );
    const crumbs = res.json.layout[0].$reactProps.breadcrumbs[0].$reactProps.crumbs;
    expect(crumbs.map((c: Json) => [c.name, new URL(c.url).pathname])).toEqual([
      ['Home', '/'],
      ['Community guide', '/page/community-guide'],
    ]);
    for (const id of [2, 0, 'community-guide'])
      expect((await c.get(lookup('customPage', 'customPage', id))).status).toBe(404);
    expect((await c.get(lookup('home', 'customPage', 1))).status).toBe(404);
    const config = await c.get('/api/v2/config?select=customLayout.customPages');
    expect(config.json['customLayout.customPages']).toEqual([
      { customPageID: 1, urlcode: '/page/community-guide' },
    ]);
    expect(contractViolations(h)).toEqual([]);
  });

  it('serves a custom page as the layout page while its flag is on, the legacy 404 when off', async () => {
    const admin = await h.as('admin');
    const guide = '/page/community-guide';
    const off = await admin.page(guide);
    expect(off.res.status).toBe(404);
    expect(off.res.body).not.toContain('<div id="app">');
    const flag = 'featureFlags.customLayout.customPage.Enabled';
    expect((await admin.patch('/api/v2/config', { [flag]: true })).status).toBe(204);
    for (const path of [guide, '/Page/Community-Guide/']) {
      const { res, config } = await admin.page(path);
      expect([path, res.status, res.body.includes('<div id="app"></div>')]).toEqual([
        path,
        200,
        true,
      ]);
      expect(res.body).toContain('<title>Community guide - Demo Forum</title>');
      expect(config.config[flag]).toBe(true);
      expect(config.config['customLayout.customPages']).toEqual([
        { customPageID: 1, urlcode: guide },
      ]);
    }
    expect((await admin.page('/page/other')).res.status).toBe(404);
    // A configured page without a layout still gets the layout page, with a 404 status; a page
    // at a fixed route's path never takes that route over.
    const pages = [
      { customPageID: 1, urlcode: guide },
      { customPageID: 9, urlcode: '/page/no-layout' },
      { customPageID: 10, urlcode: '/discussions' },
      { customPageID: 'x', urlcode: '/page/bad' },
    ];
    expect(
      (await admin.patch('/api/v2/config', { 'customLayout.customPages': pages })).status,
    ).toBe(204);
    const noLayout = await admin.page('/page/no-layout');
    expect([noLayout.res.status, noLayout.res.body.includes('<div id="app">')]).toEqual([
      404,
      true,
    ]);
    expect((await admin.page('/discussions')).res.body).not.toContain('<div id="app">');
    expect((await admin.page('/page/bad')).res.status).toBe(404);
    expect((await admin.page('/page/bad')).res.body).not.toContain('<div id="app">');
    const settings = await admin.page('/settings/layouts');
    expect(settings.res.body).toContain(flag);
    expect(settings.res.body).toMatch(/id="flag-customPage"[^>]* checked/);
    expect(settings.res.body).toContain('/page/community-guide, /page/no-layout, /discussions');
    await admin.patch('/api/v2/config', {
      [flag]: false,
      'customLayout.customPages': [{ customPageID: 1, urlcode: guide }],
    });
    expect((await admin.page(guide)).res.body).not.toContain('<div id="app">');
  });

  it('gives a database seeded before the custom page its layout and config value on start', async () => {
    const db = new Database(h.dbPath);
    try {
      db.prepare("DELETE FROM layouts WHERE layoutViewType = 'customPage'").run();
      db.prepare("DELETE FROM config WHERE key = 'customLayout.customPages'").run();
    } finally {
      db.close();
    }
    const c = h.client();
    expect((await c.get(lookup('customPage', 'customPage', 1))).status).toBe(404);
    await h.restart();
    expect((await c.get(lookup('customPage', 'customPage', 1))).status).toBe(200);
    const layouts = await c.get(lookup('home', 'global', -1));
    expect(layouts.json.layoutID).toBe(1);
  });

  it('lets administrators alone save the flags on /settings/layouts', async () => {
    const member = await h.as('member');
    expect((await member.page('/settings/layouts')).res.status).toBe(403);
    const admin = await h.as('admin');
    const { res } = await admin.page('/settings/layouts');
    const key = /name="transientKey" value="([^"]*)"/.exec(res.body)?.[1] ?? '';
    const saved = await admin.raw('POST', '/settings/layouts', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({ transientKey: key, post: '1' }).toString(),
    });
    expect(saved.body).toContain('Your changes have been saved.');
    const config = await admin.get('/api/v2/config?select=featureFlags.customLayout.*');
    expect(config.json['featureFlags.customLayout.post.Enabled']).toBe(true);
    expect(config.json['featureFlags.customLayout.home.Enabled']).toBe(false);
    const forged = await admin.raw('POST', '/settings/layouts', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({ transientKey: 'wrong', home: '1' }).toString(),
    });
    expect(forged.status).toBe(403);
  });
});
