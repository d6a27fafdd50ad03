import type { ContentConfig } from '../contentConfig';

/**
 * Turns the server's embed placeholders (`.js-embed[data-embedjson]`, docs/content-display.md)
 * inside `root` into link cards, images, lazy sandboxed players and quotes; unknown or failed
 * ones become the plain link. Returns the cleanup (observers). INTERFACE STUB: issue 19.
 */
export function upgradeEmbeds(root: HTMLElement, config: ContentConfig): () => void {
  void root;
  void config;
  return () => undefined;
}
