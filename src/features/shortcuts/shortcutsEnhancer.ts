import type { EnhancerContext } from '@/store/runtimeTypes';
import { startPageShortcuts } from './startShortcuts';

/**
 * The built-in enhancer for legacy server lists (`.ItemDiscussion`, `.ItemComment` on pages
 * without widgets): the same shortcuts, started as soon as such an item is on the page.
 */
export function enhance({ doc, runtime }: EnhancerContext): () => void {
  return startPageShortcuts(doc, runtime);
}
