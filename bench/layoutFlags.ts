// The custom-layout feature flags of the demo host, switched for a benchmark through the real
// API as the admin (bench:layout, bench:first-request).
import type { Browser } from 'playwright-core';
import { api, type DemoHost, signIn } from '../tests/e2e/support/demoHost';

const VIEWS = [
  'home',
  'discussionList',
  'categoryList',
  'discussionCategoryPage',
  'post',
  'customPage',
];

/** Turns every custom-layout view on or off. */
export async function setLayoutFlags(browser: Browser, host: DemoHost, on: boolean): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, host, 'admin');
  const flags = Object.fromEntries(
    VIEWS.map((view) => [`featureFlags.customLayout.${view}.Enabled`, on]),
  );
  const { status } = await api(page, 'PATCH', '/config', flags);
  if (status !== 204) throw new Error(`PATCH /config answered ${status}`);
  await context.close();
}
