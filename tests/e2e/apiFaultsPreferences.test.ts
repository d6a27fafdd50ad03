// API faults, the notification preferences (issue 20; issue 30 §2): /profile/preferences
// (NotificationPreferences) and /profile/followed-content (FollowedContent), each call with the
// faults that need a real page: a refusal (500) or a network error, and for a settings change
// the 408 and the hang. Loads show their error state with Retry (or the privacy default), saves
// roll back with a toast (or the follow table's error), the server keeps what it had, the rest
// of the page keeps working, and nothing throws uncaught. The other faults of these calls are
// one path per call: tests/unit/widgets/NotificationPreferences/preferencesFaults.test.tsx shows
// each, tests/unit/api/faultMatrix.test.ts every call × every fault.
//
// The calls (read from src/features/notificationPreferences, src/features/analytics,
// src/features/categories and the two widgets):
//   GET   /notification-preferences/schema          both pages
//   GET   /notification-preferences/{userID}        both pages
//   PATCH /notification-preferences/{userID}        a settings change, the language
//   GET   /analytics/privacy                        the privacy choice
//   POST  /analytics/privacy                        a privacy change
//   GET   /categories?followed=true                 the followed categories
//   PATCH /categories/{id}/preferences/{userID}     a table change, Unfollow
// (POST /analytics/privacy is followed by GET /config for the cookie, which the config tests cover.)
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  signIn,
} from './support/demoHost';
import {
  dismissToasts,
  type Fault,
  FAULT_TEXT,
  FAULTS,
  faultOn,
  titleBarWorks,
} from './support/faults';

const MEMBER = 3;
let browser: Browser;
let host: DemoHost;
let page: Page;
let pageErrors: string[];

before(async () => {
  ({ host, browser } = await openHostAndBrowser());
  page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  await signIn(page, host, 'member');
  pageErrors = watchConsole(page).pageErrors;
});
after(() => closeHostAndBrowser({ host, browser }));

const prefs = () => page.getByRole('group', { name: 'Notification Preferences' });
const followed = () => page.getByRole('group', { name: 'Followed Content' });
const HANG = FAULTS.find((f) => f.name === 'hang')!;
const OK_408 = FAULTS.find((f) => f.name === '408')!;
const F500 = FAULTS.find((f) => f.name === '500')!;
const NETWORK = FAULTS.find((f) => f.name === 'network')!;
/** The words of a request that got no answer (src/api/apiError.ts). */
const NO_ANSWER = /Something went wrong while contacting the server\./;
const SAYS: Record<string, RegExp> = { ...FAULT_TEXT, network: NO_ANSWER };

async function open(path: string): Promise<void> {
  await page.goto(`${host.url}${path}`);
  await page.evaluate(() => window.ForumWidgets!.ready);
}

/**
 * The load failure shows (LoadFailure: the server's message with Retry); once the fault is off,
 * Retry recovers.
 */
async function failsThenRecovers(
  scope: ReturnType<typeof prefs>,
  fault: Fault,
  off: () => Promise<void>,
  recovered: () => Promise<void>,
): Promise<void> {
  await scope.locator('.fw-loadFailure').waitFor();
  await scope.locator('.fw-loadFailure').getByText(SAYS[fault.name]!).first().waitFor();
  await titleBarWorks(page, `load ${fault.name}`);
  await off();
  await scope.getByRole('button', { name: 'Retry' }).click();
  await recovered();
}

describe('API faults: /profile/preferences', () => {
  it('GET schema and GET /analytics/privacy refused (500): an error state with Retry, and the privacy default (-1) with a word; Retry recovers', async () => {
    const off = await faultOn(page, '/notification-preferences/schema', 'GET', F500.apply);
    const offPrivacy = await faultOn(page, '/analytics/privacy', 'GET', F500.apply);
    await open('/profile/preferences');
    // The rest of the widget keeps working: the privacy choice shows the site default.
    await prefs().getByRole('radio', { name: 'Use the site default', checked: true }).waitFor();
    await prefs().getByText('Your privacy setting could not be loaded').waitFor();
    await offPrivacy();
    await failsThenRecovers(prefs(), F500, off, () =>
      prefs().getByRole('checkbox').first().waitFor(),
    );
    assert.deepEqual(pageErrors, []);
  });

  it('GET settings, no answer (network): an error state with Retry; Retry recovers', async () => {
    const off = await faultOn(page, `/notification-preferences/${MEMBER}`, 'GET', NETWORK.apply);
    await open('/profile/preferences');
    await prefs().getByRole('radio', { name: 'Use the site default' }).waitFor();
    await failsThenRecovers(prefs(), NETWORK, off, () =>
      prefs().getByRole('checkbox').first().waitFor(),
    );
    assert.deepEqual(pageErrors, []);
  });

  it('GET schema or settings that hang: a loading state, the rest of the page works', async () => {
    const off = await faultOn(page, '/notification-preferences/schema', 'GET', HANG.apply);
    await open('/profile/preferences');
    await prefs().getByRole('radio', { name: 'Use the site default' }).waitFor();
    assert.equal(await prefs().getByRole('checkbox').count(), 0);
    await titleBarWorks(page, 'prefs hang');
    await off();
  });

  it('PATCH settings: a refusal (500) rolls the box back with a toast, the server keeps its value; a 408 keeps the change; a hang leaves the form usable', async () => {
    await open('/profile/preferences');
    const box = prefs().getByRole('checkbox', { name: /^Notification popup Mentions/ });
    await box.waitFor();
    const was = await box.isChecked();
    const path = `/notification-preferences/${MEMBER}`;
    {
      const fault = F500;
      const off = await faultOn(page, path, 'PATCH', fault.apply);
      const answered = page.waitForEvent('requestfinished', {
        predicate: (r) => r.method() === 'PATCH',
      });
      const failedReq = page.waitForEvent('requestfailed', {
        predicate: (r) => r.method() === 'PATCH',
      });
      await box.setChecked(!was).catch(() => undefined);
      await Promise.race([answered, failedReq]);
      const handle = await box.elementHandle();
      await page.waitForFunction(([el, checked]) => (el as HTMLInputElement).checked === checked, [
        handle,
        was,
      ] as const);
      assert.equal(await box.isChecked(), was, fault.name);
      const toast = page.locator('.fw-toasts');
      await toast.getByRole('alert').first().waitFor();
      await toast.getByText(SAYS[fault.name]!).first().waitFor();
      await dismissToasts(page);
      const server = (await api<Record<string, Record<string, boolean>>>(page, 'GET', path)).json;
      assert.equal(server.Mention!.popup, was, fault.name);
      await off();
    }
    // A 408 counts as success (01 §7): kept, no failure toast.
    const off = await faultOn(page, path, 'PATCH', OK_408.apply);
    const done = page.waitForEvent('requestfinished', { predicate: (r) => r.method() === 'PATCH' });
    await box.setChecked(!was);
    await done;
    assert.equal(await page.locator('.fw-toasts').getByRole('alert').count(), 0);
    await off();
    // A hang: the box shows the change, the form stays usable.
    const hang = await faultOn(page, path, 'PATCH', HANG.apply);
    const other = prefs().getByRole('checkbox', { name: /^Notification popup New comments/ });
    const otherWas = await other.isChecked();
    await other.setChecked(!otherWas);
    await titleBarWorks(page, 'patch hang');
    await prefs().getByLabel('Notification language').waitFor();
    await hang();
    assert.deepEqual(pageErrors, []);
  });

  it('POST /analytics/privacy: a network error puts the choice back with a toast; the server keeps it', async () => {
    await open('/profile/preferences');
    const before = (await api<{ AnonymizeData: number }>(page, 'GET', '/analytics/privacy')).json;
    const chosen = prefs().getByRole('radio', { name: 'Do not anonymize my analytics data' });
    for (const fault of [NETWORK]) {
      const off = await faultOn(page, '/analytics/privacy', 'POST', fault.apply);
      await chosen.check().catch(() => undefined);
      await page.locator('.fw-toasts').getByRole('alert').first().waitFor();
      await prefs().getByRole('radio', { name: 'Use the site default', checked: true }).waitFor();
      await dismissToasts(page);
      const now = (await api<{ AnonymizeData: number }>(page, 'GET', '/analytics/privacy')).json;
      assert.deepEqual(now, before, fault.name);
      await off();
    }
    assert.deepEqual(pageErrors, []);
  });
});

describe('API faults: /profile/followed-content', () => {
  it('GET /categories?followed: a refusal (500) shows an error state with Retry; Retry recovers', async () => {
    for (const fault of [F500]) {
      const off = await faultOn(page, '/categories', 'GET', fault.apply);
      await open('/profile/followed-content');
      await failsThenRecovers(followed(), fault, off, () =>
        followed().getByRole('listitem', { name: 'General' }).waitFor(),
      );
    }
    assert.deepEqual(pageErrors, []);
  });

  it('GET settings and schema refused (500): the table still shows', async () => {
    const offs = await Promise.all(
      ['/notification-preferences/schema', `/notification-preferences/${MEMBER}`].map((path) =>
        faultOn(page, path, 'GET', F500.apply),
      ),
    );
    await open('/profile/followed-content');
    await followed()
      .getByRole('listitem', { name: 'General' })
      .getByRole('checkbox')
      .first()
      .waitFor();
    for (const off of offs) await off();
  });

  it('PATCH category preferences: an Unfollow that meets a network error shows the error and loses nothing; a hanging one leaves the page usable', async () => {
    const path = `/categories/1/preferences/${MEMBER}`;
    for (const fault of [NETWORK]) {
      await open('/profile/followed-content');
      const general = followed().getByRole('listitem', { name: 'General' });
      await general.getByRole('checkbox').first().waitFor();
      const off = await faultOn(page, path, 'PATCH', fault.apply);
      const done = Promise.race([
        page.waitForEvent('requestfinished', { predicate: (r) => r.method() === 'PATCH' }),
        page.waitForEvent('requestfailed', { predicate: (r) => r.method() === 'PATCH' }),
      ]);
      await general.getByRole('button', { name: 'Unfollow General' }).click();
      await done;
      await general.getByRole('alert').first().waitFor();
      await general.getByText(SAYS[fault.name]!).first().waitFor();
      await general.getByRole('button', { name: 'Unfollow General' }).waitFor();
      const server = (await api<Record<string, boolean>>(page, 'GET', path)).json;
      assert.equal(server['preferences.followed'], true, fault.name);
      await off();
    }
    // A hang: the row stays, the page works.
    const general = followed().getByRole('listitem', { name: 'General' });
    const hang = await faultOn(page, path, 'PATCH', HANG.apply);
    await general.getByRole('button', { name: 'Unfollow General' }).click();
    await titleBarWorks(page, 'unfollow hang');
    await followed().getByRole('listitem', { name: 'Help & Support' }).waitFor();
    await hang();
    assert.deepEqual(pageErrors, []);
  });
});
