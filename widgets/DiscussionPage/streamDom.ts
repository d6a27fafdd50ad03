import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { LoadStatus } from '@/store/loadable';

/*
 * The continuous thread's dealings with the page (useThreadStream.ts): its pages' elements and
 * their measured heightsRef, the reading line, the spot a reload comes back to, and whether the
 * reader scrolled by hand.
 */

/** A drawn comment of a page element (`CommentPage`). */
export const ITEM = ':scope > ol > .fw-commentList-item';
/** A page element still showing its skeleton: loading, or an appended page rendering. */
export const SKELETON = ':scope > .fw-skeleton';
/**
 * Sent (bubbling) by a page element once its comments are in the DOM: the same name as
 * MORE_EVENT in src/features/shortcuts/shortcutTargets.ts, whose chunk this one does not load.
 */
export const MORE_EVENT = 'forum-widgets:more';

/**
 * Calls `then` with the element of `domID` once it is in the DOM: at the next frame, or, for a
 * comment on an appended page still rendering (CommentPage), when a page's comments arrive.
 * It gives up after three arrivals without it.
 */
export function whenInDom(domID: string, then: (el: HTMLElement) => void): void {
  let arrivals = 0;
  const found = (): boolean => {
    const el = document.getElementById(domID);
    if (el) then(el);
    return el !== null;
  };
  const onMore = (): void => {
    if (found() || ++arrivals >= 3) document.removeEventListener(MORE_EVENT, onMore);
  };
  requestAnimationFrame(() => {
    if (!found()) document.addEventListener(MORE_EVENT, onMore);
  });
}
/** Where a reload finds the comment the reader was at (this tab's session storage). */
const SPOT_KEY = 'forum-widgets:thread-spot:';
/** Keys that scroll the page (and the shortcuts' j and k, which move through the comments). */
const SCROLL_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'PageUp',
  'PageDown',
  'Home',
  'End',
  ' ',
  'j',
  'k',
]);

/** The reading line: the comments' scroll margin (the title bar's height and a gap). */
export function readingLine(box: HTMLElement): number {
  const article = box.querySelector('.fw-comment');
  const margin = article ? Number.parseFloat(getComputedStyle(article).scrollMarginTop) : NaN;
  return (Number.isFinite(margin) ? margin : 64) + 1;
}

function navigationType(): string | undefined {
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type;
}

/** The comment a reload or a return through history comes back to, if kept for this address. */
export function readSpot(discussionID: number): number | undefined {
  const kind = navigationType();
  if (location.hash !== '' || (kind !== 'reload' && kind !== 'back_forward')) return undefined;
  try {
    const saved = JSON.parse(sessionStorage.getItem(`${SPOT_KEY}${discussionID}`) ?? 'null') as {
      path?: unknown;
      commentID?: unknown;
    } | null;
    if (saved?.path !== `${location.pathname}${location.search}`) return undefined;
    const id = Number(saved.commentID);
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined; // Nothing kept: the page opens at its top.
  }
}

/** Keeps the comment across the reading line under the current address (-1: above the thread). */
export function writeSpot(discussionID: number, commentID: number): void {
  try {
    const key = `${SPOT_KEY}${discussionID}`;
    if (commentID < 0) sessionStorage.removeItem(key);
    else
      sessionStorage.setItem(
        key,
        JSON.stringify({ path: `${location.pathname}${location.search}`, commentID }),
      );
  } catch {
    // Storage refused (private mode, quota): a reload opens at the page's top.
  }
}

/**
 * Set once the reader scrolls by hand (wheel, touch, scroll keys, the scroll bar); the stream
 * clears it when the reader goes to another place.
 */
export function useScrolledByHand(): RefObject<boolean> {
  const scrolled = useRef(false);
  useEffect(() => {
    const byHand = (): void => {
      scrolled.current = true;
    };
    const onKey = (event: KeyboardEvent): void => {
      if (SCROLL_KEYS.has(event.key)) byHand();
    };
    const onPointer = (event: PointerEvent): void => {
      // The scroll bar: a press on the page's root element itself.
      if (event.target === document.documentElement) byHand();
    };
    window.addEventListener('wheel', byHand, { passive: true });
    window.addEventListener('touchmove', byHand, { passive: true });
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('wheel', byHand);
      window.removeEventListener('touchmove', byHand);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, []);
  return scrolled;
}

/** The page elements by page, their heightsRef as last measured while drawn, and their refs. */
export function usePageSegments(): {
  segmentsRef: RefObject<Map<number, HTMLElement>>;
  heightsRef: RefObject<Map<number, number>>;
  segmentRef: (page: number) => (el: HTMLElement | null) => void;
} {
  const segmentsRef = useRef(new Map<number, HTMLElement>());
  const heightsRef = useRef(new Map<number, number>());
  const refs = useRef(new Map<number, (el: HTMLElement | null) => void>());
  const resizer = useRef<ResizeObserver | null>(null);

  // Pages are measured while drawn, so a placeholder keeps their height.
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        if (el.dataset.collapsed === 'true') continue;
        heightsRef.current.set(Number(el.dataset.page), el.getBoundingClientRect().height);
      }
    });
    resizer.current = observer;
    for (const el of segmentsRef.current.values()) observer.observe(el);
    return () => {
      observer.disconnect();
      resizer.current = null;
    };
  }, []);

  const segmentRef = useCallback((page: number) => {
    let ref = refs.current.get(page);
    if (!ref) {
      ref = (el: HTMLElement | null): void => {
        const before = segmentsRef.current.get(page);
        if (before && before !== el) resizer.current?.unobserve(before);
        if (!el) {
          segmentsRef.current.delete(page);
          return;
        }
        segmentsRef.current.set(page, el);
        resizer.current?.observe(el);
      };
      refs.current.set(page, ref);
    }
    return ref;
  }, []);
  return { segmentsRef, heightsRef, segmentRef };
}

/** Holds the comment read (`anchorRef`) in its place while the page above it is drawn. */
export function useAnchorCorrection(
  anchorRef: RefObject<{ el: Element; top: number } | null>,
  first: number,
  firstStatus: string | undefined,
): void {
  // A page drawn above the reader must not move what they read. The browser's scroll anchoring
  // usually sees to it; where it did not (no support, or a page still hidden while it boots),
  // the window is scrolled by what the comment moved, until the page above has settled.
  useLayoutEffect(() => {
    const held = anchorRef.current;
    if (!held) return;
    if (!held.el.isConnected) {
      anchorRef.current = null;
      return;
    }
    const moved = held.el.getBoundingClientRect().top - held.top;
    if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
    if (firstStatus === 'ok' || firstStatus === LoadStatus.ERROR) anchorRef.current = null;
  }, [anchorRef, first, firstStatus]);
}

/** Runs `check` once a frame while the window scrolls or changes size. */
export function useFrameCheck(check: () => void): void {
  useEffect(() => {
    let frame = 0;
    const schedule = (): void => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        check();
      });
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [check]);
}
