import { injectStyles } from '@/theme/injectStyles';
import { makeCollapsible } from './collapsible';
import { upgradeCallouts } from './callouts';
import { upgradeCode } from './code/upgradeCode';
import css from './content.css';
import type { ContentConfig } from './contentConfig';
import { eachSafely, within } from './contentDom';
import { upgradeEmbeds } from './embeds/upgradeEmbeds';
import { upgradeSpoilers } from './spoilers';
import { upgradeTables } from './tables';

/** Set on a content block while it is upgraded; its cleanup removes it. */
export const UPGRADED_ATTRIBUTE = 'data-fw-content';

/** Each step on its own: one that throws leaves its blocks as they were, the others still run. */
function step(run: () => (() => void) | void, cleanups: (() => void)[]): void {
  try {
    const cleanup = run();
    if (cleanup) cleanups.push(cleanup);
  } catch {
    // The page keeps working with this kind of block left as the server sent it.
  }
}

/**
 * Upgrades one block of user content whose children are already sanitised (`safeFragment`):
 * spoilers, callouts, tables, embeds, code and collapsible blocks (docs/content-display.md).
 * Idempotent per element: while a block is upgraded, calling it again changes nothing and
 * returns a no-op. The returned cleanup releases the block's observers and timers (call it
 * when the block leaves the page or its HTML is replaced); after it, the block may be
 * upgraded again.
 */
export function upgradeContent(root: HTMLElement, config: ContentConfig): () => void {
  if (root.hasAttribute(UPGRADED_ATTRIBUTE)) return () => undefined;
  root.setAttribute(UPGRADED_ATTRIBUTE, '');
  injectStyles('content', css, root.ownerDocument);
  const cleanups: (() => void)[] = [];
  step(() => upgradeSpoilers(root), cleanups);
  step(() => upgradeCallouts(root), cleanups);
  step(() => upgradeTables(root), cleanups);
  step(() => upgradeEmbeds(root, config), cleanups);
  step(() => {
    // Highlighting finishes later in its lazy chunk; nothing to wait for or clean up.
    void upgradeCode(root);
  }, cleanups);
  step(() => {
    eachSafely(within(root, '.collapsible'), (block) => cleanups.push(makeCollapsible(block)));
  }, cleanups);
  return () => {
    root.removeAttribute(UPGRADED_ATTRIBUTE);
    for (const cleanup of cleanups.splice(0)) {
      try {
        cleanup();
      } catch {
        // One failing cleanup must not keep the others' observers alive.
      }
    }
  };
}
