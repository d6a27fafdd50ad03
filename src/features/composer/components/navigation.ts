/**
 * The composer's one way to leave the page after a post or a confirmed Cancel: a full
 * navigation to a same-site path. Kept in its own module so that nothing else in the
 * composer touches `window.location`.
 */
export function goTo(path: string): void {
  window.location.assign(path);
}
