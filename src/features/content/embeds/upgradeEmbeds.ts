import type { ContentConfig } from '../contentConfig';

const PENDING = 'data-fw-embed';
/**
 * 04 §5.1: every element carrying embed JSON: `.js-embed` placeholders, the server's final
 * image markup (`.embedImage`) and the link of a failed embed (`a.embedLinkLoader`).
 */
const EMBEDS = '[data-embedjson]';

let pending: Promise<void> = Promise.resolve();

/** Settles when every embed rendering started so far has finished (tests and callers that care). */
export function embedsRendered(): Promise<void> {
  return pending;
}

/**
 * Turns the server's embed placeholders (`.js-embed[data-embedjson]`, docs/content-display.md)
 * inside `root` into link cards, file cards, images, lazy sandboxed players and quotes; unknown
 * or failed ones become the plain link. Server images only gain their size classes. The renderer is its own lazy chunk (02 §7), loaded only when a
 * placeholder exists. Each placeholder is handled once. Returns the cleanup (observers, timers
 * and collapsible quotes); called before the chunk arrives, it cancels the rendering.
 */
export function upgradeEmbeds(root: HTMLElement, config: ContentConfig): () => void {
  const placeholders = Array.from(root.querySelectorAll<HTMLElement>(EMBEDS)).filter(
    (placeholder) => !placeholder.hasAttribute(PENDING),
  );
  if (placeholders.length === 0) return () => undefined;
  for (const placeholder of placeholders) placeholder.setAttribute(PENDING, 'pending');
  let cancelled = false;
  let cleanup: (() => void) | undefined;
  const done = import('./renderEmbeds').then(
    ({ renderEmbeds }) => {
      if (!cancelled) cleanup = renderEmbeds(placeholders, config);
      else for (const placeholder of placeholders) placeholder.removeAttribute(PENDING);
    },
    () => {
      // The chunk failed to load: the server's fallback links stay as they are.
      for (const placeholder of placeholders) placeholder.removeAttribute(PENDING);
    },
  );
  pending = Promise.all([pending, done]).then(() => undefined);
  return () => {
    cancelled = true;
    cleanup?.();
  };
}
