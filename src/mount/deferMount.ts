/**
 * Deferred mounting (`data-load` on a marker, issue 22 §2), loaded as a chunk of its own the
 * first time a page has a marker that asks for it, so eager pages never download it.
 *
 * - `visible`: when the marker comes within {@link VISIBLE_MARGIN} of the viewport.
 * - `idle`: when the browser is idle, or after {@link IDLE_TIMEOUT_MS} at the latest.
 * - `interaction`: on the first pointer, focus or key event inside the marker.
 *
 * Until then the server HTML stays in place and the widget's chunk is not fetched. An unknown
 * value is reported and the widget mounts at once, as `eager` would.
 */

/** How far outside the viewport a `visible` marker starts mounting: one screen's scroll. */
export const VISIBLE_MARGIN = '200px';

/** The latest an `idle` marker waits for an idle period. */
export const IDLE_TIMEOUT_MS = 2000;

/** The events that count as the first interaction with an `interaction` marker. */
export const INTERACTION_EVENTS = [
  'pointerover',
  'pointerdown',
  'focusin',
  'keydown',
  'touchstart',
];

export const LOAD_MODES = ['eager', 'visible', 'idle', 'interaction'] as const;

/** Calls `due` once when the marker's trigger fires; returns a function that cancels it. */
export function whenDue(el: HTMLElement, mode: string, due: () => void): () => void {
  const win = el.ownerDocument.defaultView;
  if (mode === 'visible' && win && 'IntersectionObserver' in win) {
    const observer = new win.IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        due();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }
  if (mode === 'idle' && win) {
    if (typeof win.requestIdleCallback === 'function') {
      const id = win.requestIdleCallback(() => due(), { timeout: IDLE_TIMEOUT_MS });
      return () => win.cancelIdleCallback(id);
    }
    const id = win.setTimeout(due, 1);
    return () => win.clearTimeout(id);
  }
  if (mode === 'interaction') {
    const fire = (): void => {
      stop();
      due();
    };
    const stop = (): void => {
      for (const type of INTERACTION_EVENTS) el.removeEventListener(type, fire, true);
    };
    for (const type of INTERACTION_EVENTS)
      el.addEventListener(type, fire, { capture: true, passive: true });
    return stop;
  }
  if (mode !== 'visible' && mode !== 'idle') {
    console.warn(
      `[forum-widgets] data-load="${mode}" is not one of ${LOAD_MODES.join(', ')}; mounting at once.`,
    );
  }
  // No IntersectionObserver or no window: nothing can tell when it is due, so it is due now.
  queueMicrotask(due);
  return () => undefined;
}
