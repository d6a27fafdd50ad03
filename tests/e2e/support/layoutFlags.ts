// The demo host's custom-layout feature flags (issue 21): one per layout view, switched
// through the real API as the admin (tests/e2e/layouts.test.ts, bench:layout,
// bench:first-request).
import type { Browser } from 'playwright-core';
import { api, type DemoHost, signIn } from './demoHost';

export const LAYOUT_VIEWS = [
  'home',
  'discussionList',
  'categoryList',
  'discussionCategoryPage',
  'post',
  'customPage',
];

/** The config key of one view's flag. */
export const layoutFlag = (view: string): string => `featureFlags.customLayout.${view}.Enabled`;

/** The `PATCH /config` body that turns these views on or off. */
export function layoutFlagValues(on: boolean, views = LAYOUT_VIEWS): Record<string, boolean> {
  return Object.fromEntries(views.map((view) => [layoutFlag(view), on]));
}

/** Turns every custom-layout view on or off, from a context of its own. */
export async function setLayoutFlags(browser: Browser, host: DemoHost, on: boolean): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, host, 'admin');
  const { status } = await api(page, 'PATCH', '/config', layoutFlagValues(on));
  if (status !== 204) throw new Error(`PATCH /config answered ${status}`);
  await context.close();
}
