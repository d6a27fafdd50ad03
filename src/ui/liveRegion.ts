/**
 * The page's one polite live region for announcements that are not toasts (issue 36 §3: new
 * comments and discussions). It is created on the first announcement, visually hidden (styles
 * set through the CSSOM, which a strict CSP allows) and kept for the page's life. Toasts keep
 * their own regions (`Toast.tsx`): an error is an alert, and a toast is seen as well as heard.
 */

const REGION_CLASS = 'fw-liveRegion';

let region: HTMLElement | undefined;

function liveRegion(): HTMLElement {
  if (region?.isConnected) return region;
  const element = document.createElement('div');
  element.className = REGION_CLASS;
  element.setAttribute('role', 'status');
  element.setAttribute('aria-live', 'polite');
  element.setAttribute('aria-atomic', 'true');
  Object.assign(element.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: '0',
  });
  document.body.append(element);
  region = element;
  return element;
}

/**
 * Says `text` politely. The same text twice in a row is still announced: a no-break space is
 * added or removed, so the region's content changes.
 */
export function announcePolitely(text: string): void {
  const element = liveRegion();
  element.textContent = element.textContent === text ? `${text}\u00a0` : text;
}
