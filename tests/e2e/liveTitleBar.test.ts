// Live updates in the title bar (issue 36 §2, §3, §5): a member's unread count rises when another
// member mentions them, without a reload, and an open notifications list shows the mention; three
// tabs of one member hold one stream between them and all three see the event; when the holding
// tab closes, another takes the stream over.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { watchConsole } from './support/browser';
import { closeHostAndBrowser, type DemoHost, openHostAndBrowser } from './support/demoHost';
import { bellCount, memberContext, mention, showsCount } from './support/live';

let host: DemoHost;
let browser: Browser;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

/** A public discussion of the seed (Installation, "How do I configure SSO sign-in?"). */
const DISCUSSION_ID = 5;
const isStream = (r: Request): boolean => new URL(r.url()).pathname === '/api/v2/events';

/** Opens `/discussions` in `context` and waits for its title bar's counts. */
async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${host.url}/discussions`);
  await page.getByRole('button', { name: /Notifications/ }).waitFor();
  return page;
}

describe('the title bar, live', () => {
  it('counts a new notification within 2 s, in each of three tabs, over one stream', async () => {
    const member = await memberContext(browser, host, 'member');
    const other = await memberContext(browser, host, 'member2');
    try {
      const streams: Request[] = [];
      member.on('request', (r) => isStream(r) && streams.push(r));
      const opened = member.waitForEvent('request', { predicate: isStream });
      const tabs = [await openTab(member)];
      await opened;
      tabs.push(await openTab(member), await openTab(member));
      const errors = tabs.map((tab) => watchConsole(tab));
      const userID = await tabs[0]!.evaluate(() =>
        Number(window.ForumWidgets!.config.currentUser?.userID),
      );
      const before = await bellCount(tabs[0]!);
      const poster = await other.newPage();
      await poster.goto(`${host.url}/discussions`);
      await mention(poster, DISCUSSION_ID, userID, 'member');
      for (const tab of tabs) await showsCount(tab, before + 1);
      assert.equal(streams.length, 1, 'one stream for three tabs');
      // The holding tab goes: another takes the stream over within 2 s and the count follows.
      const takeover = member.waitForEvent('request', { predicate: isStream, timeout: 2000 });
      await tabs[0]!.close();
      await takeover;
      // An open notifications list takes the new notification in too.
      const panelTab = tabs[1]!;
      await panelTab.getByRole('button', { name: /Notifications/ }).click();
      const panel = panelTab.getByRole('dialog', { name: 'Notifications' });
      const unreadRows = panel.getByRole('button', { name: 'Mark as read' });
      await unreadRows.first().waitFor();
      const rowsBefore = await unreadRows.count();
      await mention(poster, DISCUSSION_ID, userID, 'member');
      for (const tab of tabs.slice(1)) await showsCount(tab, before + 2);
      await unreadRows.nth(rowsBefore).waitFor({ timeout: 2000 });
      assert.equal(await unreadRows.count(), rowsBefore + 1);
      assert.equal(streams.length, 2);
      for (const e of errors.slice(1)) assert.deepEqual(e.pageErrors, []);
    } finally {
      await member.close();
      await other.close();
    }
  });
});
