import { useEffect } from 'react';

/** Content may render late (a widget's data arrives), so the scroll is tried again after this. */
export const HASH_SCROLL_RETRY_MS = 500;

/**
 * Scrolls to the element the hash names (`#comment_12` → id `comment_12`, else the first
 * element with that `name`). The hash is looked up as an id, never used as a CSS selector.
 * Returns whether a target was found.
 */
export function scrollToHash(
  hash: string = window.location.hash,
  doc: Document = document,
): boolean {
  if (hash.length < 2 || !hash.startsWith('#')) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the raw text up.
  }
  const target = doc.getElementById(id) ?? doc.getElementsByName(id)[0];
  if (!target) return false;
  target.scrollIntoView?.({ block: 'start' });
  return true;
}

/**
 * Scrolls to `location.hash` when the component mounts and whenever the hash changes, then
 * once more 500 ms later: the target may not exist yet, or content loading above it may
 * have moved it.
 */
export function useHashScroll(enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const run = (): void => {
      scrollToHash();
      clearTimeout(retry);
      retry = setTimeout(() => scrollToHash(), HASH_SCROLL_RETRY_MS);
    };
    run();
    window.addEventListener('hashchange', run);
    return () => {
      clearTimeout(retry);
      window.removeEventListener('hashchange', run);
    };
  }, [enabled]);
}
