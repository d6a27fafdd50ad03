import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { SCREENSHOT_DIR, SCREENSHOTS } from './support/browser';
import { assertOpensInPlace, entranceFrames } from './support/entrance';
import { closeHostAndBrowser, type DemoHost, openHostAndBrowser, runAxe } from './support/demoHost';
import { waitForApiIdle } from './support/network';
import path from 'node:path';
import { mkdirSync } from 'node:fs';

let browser: Browser;
let host: DemoHost;

before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

const GALLERY = '[data-react="UiGallery"]';
const PARTS = [
  'flyout',
  'modal',
  'toast',
  'tooltip',
  'select',
  'loader',
  'alerts',
  'people',
  'controls',
  'errors',
];

async function openPlayground(width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${host.url}/playground`);
  await page.waitForSelector(`${GALLERY} .fw-uiGallery`);
  return page;
}

/** A picture of `selector` for the docs, when screenshots are asked for (`SCREENSHOTS=1`). */
async function shot(page: Page, selector: string, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page
    .locator(selector)
    .first()
    .screenshot({ animations: 'disabled', path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** The full page, for the docs, when screenshots are asked for (`SCREENSHOTS=1`). */
async function pageShot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ animations: 'disabled', path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

describe('interface kit on /playground', () => {
  // The gallery's markup is the same at every width (no breakpoint of the kit changes it): axe
  // runs once, at 1280 px; the pictures are taken at both widths.
  it('has no axe violations and a screenshot of every part at 1280 px', async () => {
    const page = await openPlayground(1280);
    const violations = await runAxe(page, GALLERY);
    assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));
    for (const part of PARTS)
      await shot(page, `${GALLERY} [data-part="${part}"]`, `ui-${part}-1280`);
    await page.close();
  });

  it(
    'a screenshot of every part at 375 px',
    { skip: !SCREENSHOTS && 'SCREENSHOTS=1' },
    async () => {
      const page = await openPlayground(375);
      await waitForApiIdle(page);
      for (const part of PARTS)
        await shot(page, `${GALLERY} [data-part="${part}"]`, `ui-${part}-375`);
      await page.close();
    },
  );

  it('works by keyboard alone: menu, panel, modal, select box, tooltip and toast', async () => {
    const page = await openPlayground(1280);
    const focusIn = async (selector: string): Promise<void> => {
      await page.locator(selector).first().focus();
    };
    const active = (): Promise<string> =>
      page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

    // Menu button: Enter opens on the first item, arrows move, Escape closes and returns focus.
    await focusIn(`${GALLERY} [data-part="flyout"] button[aria-haspopup="menu"]`);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${GALLERY} [role="menu"]`);
    assert.equal(await active(), 'Bookmark');
    await page.keyboard.press('ArrowDown');
    assert.equal(await active(), 'Close');
    await shot(page, `${GALLERY} [data-part="flyout"]`, 'ui-flyout-open');
    await page.keyboard.press('Escape');
    assert.equal(await page.locator(`${GALLERY} [role="menu"]`).count(), 0);
    assert.equal(await active(), 'Discussion options');

    // Modal: focus moves in, Tab stays inside, Escape closes, focus comes back.
    await focusIn(`${GALLERY} [data-part="modal"] button`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="dialog"][aria-modal="true"]');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      assert.ok(
        await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
        'focus stays in the dialog',
      );
    }
    await pageShot(page, 'ui-modal-open');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="dialog"][aria-modal="true"]', { state: 'detached' });
    assert.equal(await active(), 'Open modal');

    // Select box: ArrowDown opens, ArrowDown moves, Enter selects and closes.
    await focusIn(`${GALLERY} [role="combobox"]`);
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector(`${GALLERY} [role="listbox"]`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    assert.equal(await page.locator(`${GALLERY} [role="listbox"]`).count(), 0);
    assert.match(
      (await page.textContent(`${GALLERY} [role="combobox"]`)) ?? '',
      /Recently created/,
    );

    // Tooltip: keyboard focus shows it, Escape dismisses it.
    await focusIn(`${GALLERY} [data-part="tooltip"] button`);
    await page.waitForSelector('[role="tooltip"]');
    // Placed above its trigger (8 px apart) and centred on it, once Floating UI has measured.
    const trigger = page.locator(`${GALLERY} [data-part="tooltip"] button`);
    await page.waitForFunction(
      ([tipSel, triggerSel]) => {
        const tip = document.querySelector(tipSel!)!.getBoundingClientRect();
        const at = document.querySelector(triggerSel!)!.getBoundingClientRect();
        const dx = tip.left + tip.width / 2 - (at.left + at.width / 2);
        return Math.abs(at.top - tip.bottom - 8) <= 2 && Math.abs(dx) <= 2;
      },
      ['[role="tooltip"]', `${GALLERY} [data-part="tooltip"] button`] as const,
    );
    assert.equal(
      await trigger.getAttribute('aria-describedby'),
      await page.locator('[role="tooltip"]').getAttribute('id'),
    );
    await pageShot(page, 'ui-tooltip-open');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="tooltip"]', { state: 'detached' });

    // Toast: Enter raises it; it is announced as a status message.
    await focusIn(`${GALLERY} [data-part="toast"] button`);
    await page.keyboard.press('Enter');
    const toast = page.locator('.fw-toasts [role="status"]', {
      hasText: 'Success! Preferences saved.',
    });
    await toast.first().waitFor();
    await pageShot(page, 'ui-toast-open');
    await page.close();
  });
  it('menus, panels and select boxes open by their buttons, not flying in from the corner', async () => {
    const page = await openPlayground(1280);
    // Let the late server theme land first: it must not restart the entrance either.
    await waitForApiIdle(page);
    const menuButton = `${GALLERY} [data-part="flyout"] button[aria-haspopup="menu"]`;
    assertOpensInPlace(
      await entranceFrames(page, menuButton, `${GALLERY} [role="menu"]`, () =>
        page.locator(menuButton).first().click(),
      ),
      'the menu',
    );
    await page.keyboard.press('Escape');
    const panelButton = `${GALLERY} [data-part="flyout"] button[aria-haspopup="dialog"]`;
    assertOpensInPlace(
      await entranceFrames(page, panelButton, `${GALLERY} .fw-flyout-panel`, () =>
        page.locator(panelButton).first().click(),
      ),
      'the panel',
    );
    await page.keyboard.press('Escape');
    const combobox = `${GALLERY} [role="combobox"]`;
    assertOpensInPlace(
      await entranceFrames(page, combobox, `${GALLERY} [role="listbox"]`, () =>
        page.locator(combobox).first().click(),
      ),
      'the select box',
    );
    await page.close();
  });
});
