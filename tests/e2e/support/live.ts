// What the live-update browser tests share (issue 36): a signed-in member's context, the title
// bar's bell as a number, waiting for its count, and a mention that notifies a member.
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, type DemoHost, signIn } from './demoHost';

/** A browser context `width` × 800 px, signed in as `name` (a guest's without one). */
export async function memberContext(
  browser: Browser,
  host: DemoHost,
  name: string | null | undefined,
  width = 1280,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  if (name) {
    const page = await context.newPage();
    await signIn(page, host, name);
    await page.close();
  }
  return context;
}

/** The unread notifications the bell announces ("Notifications, 3 unread" or similar). */
export const bellCount = async (page: Page): Promise<number> =>
  Number(
    /\d+/.exec(await page.getByRole('button', { name: /Notifications/ }).innerText())?.[0] ?? 0,
  );

/** Waits up to the 2 s for the bell to show `n`, without a reload. */
export async function showsCount(page: Page, n: number): Promise<void> {
  // The bell's name ends with its badge's "N unread" (the visible digits are aria-hidden).
  await page
    .getByRole('button', { name: new RegExp(`^Notifications\\b.*\\b${n} unread$`) })
    .waitFor({ timeout: 2000 });
}

/** `poster` comments on `discussionID`, mentioning `userID`: the host notifies them. */
export async function mention(
  poster: Page,
  discussionID: number,
  userID: number,
  name: string,
): Promise<void> {
  const body = JSON.stringify([
    {
      type: 'p',
      children: [
        { type: '@', userID, name, children: [{ text: '' }] },
        { text: ' have a look at this' },
      ],
    },
  ]);
  const res = await api(poster, 'POST', '/comments', { discussionID, body, format: 'rich2' });
  assert.equal(res.status, 201);
}
