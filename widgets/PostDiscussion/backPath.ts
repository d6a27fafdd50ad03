/**
 * Where Cancel leads: the page the member came from when it is on this site (and not this
 * page), else `fallback`.
 */
export function backPath(fallback: string): string {
  try {
    const from = new URL(document.referrer);
    const here = window.location;
    if (from.origin === here.origin && from.pathname !== here.pathname)
      return `${from.pathname}${from.search}${from.hash}`;
  } catch {
    // no referrer
  }
  return fallback;
}
