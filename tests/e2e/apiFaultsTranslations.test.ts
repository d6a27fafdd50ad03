// API faults, the translation editor (issue 20; issue 30 §2): each call of the translation modal
// with the faults that need a real page. A refused (500) or unanswered load shows its message
// with Retry inside the modal, which still closes; a hanging load shows the loader, and closing
// the modal cancels it (opening again loads the fields); a refused or unanswered save shows the
// error, keeps the typed text and the dirty state, and the server keeps what it had; a hanging
// save keeps Save busy. Nothing throws uncaught; the title bar keeps working. The other faults
// of these calls are one path per call: tests/unit/features/translations/translationFaults.test.tsx
// shows each, tests/unit/api/faultMatrix.test.ts every call × every fault.
//
// The calls (src/features/translations, src/features/locales):
//   GET   /locales                          the locale switcher
//   GET   /translations/vanilla?locale=…    the locale's saved translations
//   PATCH /translations/vanilla             Save: non-empty values
//   PATCH /translations/vanilla/remove      Save: emptied translations
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { screenshot, watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  signIn,
} from './support/demoHost';
import { FAULT_TEXT, FAULTS, faultOn, titleBarWorks } from './support/faults';

const fault = (name: string) => FAULTS.find((f) => f.name === name)!;
const F500 = fault('500');
const NETWORK = fault('network');
const HANG = fault('hang');

let browser: Browser;
let host: DemoHost;
let page: Page;
let seen: ReturnType<typeof watchConsole>;

const ID = 6;

before(async () => {
  ({ host, browser } = await openHostAndBrowser());
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  seen = watchConsole(page);
  await signIn(page, host, 'admin');
});
after(() => closeHostAndBrowser({ host, browser }));

async function openList(): Promise<void> {
  await page.goto(`${host.url}/discussions`);
  await page.evaluate(() => window.ForumWidgets!.ready);
  await page.locator(`#fw-discussion-${ID}-title`).waitFor();
}

async function openModal(): Promise<Locator> {
  await page
    .locator(`[data-react="DiscussionList"] li:has(#fw-discussion-${ID}-title)`)
    .getByRole('button', { name: 'Discussion Options' })
    .click();
  await page.getByRole('menuitem', { name: 'Translate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Translate Discussion' });
  await dialog.waitFor();
  return dialog;
}

async function serverFr(): Promise<string[]> {
  const res = await api<{ translation: string }[]>(
    page,
    'GET',
    `/translations/vanilla?locale=fr&recordType=discussion&recordIDs[]=${ID}`,
  );
  return res.json.map((t) => t.translation);
}

/** The modal's error for `fault` (a hang shows the loader instead). */
async function showsFailure(dialog: Locator, fault: string): Promise<void> {
  const alert = dialog.getByRole('alert');
  await alert.first().waitFor();
  const text = (await alert.first().textContent()) ?? '';
  const says: Record<string, RegExp> = {
    ...FAULT_TEXT,
    network: /Something went wrong while contacting the server\./,
  };
  assert.match(text, says[fault]!, fault);
}

async function close(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('dialog', { name: 'Unsaved Changes' });
  if (await ask.isVisible()) await ask.getByRole('button', { name: 'Continue' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('translation editor under API faults', () => {
  it('GET /locales: refused (500), the message with Retry; hanging, the loader; the modal still closes', async () => {
    for (const fault of [F500, HANG]) {
      await openList();
      const unroute = await faultOn(page, '/locales', 'GET', fault.apply);
      const dialog = await openModal();
      if (fault.name === 'hang') {
        await dialog.getByRole('status', { name: 'Loading' }).waitFor();
      } else {
        await showsFailure(dialog, fault.name);
        if (fault.name === '500') await screenshot(page, 'translations-fault-locales-500');
        await unroute();
        await dialog.getByRole('button', { name: 'Retry' }).click();
        await dialog.getByRole('textbox', { name: 'Title' }).waitFor();
      }
      await close(dialog);
      await unroute();
      await titleBarWorks(page, `locales ${fault.name}`);
    }
  });

  it('GET /translations/vanilla: no answer (network), the message with Retry, then the fields; hanging, closing cancels it', async () => {
    await openList();
    for (const fault of [NETWORK, HANG]) {
      const unroute = await faultOn(page, '/translations/vanilla', 'GET', fault.apply);
      const dialog = await openModal();
      if (fault.name === 'hang') {
        await dialog.getByRole('status', { name: 'Loading' }).waitFor();
        assert.ok(await dialog.getByRole('button', { name: 'Save' }).isDisabled());
      } else {
        await showsFailure(dialog, fault.name);
        await unroute();
        await dialog.getByRole('button', { name: 'Retry' }).click();
        await dialog.getByRole('textbox', { name: 'Title' }).waitFor();
      }
      await close(dialog);
      await unroute();
      await titleBarWorks(page, `translations ${fault.name}`);
    }
    // The hung load was aborted on close: opening again loads the fields.
    const dialog = await openModal();
    await dialog.getByRole('textbox', { name: 'Title' }).waitFor();
    await close(dialog);
  });

  it('PATCH /translations/vanilla: refused (500) or hanging, the text and the dirty state stay; nothing saved', async () => {
    await openList();
    const before = await serverFr();
    for (const fault of [F500, HANG]) {
      const unroute = await faultOn(page, '/translations/vanilla', 'PATCH', fault.apply);
      const dialog = await openModal();
      const field = dialog.getByRole('textbox', { name: 'Title' });
      await field.fill(`Essai ${fault.name}`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      if (fault.name === 'hang') {
        await dialog.getByRole('button', { name: 'Save' }).and(page.locator(':disabled')).waitFor();
      } else {
        await showsFailure(dialog, fault.name);
      }
      assert.equal(await field.inputValue(), `Essai ${fault.name}`);
      await dialog.getByText('You have unsaved changes').waitFor();
      assert.deepEqual(await serverFr(), before);
      await close(dialog);
      await unroute();
      await titleBarWorks(page, `save ${fault.name}`);
    }
  });

  it('PATCH /translations/vanilla/remove: no answer (network), the error, the emptied field stays; the translation too', async () => {
    await api(page, 'PATCH', '/translations/vanilla', [
      {
        translationPropertyKey: `discussion.${ID}.name`,
        recordType: 'discussion',
        recordID: ID,
        propertyName: 'name',
        locale: 'fr',
        translation: 'Gardée',
      },
    ]);
    await openList();
    for (const fault of [NETWORK]) {
      const unroute = await faultOn(page, '/translations/vanilla/remove', 'PATCH', fault.apply);
      const dialog = await openModal();
      const field = dialog.getByRole('textbox', { name: 'Title' });
      assert.equal(await field.inputValue(), 'Gardée');
      await field.fill('');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await showsFailure(dialog, fault.name);
      assert.equal(await field.inputValue(), '');
      assert.deepEqual(await serverFr(), ['Gardée']);
      await close(dialog);
      await unroute();
      await titleBarWorks(page, `remove ${fault.name}`);
    }
    assert.deepEqual(seen.pageErrors, []);
  });
});
