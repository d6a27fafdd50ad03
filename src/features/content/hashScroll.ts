import { HASH_SCROLL_RETRY_MS, scrollToHash } from '@/ui/useHashScroll';

/** Links in user content that point into the page. */
const CONTENT_HASH_LINK = '.userContent a[href^="#"], .fw-userContent a[href^="#"]';

/**
 * The user-content counterpart of the kit's `useHashScroll` (same lookup and 500 ms retry, 02 §4),
 * for server pages without React. Scrolls to the address's hash target now and once more after 500 ms, again on every
 * `hashchange` and after a `#` link inside user content is followed. The pending retry is
 * dropped when the visitor scrolls, touches or types, so it never fights them. Returns the
 * cleanup.
 */
export function startHashScroll(doc: Document): () => void {
  const view = doc.defaultView;
  if (!view) return () => undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let soon: ReturnType<typeof setTimeout> | undefined;

  const cancel = (): void => {
    clearTimeout(retry);
    retry = undefined;
  };
  const scrollTo = (hash: string): void => {
    scrollToHash(hash, doc);
  };
  const go = (hash: string): void => {
    cancel();
    if (hash === '' || hash === '#') return;
    scrollTo(hash);
    retry = setTimeout(() => {
      retry = undefined;
      scrollTo(hash);
    }, HASH_SCROLL_RETRY_MS);
  };

  const onHashChange = (): void => go(view.location.hash);
  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest(CONTENT_HASH_LINK) : null;
    const hash = link?.getAttribute('href');
    if (!hash) return;
    // After the browser has followed the link (and scrolled, if the target is there yet).
    clearTimeout(soon);
    soon = setTimeout(() => go(hash), 0);
  };

  view.addEventListener('hashchange', onHashChange);
  doc.addEventListener('click', onClick);
  const interactions = ['wheel', 'touchmove', 'keydown'] as const;
  for (const type of interactions) doc.addEventListener(type, cancel, { passive: true });
  go(view.location.hash);
  return () => {
    cancel();
    clearTimeout(soon);
    view.removeEventListener('hashchange', onHashChange);
    doc.removeEventListener('click', onClick);
    for (const type of interactions) doc.removeEventListener(type, cancel);
  };
}
