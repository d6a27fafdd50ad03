/**
 * dist/embed.js: the script a site owner puts on a page of their own site to show the forum in
 * it (docs/embedding.md, "Embedding the forum in your site"). For each
 * `<div data-forum-embed data-src="https://forum.example.com/">` it creates the iframe, sizes it
 * to the forum's content, mirrors the forum's path in the page's address (`#/path`, or
 * `?forum=/path` with `data-mode="query"`) and the forum's title in the page's title.
 *
 * It trusts a message only when it comes from the iframe's own window and from the origin of
 * `data-src`, and only after `parseFrameMessage` has checked its shape. It imports nothing but
 * the protocol, so the file stays small (its budget: 3,072 B gzip).
 */
import {
  TAG,
  isRelativePath,
  parseFrameMessage,
  urlOnOrigin,
  type NavigateMessage,
} from '../protocol';

export type AddressMode = 'hash' | 'query' | 'none';

export interface ForumEmbed {
  readonly frame: HTMLIFrameElement;
  /** How this embed mirrors the forum's path in the address ('none': another embed owns it). */
  readonly mode: AddressMode;
  /** Removes the iframe and the listeners, and frees the address for another embed. */
  destroy(): void;
}

const STARTED = Symbol.for('forum-embed.started');
/** Which parts of the address are taken: '#' for the hash, '?name' for a query parameter. */
const claimed = new Set<string>();

/** The forum path the address holds for this embed, or null when it holds none (or a bad one). */
export function addressPath(loc: Location, mode: AddressMode, param: string): string | null {
  const raw =
    mode === 'hash'
      ? loc.hash.slice(1)
      : mode === 'query'
        ? new URLSearchParams(loc.search).get(param)
        : null;
  return isRelativePath(raw) ? raw : null;
}

/** The page's own address (path, query, hash) with the forum's `path` in it. */
export function addressWith(loc: Location, mode: AddressMode, param: string, path: string): string {
  if (mode === 'hash') return `${loc.pathname}${loc.search}#${path}`;
  const query = new URLSearchParams(loc.search);
  query.set(param, path);
  return `${loc.pathname}?${query.toString()}${loc.hash}`;
}

/** Starts one embed in `el`; null when it has started already or `data-src` is not http(s). */
export function embedForum(el: HTMLElement, win: Window = window): ForumEmbed | null {
  const marked = el as HTMLElement & { [STARTED]?: boolean };
  let src: URL;
  try {
    src = new URL(el.dataset.src ?? '', win.location.href);
  } catch {
    return null;
  }
  if (marked[STARTED] || !/^https?:$/.test(src.protocol)) return null;
  marked[STARTED] = true;

  const { origin } = src;
  const doc = win.document;
  const loc = win.location;
  const param = el.dataset.param || 'forum';
  const wanted = el.dataset.mode === 'query' ? 'query' : 'hash';
  const slot = wanted === 'hash' ? '#' : `?${param}`;
  // Several embeds on one page: the first to ask for a part of the address gets it.
  const mode: AddressMode = claimed.has(slot) ? 'none' : wanted;
  if (mode !== 'none') claimed.add(slot);
  const home = src.pathname + src.search + src.hash;

  const frame = doc.createElement('iframe');
  frame.title = el.dataset.title || 'Forum';
  frame.setAttribute('scrolling', 'no');
  Object.assign(frame.style, {
    display: 'block',
    width: '100%',
    height: '600px',
    border: '0',
    overflow: 'hidden',
  });
  frame.src = urlOnOrigin(addressPath(loc, mode, param), origin) ?? src.href;
  /** The path the forum last reported; null until its first report. */
  let current: string | null = null;

  const onMessage = (event: MessageEvent): void => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const message = parseFrameMessage(event.data);
    if (!message) return;
    if (message.type === 'height') {
      frame.style.height = `${Math.ceil(message.height)}px`;
    } else if (message.type === 'scroll') {
      el.toggleAttribute('data-forum-scrolled', message.scrolled);
    } else {
      const moved = current !== null && current !== message.path;
      current = message.path;
      if (mode !== 'none') {
        // Replace, never push: the frame's own navigation already added the history entry that
        // the back button returns through (the browser's joint session history).
        if (addressPath(loc, mode, param) !== current)
          win.history.replaceState(win.history.state, '', addressWith(loc, mode, param, current));
        if (message.title) doc.title = message.title;
      }
      // A new page inside the frame starts at its top, so show the frame's top too.
      if (moved && frame.getBoundingClientRect().top < 0) frame.scrollIntoView();
    }
  };
  // The address changed on its own (an entry of the page's own history, an edited hash):
  // ask the forum to show the path it now holds.
  const onPopState = (): void => {
    if (mode === 'none') return;
    const path = addressPath(loc, mode, param) ?? home;
    if (current === null || path === current || !isRelativePath(path)) return;
    const message: NavigateMessage = { fw: TAG, type: 'navigate', path };
    frame.contentWindow?.postMessage(message, origin);
  };
  win.addEventListener('message', onMessage);
  win.addEventListener('popstate', onPopState);
  el.replaceChildren(frame);

  return {
    frame,
    mode,
    destroy() {
      win.removeEventListener('message', onMessage);
      win.removeEventListener('popstate', onPopState);
      frame.remove();
      if (mode !== 'none') claimed.delete(slot);
      marked[STARTED] = false;
    },
  };
}

/** Starts every `[data-forum-embed]` in the document. */
export function embedAll(win: Window = window): ForumEmbed[] {
  const found = win.document.querySelectorAll<HTMLElement>('[data-forum-embed]');
  return [...found].flatMap((el) => embedForum(el, win) ?? []);
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', () => embedAll(), { once: true });
  else embedAll();
}
