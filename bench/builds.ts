// Which build a browser benchmark runs: this checkout's `dist/`, and with
// BASELINE_DIST=<another build's dist folder> a second one to compare with in the same run
// (bench:titlebar, bench:first-request). The demo host serves the pages; the library's files
// are answered from the chosen folder.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const THIS_DIST = path.resolve('dist');

/** The baseline build's folder, when BASELINE_DIST names one; a folder without the entry throws. */
export function baselineDist(): string | undefined {
  const dir = process.env.BASELINE_DIST;
  if (!dir) return undefined;
  const resolved = path.resolve(dir);
  if (!existsSync(path.join(resolved, 'forum-widgets.js'))) {
    throw new Error(`BASELINE_DIST=${resolved} holds no forum-widgets.js`);
  }
  return resolved;
}

/** Answers the page's `/dist/` requests from `dist`. */
export async function serveBuild(page: Page, origin: string, dist: string): Promise<void> {
  await page.route(`${origin}/dist/**`, (route) => {
    const file = path.join(dist, new URL(route.request().url()).pathname.slice('/dist/'.length));
    return route.fulfill({ path: file, headers: { 'content-type': 'text/javascript' } });
  });
}
