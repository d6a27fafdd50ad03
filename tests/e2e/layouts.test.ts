/**
 * Custom layouts (issue 21) against the demo host: each flag off → the legacy page, on → the
 * layout page; the admin flags page; in-page navigation and back; the seeded layouts, which
 * together use every layout widget, at 1280, 800 and 375 px; a broken fragment and a failing
 * widget; the redirect and not-found; the page-view tick; axe. Seed: demo-host/seed/layoutsSeed.ts.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  runAxe,
  signIn,
} from './support/demoHost';
import { LAYOUT_VIEWS, layoutFlag, layoutFlagValues } from './support/layoutFlags';
import { waitForApiIdle } from './support/network';

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

async function pageAs(user: string | null, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  if (user) await signIn(page, host, user);
  return page;
}

async function setFlags(on: boolean, views = LAYOUT_VIEWS): Promise<void> {
  const page = await pageAs('admin');
  await page.goto(`${host.url}/settings/layouts`);
  const res = await api(page, 'PATCH', '/config', layoutFlagValues(on, views));
  assert.equal(res.status, 204);
  await page.close();
}

/** Opens a layout route and waits for its lookup-hydrate answer and a text of its layout. */
async function openLayout(page: Page, path: string, text: string | RegExp): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes('/api/v2/layouts/lookup-hydrate'));
  await page.goto(`${host.url}${path}`);
  assert.equal((await answered).status(), 200);
  await page.locator('#app').getByText(text).first().waitFor();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  assert.ok(scroll <= inner, `page is ${scroll} px wide in a ${inner} px window`);
}

describe('custom layouts', () => {
  it('serves the legacy pages while the flags are off', async () => {
    const page = await pageAs(null);
    for (const path of [
      '/',
      '/discussions',
      '/categories',
      '/categories/general',
      '/discussion/1',
    ]) {
      const res = await page.goto(`${host.url}${path}`);
      assert.equal(res?.status(), 200, path);
      assert.equal(await page.locator('#app').count(), 0, `${path} has no layout page`);
    }
    assert.ok(await page.locator('[data-react="DiscussionPage"]').count());
    await page.close();
  });

  it('lets an administrator flip each flag on /settings/layouts; members are refused, guests sign in', async () => {
    const guest = await pageAs(null);
    await guest.goto(`${host.url}/settings/layouts`);
    assert.match(guest.url(), /\/entry\/signin\?target=/);
    await guest.close();

    const member = await pageAs('member');
    const refused = await member.goto(`${host.url}/settings/layouts`);
    assert.equal(refused?.status(), 403);
    await member.close();

    const admin = await pageAs('admin');
    await admin.goto(`${host.url}/dashboard/settings`);
    await admin.getByRole('link', { name: 'Custom Layouts' }).click();
    await admin.getByRole('heading', { name: 'Custom Layouts' }).waitFor();
    assert.deepEqual(await runAxe(admin, 'main'), []);
    await admin.getByLabel('Home page').check();
    await Promise.all([
      admin.waitForNavigation(),
      admin.getByRole('button', { name: 'Save' }).click(),
    ]);
    await admin.getByText('Your changes have been saved.').waitFor();
    const config = await api<Record<string, boolean>>(
      admin,
      'GET',
      `/config?select=featureFlags.customLayout.*`,
    );
    assert.equal(config.json[layoutFlag('home')], true);
    assert.equal(config.json[layoutFlag('post')], false);
    await screenshot(admin, 'layouts-settings');
    await admin.getByLabel('Home page').uncheck();
    await Promise.all([
      admin.waitForNavigation(),
      admin.getByRole('button', { name: 'Save' }).click(),
    ]);
    const after = await api<Record<string, boolean>>(
      admin,
      'GET',
      `/config?select=featureFlags.customLayout.*`,
    );
    assert.equal(after.json[layoutFlag('home')], false);
    await admin.close();
  });

  it('serves the layout page of each route while its flag is on, and every widget renders at 1280, 800 and 375 px', async () => {
    await setFlags(true);
    const routes: Array<[string, string, string | RegExp]> = [
      ['home', '/', 'Member Spotlight'],
      ['discussions', '/discussions', 'Announcements Feed'],
      ['categories', '/categories', 'All Categories'],
      ['category', '/categories/help', 'Subcategories'],
      ['post', '/discussion/1', 'Related Discussions'],
      ['custom-page', '/page/community-guide', 'Community guide'],
    ];
    for (const width of [1280, 800, 375]) {
      const page = await pageAs('member', width);
      const { pageErrors } = watchConsole(page);
      for (const [name, path, text] of routes) {
        await openLayout(page, path, text);
        // Every widget of the layout has its answers: a failure or a width shows by then.
        await waitForApiIdle(page);
        assert.equal(await page.locator('[data-react="TitleBar"]').count(), 1);
        assert.doesNotMatch(await page.locator('#app').innerText(), /There was a problem loading/);
        await noSidewaysScroll(page);
        await screenshot(page, `layouts-${name}-${width}`);
      }
      assert.deepEqual(pageErrors, []);
      await page.close();
    }
  });

  it('keeps the middle column of a page layout at 600 px or more whenever a side column sits beside it', async () => {
    await setFlags(true, ['home', 'discussionList']);
    // 02 §2, §9: side panels 292 px, gutter 40, middle at least 600; '/' is two columns, '/discussions' three.
    for (const [path, text, middle, sides] of [
      ['/discussions', 'Announcements Feed', 'middleTop', ['leftTop', 'rightTop']],
      ['/', 'Member Spotlight', 'mainTop', ['secondaryTop']],
    ] as const) {
      let beside = 0;
      const page = await pageAs(null, 1440);
      await openLayout(page, path, text);
      for (const width of [1440, 1280, 1100, 900]) {
        await page.setViewportSize({ width, height: 900 });
        const rects = await page.evaluate(
          (names) =>
            names.map((name) => {
              const r = document.querySelector(`#app .fw-section-slot--${name}`)!;
              const { left, right } = r.getBoundingClientRect();
              return { name, left, right };
            }),
          [middle, ...sides],
        );
        const [mid, ...others] = rects;
        const besideNow = others.filter((o) => o.left >= mid!.right || o.right <= mid!.left);
        if (besideNow.length > 0) {
          beside += 1;
          assert.ok(
            mid!.right - mid!.left >= 600,
            `${path} at ${width} px: middle ${mid!.right - mid!.left} px beside ${besideNow.map((o) => o.name).join(', ')}`,
          );
        }
        if (width === 1440)
          assert.equal(
            besideNow.length,
            sides.length,
            `${path}: all columns side by side at 1440 px`,
          );
      }
      await page.close();
      assert.ok(beside >= 2, `${path}: side columns beside the middle at ${beside} widths only`);
    }
  });

  it('lays nav links out in two columns, and in one below 750 px (03 §9)', async () => {
    await setFlags(true, ['home']);
    const page = await pageAs(null, 1280);
    const links = Array.from({ length: 4 }, (_, i) => ({
      name: `Link ${i + 1}`,
      url: `/categories`,
    }));
    await page.route(/\/api\/v2\/layouts\/lookup-hydrate/, (route) =>
      route.fulfill({
        json: {
          layoutID: 1,
          layoutViewType: 'home',
          layout: [
            {
              $reactComponent: 'SectionOneColumn',
              $reactProps: {
                children: [{ $reactComponent: 'QuickLinks', $reactProps: { title: 'Nav', links } }],
              },
            },
          ],
        },
      }),
    );
    await page.goto(`${host.url}/`);
    const nav = page.locator('#app').getByRole('navigation', { name: 'Nav' });
    await nav.getByRole('link', { name: 'Link 4' }).waitFor();
    const tops = async (): Promise<number[]> =>
      nav.locator('li').evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top));
    const wide = await tops();
    assert.equal(wide[0], wide[1], `two columns at 1280 px: ${wide.join(', ')}`);
    await page.setViewportSize({ width: 749, height: 900 });
    const narrow = await tops();
    assert.ok(
      narrow.every((top, i) => i === 0 || top > narrow[i - 1]!),
      `one column at 749 px: ${narrow.join(', ')}`,
    );
    await page.close();
  });

  it('has exactly one h1 on every seeded layout page, and no axe violations without a banner', async () => {
    await setFlags(true);
    const page = await pageAs('member');
    for (const [path, text] of [
      ['/', 'Member Spotlight'],
      ['/discussions', 'Announcements Feed'],
      ['/categories', 'All Categories'],
      ['/categories/help', 'Subcategories'],
      ['/discussion/1', 'Related Discussions'],
      ['/page/community-guide', 'Community guide'],
    ] as const) {
      await openLayout(page, path, text);
      await waitForApiIdle(page);
      assert.equal(await page.locator('h1').count(), 1, `${path}: one h1`);
    }
    await openLayout(page, '/discussions', 'Announcements Feed');
    assert.deepEqual(await runAxe(page), []);
    await page.close();
  });

  it('has the seeded widgets on the home layout, with the custom fragment, and no axe violations', async () => {
    const page = await pageAs(null);
    await openLayout(page, '/', 'Member Spotlight');
    const app = page.locator('#app');
    for (const text of [
      'How can we help you?',
      'Recent Discussions',
      'Top Members',
      'Popular Tags',
      'Our Moderators',
      'Featured',
      'Welcome!',
    ])
      await app.getByText(text).first().waitFor();
    await app.locator('.demoFragment').getByText('Have a question?').waitFor();
    assert.equal(await page.title(), 'Demo Forum');
    assert.deepEqual(await runAxe(page), []);
    await page.close();
  });

  it('navigates between layout routes in the page, and back', async () => {
    const page = await pageAs('member');
    await openLayout(page, '/', 'Member Spotlight');
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    const answered = page.waitForResponse((r) =>
      r.url().includes('layoutViewType=discussionCategoryPage'),
    );
    await page.locator('#app').getByRole('link', { name: 'Help & Support' }).first().click();
    await answered;
    await page.locator('#app').getByText('Subcategories').waitFor();
    assert.match(page.url(), /\/categories\/help$/);
    assert.match(await page.title(), /Help & Support/);
    await page.goBack();
    await page.locator('#app').getByText('Member Spotlight').waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
      true,
    );
    await page.close();
  });

  it('follows the seeded redirect after 5000 ms and shows not found for an unknown category', async () => {
    await setFlags(true, ['discussionCategoryPage']);
    const page = await pageAs('member');
    await page.clock.install();
    const answered = page.waitForResponse((r) =>
      r.url().includes('/api/v2/layouts/lookup-hydrate'),
    );
    await page.goto(`${host.url}/categories/archive`);
    await answered;
    await page.clock.runFor(4000);
    assert.equal(new URL(page.url()).pathname, '/categories/archive', 'no redirect before 5000 ms');
    await page.clock.runFor(1000);
    await page.waitForURL(/\/categories\/off-topic$/);
    // Off Topic has no subcategories, so its layout shows the tags box but no Subcategories box.
    await page.locator('#app').getByRole('heading', { name: 'Tags' }).waitFor();
    assert.equal(await page.locator('#app').getByText('Subcategories').count(), 0);
    const res = await page.goto(`${host.url}/categories/no-such-category`);
    assert.equal(res?.status(), 404);
    await page.getByText('Category Not Found').waitFor();
    await page.getByText('The category you were looking for could not be found.').waitFor();
    await page.close();
  });

  it('shows Error Loading Fragment when the fragment script fails, and the rest of the layout stays', async () => {
    const page = await pageAs(null);
    await page.route(/\/api\/v2\/fragments\/[^/]+\/js/, (r) =>
      r.fulfill({ status: 500, body: 'no' }),
    );
    await openLayout(page, '/', 'Member Spotlight');
    await page.getByText('Error Loading Fragment').waitFor();
    await page.locator('#app').getByText('Top Members').waitFor();
    await screenshot(page, 'layouts-broken-fragment');
    await page.close();
  });

  it('tells an administrator which widget failed, and shows a member nothing', async () => {
    const inject = async (page: Page): Promise<void> => {
      await page.route(/\/api\/v2\/layouts\/lookup-hydrate/, async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as { layout: unknown[] };
        body.layout.unshift({ $reactComponent: 'NoSuchWidget', $reactProps: {} });
        await route.fulfill({ response: res, json: body });
      });
    };
    const admin = await pageAs('admin');
    await inject(admin);
    await openLayout(admin, '/', 'Member Spotlight');
    await admin.getByText('There was a problem loading NoSuchWidget').waitFor();
    await screenshot(admin, 'layouts-failing-widget-admin');
    await admin.close();

    const member = await pageAs('member');
    await inject(member);
    await openLayout(member, '/', 'Member Spotlight');
    assert.equal(await member.getByText(/There was a problem loading/).count(), 0);
    await member.close();
  });

  it('sends a page-view tick for each layout page', async () => {
    const page = await pageAs('admin');
    const tick = page.waitForResponse(
      (r) => r.url().endsWith('/api/v2/tick') && r.request().method() === 'POST',
    );
    await openLayout(page, '/categories/help', 'Subcategories');
    assert.equal((await tick).status(), 201);
    const ticks = await api<Array<{ url: string | null; payload: Record<string, unknown> }>>(
      page,
      'GET',
      '/tick?limit=5',
    );
    assert.equal(ticks.status, 200);
    assert.ok(
      ticks.json.some((t) => (t.url ?? '').endsWith('/categories/help')),
      JSON.stringify(ticks.json),
    );
    await page.close();
  });

  it('renders hostile layout JSON and widget props as text: nothing runs, no unsafe link, no foreign script', async () => {
    const X = '<img src=x onerror="window.__xss=1">';
    const JS = 'javascript:window.__xss=1';
    const hostile: unknown[] = [
      {
        $reactComponent: 'Banner',
        $reactProps: { title: X, description: `<script>window.__xss=1</script>`, showSearch: true },
      },
      {
        $reactComponent: 'Html',
        $reactProps: {
          title: X,
          html: `<p>safe html</p>${X}<script>window.__xss=1</script><a href="${JS}">bad</a><iframe src="${JS}"></iframe>`,
          css: `body{background:url("${JS}")}</style><script>window.__xss=1</script>`,
        },
      },
      {
        $reactComponent: 'QuickLinks',
        $reactProps: {
          title: 'Links',
          links: [
            { name: X, url: JS },
            { name: 'data link', url: 'data:text/html,<script>window.__xss=1</script>' },
          ],
        },
      },
      {
        $reactComponent: 'Rss',
        $reactProps: {
          title: 'Feed',
          items: [{ title: X, url: JS, description: X, imageUrl: JS }],
        },
      },
      { $reactComponent: X, $reactProps: { html: X } },
      {
        $reactComponent: '__proto__',
        $reactProps: { constructor: { prototype: { polluted: 1 } } },
      },
      {
        $reactComponent: 'Html',
        $reactProps: { html: '<p>foreign fragment</p>' },
        $fragmentImpl: {
          fragmentUUID: 'evil',
          jsUrl: 'https://evil.example/x.js',
          cssUrl: 'https://evil.example/x.css',
        },
      },
      {
        $reactComponent: 'SectionOneColumn',
        $reactProps: {
          children: [{ $reactComponent: 'Html', $reactProps: { html: X } }, 'not a node', null],
        },
      },
    ];
    const page = await pageAs('admin');
    const { pageErrors } = watchConsole(page);
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(host.url) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    await page.route(/\/api\/v2\/layouts\/lookup-hydrate/, (route) =>
      route.fulfill({
        json: { layoutID: 1, layoutViewType: 'home', layout: hostile, seo: { title: X } },
      }),
    );
    await page.goto(`${host.url}/`);
    await page.locator('#app').getByText('safe html').waitFor();
    await page
      .locator('#app')
      .getByText('foreign fragment')
      .or(page.getByText('Error Loading Fragment'))
      .first()
      .waitFor();
    await screenshot(page, 'layouts-xss');
    const state = await page.evaluate(() => ({
      xss: (window as unknown as { __xss?: number }).__xss,
      polluted: ({} as Record<string, unknown>).polluted,
      unsafe: [...document.querySelectorAll('#app a[href], #app iframe[src], #app img[src]')]
        .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
        .filter((u) => /^\s*(javascript|data|vbscript):/i.test(u)),
      handlers: [...document.querySelectorAll('#app *')].filter((el) =>
        [...el.attributes].some((a) => a.name.startsWith('on')),
      ).length,
      scripts: [...document.querySelectorAll('#app script')].length,
    }));
    assert.deepEqual(state, {
      xss: undefined,
      polluted: undefined,
      unsafe: [],
      handlers: 0,
      scripts: 0,
    });
    assert.deepEqual(foreign, []);
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it('leads every link of every layout page to a real page on the demo host', async () => {
    const page = await pageAs('member');
    const broken: string[] = [];
    const checked = new Set<string>();
    for (const [path, text] of [
      ['/', 'Member Spotlight'],
      ['/discussions', 'Announcements Feed'],
      ['/categories', 'All Categories'],
      ['/categories/help', 'Subcategories'],
      ['/discussion/1', 'Related Discussions'],
      ['/page/community-guide', 'Community guide'],
    ] as const) {
      await openLayout(page, path, text);
      const hrefs = await page
        .locator('#app a[href]')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== new URL(host.url).origin) continue;
        url.hash = '';
        if (checked.has(url.href)) continue;
        checked.add(url.href);
        const res = await page.request.get(url.href, { maxRedirects: 5 });
        if (res.status() >= 400)
          broken.push(`${path}: ${url.pathname}${url.search} → ${res.status()}`);
      }
    }
    assert.ok(checked.size > 40, `only ${checked.size} links were checked`);
    assert.deepEqual(broken, []);
    await page.close();
  });

  it('works by keyboard alone: Tab reaches every control of the post layout in order, arrows switch its tabs', async () => {
    const page = await pageAs('member');
    await openLayout(page, '/discussion/1', 'Related Discussions');
    await page.locator('#app').getByRole('tab', { name: 'Reply' }).waitFor();
    const controls = await page.locator('#app').evaluate((app) => {
      const all = app.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), select, [tabindex="0"], [contenteditable="true"]',
      );
      return [...all].filter((el) => el.getClientRects().length > 0).length;
    });
    await page.locator('body').focus();
    let reachedTab = false;
    let inApp = 0;
    let previous = '';
    for (let i = 0; i < controls + 60 && !reachedTab; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return {
          inApp: Boolean(el?.closest('#app')),
          isReplyTab: el?.getAttribute('role') === 'tab' && el.textContent === 'Reply',
          onBody: el === document.body,
          what: el ? `${el.tagName} ${el.className} "${(el.textContent ?? '').slice(0, 40)}"` : '',
        };
      });
      assert.equal(
        focused.onBody,
        false,
        `focus fell to the page body after ${i + 1} Tabs (before: ${previous})`,
      );
      previous = focused.what;
      if (focused.inApp) inApp += 1;
      reachedTab = focused.isReplyTab;
    }
    assert.ok(reachedTab, `Tab never reached the Reply tab (${inApp} stops in the layout)`);
    await page.keyboard.press('ArrowRight');
    const newTab = page.locator('#app').getByRole('tab', { name: 'New Discussion' });
    assert.equal(await newTab.getAttribute('aria-selected'), 'true');
    assert.equal(await newTab.evaluate((el) => el === document.activeElement), true);
    await page
      .locator('#app [role="tabpanel"]:not([hidden])')
      .getByRole('textbox')
      .first()
      .waitFor();
    await page.keyboard.press('Home');
    const reply = page.locator('#app').getByRole('tab', { name: 'Reply' });
    assert.equal(await reply.getAttribute('aria-selected'), 'true');
    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('role')),
      'tabpanel',
      'Tab from the selected tab goes to its panel',
    );
    await page.close();
  });

  it('serves the legacy page again once a flag is turned off', async () => {
    await setFlags(false, ['home']);
    const page = await pageAs(null);
    await page.goto(`${host.url}/`);
    assert.equal(await page.locator('#app').count(), 0);
    await page.close();
  });
});
