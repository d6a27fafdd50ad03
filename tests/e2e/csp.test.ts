import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, watchConsole } from './support/browser';
import { signIn, startDemoHost, type DemoHost } from './support/demoHost';

let browser: Browser;
let host: DemoHost;

before(async () => {
  host = await startDemoHost();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await host?.close();
});

/** Records CSP violations from the first byte (an init script is not subject to the page's CSP). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

const PAGES = ['/', '/discussions', '/categories', '/categories/3', '/discussion/4/x'];

describe('strict Content-Security-Policy', () => {
  for (const who of ['guest', 'member'] as const) {
    it(`mounts every widget with zero CSP violations as a ${who}`, async () => {
      const page = await browser.newPage();
      if (who === 'member') await signIn(page, host, 'member');
      const violations = await watchCsp(page);
      const { errors, pageErrors } = watchConsole(page);
      for (const path of PAGES) {
        const res = await page.goto(`${host.url}${path}?csp=strict`);
        const policy = res?.headers()['content-security-policy'] ?? '';
        assert.match(policy, /style-src 'self' 'nonce-[^']+'; object-src 'none'; base-uri 'none'/);
        await page.evaluate(() => window.ForumWidgets!.ready);
        await page.waitForLoadState('networkidle');
        const styles = await page.evaluate(() =>
          [...document.querySelectorAll('style[data-fw-style]')].map(
            (s) => (s as HTMLStyleElement).nonce !== '',
          ),
        );
        assert.ok(
          styles.length > 0 && styles.every(Boolean),
          `every injected style carries the nonce on ${path}`,
        );
      }
      await screenshot(page, `csp-strict-${who}`);
      assert.deepEqual(await violations(), []);
      assert.deepEqual(
        errors.filter((e) => /Content Security Policy|\[forum-widgets\]/.test(e)),
        [],
      );
      assert.deepEqual(pageErrors, []);
      await page.close();
    });
  }
});
