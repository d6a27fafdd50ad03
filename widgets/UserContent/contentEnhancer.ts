import { selectContentConfig } from '@/features/content/contentConfig';
import { startHashScroll } from '@/features/content/hashScroll';
import { LEGACY_SIGNATURE, upgradeSignatures } from '@/features/content/signatures';
import { upgradeContent } from '@/features/content/upgradeContent';
import type { EnhancerContext } from '@/index';

/** Legacy pages' user content blocks (`div.Message.userContent`, docs/content-display.md). */
export const CONTENT_BLOCK = '.userContent';

/**
 * Upgrades the user content of a server page (docs/content-display.md): every `.userContent`
 * block now and each one inserted later, the site's rules for legacy `.Signature` blocks, and
 * the hash scroll. Blocks that leave the page release their observers. Returns the cleanup.
 */
export function enhance(ctx: EnhancerContext): () => void {
  const { doc, runtime } = ctx;
  const live = new Map<HTMLElement, () => void>();
  const config = (): ReturnType<typeof selectContentConfig> =>
    selectContentConfig(runtime.store.getState());

  const upgradeWithin = (scope: Element): void => {
    const blocks = Array.from(scope.querySelectorAll<HTMLElement>(CONTENT_BLOCK));
    if (scope instanceof HTMLElement && scope.matches(CONTENT_BLOCK)) blocks.unshift(scope);
    for (const block of blocks) {
      if (!live.has(block)) live.set(block, upgradeContent(block, config()));
    }
    if (scope.matches(LEGACY_SIGNATURE) || scope.querySelector(LEGACY_SIGNATURE)) {
      upgradeSignatures(scope, config());
    }
  };

  const releaseRemoved = (): void => {
    for (const [block, cleanup] of Array.from(live)) {
      if (block.isConnected) continue;
      live.delete(block);
      cleanup();
    }
  };

  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      if (record.removedNodes.length > 0) removed = true;
      for (const node of Array.from(record.addedNodes)) {
        if (node instanceof Element && node.isConnected) upgradeWithin(node);
      }
    }
    // After the batch, so a block moved within the page is kept.
    if (removed) releaseRemoved();
  });

  upgradeWithin(doc.documentElement);
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  const stopHashScroll = startHashScroll(doc);
  return () => {
    observer.disconnect();
    stopHashScroll();
    for (const cleanup of live.values()) cleanup();
    live.clear();
  };
}
