/**
 * The embedding mode's message protocol (spec 02 §2): what the forum in a frame and the site
 * owner's page (dist/embed.js) say to each other with postMessage. Both sides check the sender
 * (origin and window) before they look at a message, and then its shape with these functions;
 * anything else is ignored. Nothing received is ever evaluated.
 *
 * The parent script bundles this file and nothing else from the library, so it stays tiny:
 * keep it free of imports.
 */

/** Every message carries this tag, so other postMessage traffic on a page is ignored. */
export const TAG = 'forum-embed';

/** The forum reports where it is: its path (path, query and hash) and its document title. */
export interface LocationMessage {
  fw: typeof TAG;
  type: 'location';
  path: string;
  title: string;
}

/** The forum's content height in CSS pixels, so the parent can size the frame. */
export interface HeightMessage {
  fw: typeof TAG;
  type: 'height';
  height: number;
}

/** The forum's scroll position, and whether it is past the 50 px threshold. */
export interface ScrollMessage {
  fw: typeof TAG;
  type: 'scroll';
  y: number;
  scrolled: boolean;
}

/** The parent asks the forum to show a path (its address changed: back button, edited hash). */
export interface NavigateMessage {
  fw: typeof TAG;
  type: 'navigate';
  path: string;
}

export type FrameMessage = LocationMessage | HeightMessage | ScrollMessage;

/** Longest path or title accepted; longer ones are refused rather than cut. */
const MAX_PATH = 2048;
const MAX_TITLE = 512;
/** Heights beyond this are nonsense from a broken or hostile sender. */
export const MAX_HEIGHT = 100000;

// eslint-disable-next-line no-control-regex
const UNSAFE_PATH_CHARACTER = /[\u0000-\u0020\u007f\\]/;

/**
 * A path on the forum's own site: one leading `/`, then anything but whitespace, control
 * characters and backslashes (browsers read `/\evil` as `//evil`). Full URLs, `//host`,
 * `javascript:` and relative paths without a slash are refused.
 */
export function isRelativePath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length <= MAX_PATH &&
    path[0] === '/' &&
    path[1] !== '/' &&
    !UNSAFE_PATH_CHARACTER.test(path)
  );
}

function record(data: unknown): Record<string, unknown> | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;
}

const isFiniteNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** A message from the forum frame, checked field by field; null for anything else. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  const m = record(data);
  if (!m || m.fw !== TAG) return null;
  if (m.type === 'location') {
    const { path, title } = m;
    if (!isRelativePath(path) || typeof title !== 'string' || title.length > MAX_TITLE) return null;
    return { fw: TAG, type: 'location', path, title };
  }
  if (m.type === 'height') {
    const { height } = m;
    if (!isFiniteNumber(height) || height < 0 || height > MAX_HEIGHT) return null;
    return { fw: TAG, type: 'height', height };
  }
  if (m.type === 'scroll') {
    const { y, scrolled } = m;
    if (!isFiniteNumber(y) || y < 0 || typeof scrolled !== 'boolean') return null;
    return { fw: TAG, type: 'scroll', y, scrolled };
  }
  return null;
}

/** A message from the parent page, checked field by field; null for anything else. */
export function parseParentMessage(data: unknown): NavigateMessage | null {
  const m = record(data);
  if (!m || m.fw !== TAG || m.type !== 'navigate' || !isRelativePath(m.path)) return null;
  return { fw: TAG, type: 'navigate', path: m.path };
}

/**
 * The URL of `path` on `origin`, or null when it would leave that origin (a last check after
 * `isRelativePath`, by the browser's own URL parser).
 */
export function urlOnOrigin(path: unknown, origin: string): string | null {
  if (!isRelativePath(path)) return null;
  try {
    const url = new URL(path, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}
