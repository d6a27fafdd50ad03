import { isMissingEndpoint } from '@/api/apiError';
import { saveReadPosition } from '@/features/discussions/readPosition';
import type { AppStore } from '@/store/store';
import { onStoredPosition, readStoredPosition, storePosition } from './readPositionStorage';

/** A comment counts as read once at least half of it was in view for this long (issue 37 §2). */
export const READ_DWELL_MS = 1000;
/** The server hears the position at most this often while reading (and once when leaving). */
export const SAVE_EVERY_MS = 5000;

export interface ReadTrackerOptions {
  store: AppStore;
  discussionID: number;
  /** The signed-in member; guests are not marked unread (03 §4) and are not tracked. */
  userID: number;
  /** The position the page starts from: the discussion's `countComments - countUnread`. */
  initial: number;
  /** Hears the position whenever it moves forwards, in this tab or in another. */
  onChange?: (count: number) => void;
}

export interface ReadTracker {
  /** Watches `el`, the comment at `position` (1-based, date order); returns the stop. */
  observe(el: Element, position: number): () => void;
  /** How many of the thread's comments the member has read. */
  position(): number;
  /** Stops watching, and saves a position the server has not heard yet. */
  stop(): void;
}

interface Watched {
  position: number;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * The member's read position in one thread: comments that stay at least half in view (or fill
 * half the viewport, for a comment taller than that) for 1 s are read, and the position is the
 * furthest of them; it never moves backwards. It is saved with `PUT /discussions/{id}/read`,
 * at most every 5 s and with a keepalive call when the page is left, and kept in local storage
 * too, so that the member's other tabs follow at once (the `storage` event). A server without
 * the call (404, 405, 501) is not asked again for the page's life; local storage then holds the
 * position alone. Nothing runs for guests or where IntersectionObserver is missing.
 */
export function trackReadPosition(options: ReadTrackerOptions): ReadTracker {
  const { store, discussionID, userID, onChange } = options;
  const watched = new Map<Element, Watched>();
  const cleanups: Array<() => void> = [];
  let current = Math.max(options.initial, readStoredPosition(userID, discussionID) ?? 0);
  /** The position the server has confirmed (or was sent with keepalive). */
  let saved = options.initial;
  let serverless = false;
  let saving = false;
  let lastSaveAt = -Infinity;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const moveTo = (count: number): boolean => {
    if (count <= current) return false;
    current = count;
    onChange?.(count);
    return true;
  };

  const save = (leavingPage = false): void => {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    if (serverless || saving || current <= saved) return;
    const count = current;
    saving = true;
    lastSaveAt = Date.now();
    if (leavingPage) saved = count;
    void store
      .dispatch(saveReadPosition({ discussionID, countCommentsRead: count, leavingPage }))
      .then((result) => {
        saving = false;
        if (saveReadPosition.fulfilled.match(result)) {
          saved = Math.max(saved, result.payload.countCommentsRead);
          // Another device of the member read further: follow it.
          if (!stopped && moveTo(result.payload.countCommentsRead))
            storePosition(userID, discussionID, current);
        } else if (isMissingEndpoint(result.payload?.status)) {
          serverless = true;
        }
        if (!stopped && current > saved) schedule();
      });
  };

  const schedule = (): void => {
    if (serverless || saving || saveTimer !== undefined) return;
    const wait = lastSaveAt + SAVE_EVERY_MS - Date.now();
    if (wait <= 0) save();
    else saveTimer = setTimeout(() => save(), wait);
  };

  const advance = (count: number): void => {
    if (stopped || !moveTo(count)) return;
    storePosition(userID, discussionID, count);
    schedule();
  };

  const Observer = typeof window === 'undefined' ? undefined : window.IntersectionObserver;
  const observer =
    userID > 0 && Observer
      ? new Observer(
          (entries) => {
            for (const entry of entries) {
              const item = watched.get(entry.target);
              if (!item) continue;
              const viewport = entry.rootBounds?.height ?? window.innerHeight;
              const inView =
                entry.isIntersecting &&
                (entry.intersectionRatio >= 0.5 || entry.intersectionRect.height >= viewport / 2);
              if (inView && item.timer === undefined) {
                item.timer = setTimeout(() => {
                  item.timer = undefined;
                  advance(item.position);
                }, READ_DWELL_MS);
              } else if (!inView) {
                clearTimeout(item.timer);
                item.timer = undefined;
              }
            }
          },
          { threshold: [0, 0.5, 1] },
        )
      : undefined;

  if (observer) {
    cleanups.push(onStoredPosition(userID, discussionID, (count) => void moveTo(count)));
    const onPageHide = (): void => save(true);
    window.addEventListener('pagehide', onPageHide);
    cleanups.push(() => window.removeEventListener('pagehide', onPageHide));
  }

  return {
    observe(el, position) {
      if (!observer || stopped) return () => undefined;
      watched.set(el, { position });
      observer.observe(el);
      return () => {
        clearTimeout(watched.get(el)?.timer);
        watched.delete(el);
        observer.unobserve(el);
      };
    },
    position: () => current,
    stop() {
      if (stopped) return;
      for (const item of watched.values()) clearTimeout(item.timer);
      watched.clear();
      observer?.disconnect();
      for (const cleanup of cleanups.splice(0)) cleanup();
      save();
      stopped = true;
      clearTimeout(saveTimer);
    },
  };
}
