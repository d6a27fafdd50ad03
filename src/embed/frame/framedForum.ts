/**
 * The forum's side of embedding mode while it runs in a frame (spec 02 §2): it reports its
 * location and title (polled every 200 ms, sent when changed), its content height (on every
 * resize) and its scroll position (throttled to about 16 ms, `scrolled` past 50 px) to the
 * parent, at the parent's exact origin; links to other sites leave the frame; and it follows
 * the parent's `navigate` requests, from that origin and window only, to a path on its own site.
 */
import { TAG, parseParentMessage, urlOnOrigin, type FrameMessage } from '../protocol';

export const POLL_MS = 200;
export const SCROLL_THROTTLE_MS = 16;
export const SCROLLED_THRESHOLD = 50;

type Body<M> = M extends FrameMessage ? Omit<M, 'fw'> : never;

/** The forum's content height: the root element's box, which never includes the empty viewport. */
export function contentHeight(doc: Document): number {
  return Math.ceil(doc.documentElement.getBoundingClientRect().height);
}

/** Starts the reports to `parentOrigin`; returns the function that stops them. */
export function startFramedForum(win: Window, parentOrigin: string): () => void {
  const doc = win.document;
  const loc = win.location;
  const post = (body: Body<FrameMessage>): void =>
    win.parent.postMessage({ fw: TAG, ...body }, parentOrigin);

  let lastPath = '';
  let lastTitle = '';
  const pollLocation = (): void => {
    const path = loc.pathname + loc.search + loc.hash;
    if (path === lastPath && doc.title === lastTitle) return;
    lastPath = path;
    lastTitle = doc.title;
    post({ type: 'location', path, title: lastTitle });
  };

  let lastHeight = -1;
  const reportHeight = (): void => {
    const height = contentHeight(doc);
    if (height === lastHeight) return;
    lastHeight = height;
    post({ type: 'height', height });
  };

  // Leading and trailing: the first scroll is reported at once, later ones at most every 16 ms,
  // and the last position of a burst is always sent.
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  let scrollPending = false;
  const sendScroll = (): void => {
    const y = Math.max(0, win.scrollY);
    post({ type: 'scroll', y, scrolled: y > SCROLLED_THRESHOLD });
  };
  const onScroll = (): void => {
    if (scrollTimer !== undefined) {
      scrollPending = true;
      return;
    }
    sendScroll();
    const tick = (): void => {
      if (!scrollPending) {
        scrollTimer = undefined;
        return;
      }
      scrollPending = false;
      sendScroll();
      scrollTimer = setTimeout(tick, SCROLL_THROTTLE_MS);
    };
    scrollTimer = setTimeout(tick, SCROLL_THROTTLE_MS);
  };

  // External links leave the frame. Only the target changes: the link's rel and the library's
  // own link rules stay as they are.
  const onClick = (event: Event): void => {
    const target = event.target as Element | null;
    const link = target?.closest?.('a[href]');
    if (!(link instanceof (win as Window & typeof globalThis).HTMLAnchorElement)) return;
    if (!/^https?:$/.test(link.protocol) || link.origin === loc.origin) return;
    if (!link.target || link.target === '_self') link.target = '_top';
  };

  const onMessage = (event: MessageEvent): void => {
    if (event.origin !== parentOrigin || event.source !== win.parent) return;
    const message = parseParentMessage(event.data);
    const url = message && urlOnOrigin(message.path, loc.origin);
    if (url && url !== loc.href) loc.replace(url);
  };

  pollLocation();
  reportHeight();
  const poll = setInterval(pollLocation, POLL_MS);
  const Observer = (win as Window & typeof globalThis).ResizeObserver;
  const observer = Observer ? new Observer(reportHeight) : null;
  observer?.observe(doc.documentElement);
  if (doc.body) observer?.observe(doc.body);
  win.addEventListener('load', reportHeight);
  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('message', onMessage);
  doc.addEventListener('click', onClick, true);

  return () => {
    clearInterval(poll);
    clearTimeout(scrollTimer);
    observer?.disconnect();
    win.removeEventListener('load', reportHeight);
    win.removeEventListener('scroll', onScroll);
    win.removeEventListener('message', onMessage);
    doc.removeEventListener('click', onClick, true);
  };
}
