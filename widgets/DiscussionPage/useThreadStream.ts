import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { selectCommentPage } from '@/features/comments/commentsSlice';
import { FIRST_UNREAD_HASH, firstUnreadPosition } from '@/features/comments/firstUnread';
import { useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { commentDomID } from './pageLinks';
import {
  inSortOrder,
  isDrawn,
  nextLoad,
  type PageRange,
  pageCount,
  pagesOf,
  placeOf,
  positionOf,
} from './streamMath';
import type { ThreadPlace } from './usePageLocation';

/** Where a reload finds the comment the reader was at (this tab's session storage). */
const SPOT_KEY = 'forum-widgets:thread-spot:';
const ITEM = ':scope > ol > .fw-commentList-item';
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

export interface ThreadStreamOptions {
  discussionID: number;
  /** The page the reader went to (the address, the pager) and the sort. */
  place: ThreadPlace;
  limit: number;
  /** The thread's comments. */
  total: number;
  /** The discussion's unread count when the page opened, for `#unread` (03 §3). */
  countUnread: number;
  /** 1 for the page's first post page widget: only it follows and reads the address. */
  instance: number;
  /** Goes to a page (pushes its address, or replaces it). */
  go: (next: ThreadPlace, options?: { replace?: boolean }) => void;
  /** Replaces the address with the page in view. */
  follow: (page: number) => void;
}

export interface ThreadStream {
  /** The pages held, first to last. */
  pages: number[];
  range: PageRange;
  /** The page at the top of the reader's view. */
  inView: number;
  /** The 1-based position (in the sort shown) of the comment at the top of the view; 0: none. */
  position: number;
  /** Is the page drawn in full (else a placeholder of `heightOf(page)`)? */
  drawn: (page: number) => boolean;
  heightOf: (page: number) => number | undefined;
  /** The ref of a page's element (drawn or placeholder). */
  segmentRef: (page: number) => (el: HTMLElement | null) => void;
  /** Loads the page before the first (the "Show earlier comments" button). */
  loadEarlier: () => void;
  /** Brings the comment at a 1-based position (in the sort shown) into view, with focus if asked. */
  jumpTo: (position: number, options?: { focus?: boolean }) => void;
}

interface Target {
  page: number;
  index: number;
  focus: boolean;
}

/** The reading line: the comments' scroll margin (the title bar's height and a gap). */
function readingLine(box: HTMLElement): number {
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
function readSpot(discussionID: number): number | undefined {
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

/**
 * The continuous thread (issue 37 §1): the server's pages read as one stream. The page the
 * reader went to is loaded first; scrolling near the end appends the next page, and coming
 * back up to the top of the first page held prepends the previous one (the browser's scroll
 * anchoring keeps the reader's comment where it is). The address follows the page in view with
 * `replaceState`, and a reload comes back to the comment the reader was at (kept in session
 * storage per tab). Only five pages are drawn: farther ones collapse to placeholders of their
 * measured height and are drawn again when they come near. Going to another page or sort
 * (the pager, `place`) starts the stream again there.
 */
export function useThreadStream(options: ThreadStreamOptions): ThreadStream {
  const { discussionID, place, limit, total, instance, go, follow } = options;
  const placeKey = `${place.sort}|${place.page}|${limit}`;
  const [held, setHeld] = useState<{ key: string; range: PageRange }>({
    key: placeKey,
    range: { first: place.page, last: place.page },
  });
  const range = held.key === placeKey ? held.range : { first: place.page, last: place.page };
  const [view, setView] = useState({ key: placeKey, page: place.page, position: 0 });
  const inView = view.key === placeKey ? view.page : place.page;
  const position = view.key === placeKey ? view.position : 0;

  // The spot a reload comes back to, read before anything on this page writes it.
  const [savedSpot] = useState(() => (instance === 1 ? readSpot(discussionID) : undefined));
  const segments = useRef(new Map<number, HTMLElement>());
  const heights = useRef(new Map<number, number>());
  const refs = useRef(new Map<number, (el: HTMLElement | null) => void>());
  const resizer = useRef<ResizeObserver | null>(null);
  const armed = useRef(false);
  /** The reader scrolled by hand (wheel, touch, scroll keys, the scroll bar) since the last move. */
  const scrolledByHand = useRef(false);
  const target = useRef<Target | null>(null);
  const followed = useRef(place.page);
  const spot = useRef<number | undefined>(undefined);
  /** The comment read when a page was asked for above it, and where it was in the window. */
  const anchor = useRef<{ el: Element; top: number } | null>(null);
  const reading = useRef<Element | null>(null);
  const pages = pagesOf(range);
  const lastPage = pageCount(total, limit);

  // Which held pages are loaded: one string, so the component re-renders only when one settles.
  const statuses = useAppSelector((state) =>
    pages
      .map((page) => selectCommentPage(state, { discussionID, sort: place.sort, page, limit }))
      .map((loadable) => (loadable.data !== undefined ? 'ok' : loadable.status))
      .join(','),
  );
  const loaded = (page: number): boolean => statuses.split(',')[page - range.first] === 'ok';

  const extend = useCallback(
    (to: 'next' | 'previous') =>
      setHeld((previous) => {
        const base =
          previous.key === placeKey ? previous.range : { first: place.page, last: place.page };
        const next =
          to === 'next'
            ? { first: base.first, last: base.last + 1 }
            : { first: base.first - 1, last: base.last };
        return { key: placeKey, range: next };
      }),
    [placeKey, place.page],
  );

  // A new place starts over: nothing armed, the address already shows the page.
  useEffect(() => {
    armed.current = false;
    scrolledByHand.current = false;
    followed.current = place.page;
  }, [placeKey, place.page]);

  const latest = useRef({ range, inView, position, statuses, lastPage });
  useLayoutEffect(() => {
    latest.current = { range, inView, position, statuses, lastPage };
  });
  // Each jump renders once more, so its target is looked for even when nothing else changed.
  const [jumps, setJumps] = useState(0);

  /** Reads where the reader is, follows it in the address, and loads what comes near. */
  const check = useCallback(() => {
    const now = latest.current;
    const held = pagesOf(now.range);
    const first = segments.current.get(now.range.first);
    const last = segments.current.get(now.range.last);
    if (!first || !last) return;
    const line = readingLine(first);
    let page = now.range.last;
    let index = -1;
    let atID = 0;
    for (const p of held) {
      const el = segments.current.get(p);
      if (!el || el.getBoundingClientRect().bottom <= line) continue;
      page = p;
      const items = Array.from(el.querySelectorAll(ITEM));
      index = items.findIndex((item) => item.getBoundingClientRect().bottom > line);
      if (index >= 0) {
        reading.current = items[index]!;
        // Only a comment across the reading line is the reader's spot; below it, they are
        // still above the thread.
        atID =
          items[index]!.getBoundingClientRect().top <= line
            ? Number(items[index]!.getAttribute('data-comment-id'))
            : -1;
      }
      break;
    }
    const at = index >= 0 ? positionOf(page, index, limit) : now.position;
    if (page !== now.inView || at !== now.position) setView({ key: placeKey, page, position: at });
    // Only a stream of several pages has another page to name (a single one is the address's).
    if (instance === 1 && now.range.first !== now.range.last && page !== followed.current) {
      followed.current = page;
      follow(page);
    }
    // The comment at the top, under the address that now names its page, for a reload.
    if (instance === 1 && atID !== 0 && atID !== spot.current) {
      spot.current = atID;
      try {
        const key = `${SPOT_KEY}${discussionID}`;
        if (atID < 0) sessionStorage.removeItem(key);
        else
          sessionStorage.setItem(
            key,
            JSON.stringify({ path: `${location.pathname}${location.search}`, commentID: atID }),
          );
      } catch {
        // Storage refused (private mode, quota): a reload opens at the page's top.
      }
    }
    const firstBox = first.getBoundingClientRect();
    const lastBox = last.getBoundingClientRect();
    const firstTop = firstBox.top;
    // Only the reader's own scrolling into the first page held arms the page above: a page
    // change, a restored spot or a layout settling never loads pages above by itself.
    if (firstTop < line && firstBox.height > 0 && scrolledByHand.current) armed.current = true;
    const settled = now.statuses.split(',');
    const load = nextLoad({
      range: now.range,
      pages: now.lastPage,
      firstSettled: settled[0] === 'ok',
      lastSettled: settled[settled.length - 1] === 'ok',
      firstTop,
      lastBottom: lastBox.bottom,
      viewportHeight: window.innerHeight,
      armed: armed.current,
      laidOut: firstBox.height > 0 && lastBox.height > 0,
    });
    if (load === 'previous' && reading.current)
      anchor.current = { el: reading.current, top: reading.current.getBoundingClientRect().top };
    if (load) extend(load);
  }, [discussionID, limit, placeKey, instance, follow, extend]);

  // What counts as the reader's own scrolling.
  useEffect(() => {
    const byHand = (): void => {
      scrolledByHand.current = true;
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

  // Scrolling and resizing check once a frame.
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

  // After each page settles or the range changes: the view may already need more.
  useEffect(() => {
    check();
  }, [check, statuses, range.first, range.last]);

  // A page drawn above the reader must not move what they read. The browser's scroll anchoring
  // usually sees to it; where it did not (no support, or a page still hidden while it boots),
  // the window is scrolled by what the comment moved, until the page above has settled.
  useLayoutEffect(() => {
    const held = anchor.current;
    if (!held) return;
    if (!held.el.isConnected) {
      anchor.current = null;
      return;
    }
    const moved = held.el.getBoundingClientRect().top - held.top;
    if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
    const first = statuses.split(',')[0];
    if (first === 'ok' || first === LoadStatus.ERROR) anchor.current = null;
  }, [range.first, statuses]);

  // A pending target (a jump, `#unread`, a reload's spot) is scrolled to once it is drawn.
  useLayoutEffect(() => {
    const want = target.current;
    if (!want || want.page < range.first || want.page > range.last) return;
    const el = segments.current.get(want.page);
    if (!el || el.dataset.collapsed === 'true') {
      if (want.page !== inView) setView({ key: placeKey, page: want.page, position });
      return;
    }
    const items = el.querySelectorAll<HTMLElement>(ITEM);
    if (items.length === 0) {
      if (statuses.split(',')[want.page - range.first] === LoadStatus.ERROR) target.current = null;
      return;
    }
    target.current = null;
    const article = (items[Math.min(want.index, items.length - 1)] as HTMLElement)
      .firstElementChild as HTMLElement | null;
    article?.scrollIntoView?.({ block: 'start' });
    if (want.focus) article?.focus({ preventScroll: true });
    armed.current = true;
  }, [range.first, range.last, inView, placeKey, position, statuses, jumps]);

  const jumpTo = useCallback(
    (to: number, { focus = false }: { focus?: boolean } = {}) => {
      const { page, index } = placeOf(Math.min(Math.max(1, to), Math.max(1, total)), limit);
      target.current = { page, index, focus };
      setJumps((n) => n + 1);
      const now = latest.current.range;
      if (page >= now.first && page <= now.last) {
        setView({ key: placeKey, page, position: positionOf(page, index, limit) });
        return;
      }
      go({ page, sort: place.sort });
    },
    [total, limit, placeKey, go, place.sort],
  );

  // On arrival: `#unread` opens at the first unread comment; a reload at the reader's spot.
  useEffect(() => {
    if (instance !== 1) return;
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    if (location.hash === FIRST_UNREAD_HASH) {
      const first = firstUnreadPosition(total, options.countUnread);
      const at = first === undefined ? undefined : inSortOrder(first, place.sort, total);
      if (at === undefined) return;
      const { page, index } = placeOf(at, limit);
      target.current = { page, index, focus: true };
      go({ page, sort: place.sort }, { replace: true });
      return;
    }
    const id = savedSpot;
    if (id === undefined) return;
    const restore = (): boolean => {
      const article = document.getElementById(commentDomID(id, instance));
      article?.scrollIntoView({ block: 'start' });
      return article !== null;
    };
    if (!restore()) requestAnimationFrame(restore);
    // Only on arrival: later changes of place are the reader's own moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Pages are measured while drawn, so a placeholder keeps their height.
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        if (el.dataset.collapsed === 'true') continue;
        heights.current.set(Number(el.dataset.page), el.getBoundingClientRect().height);
      }
    });
    resizer.current = observer;
    for (const el of segments.current.values()) observer.observe(el);
    return () => {
      observer.disconnect();
      resizer.current = null;
    };
  }, []);

  const segmentRef = useCallback((page: number) => {
    let ref = refs.current.get(page);
    if (!ref) {
      ref = (el: HTMLElement | null): void => {
        const before = segments.current.get(page);
        if (before && before !== el) resizer.current?.unobserve(before);
        if (!el) {
          segments.current.delete(page);
          return;
        }
        segments.current.set(page, el);
        resizer.current?.observe(el);
      };
      refs.current.set(page, ref);
    }
    return ref;
  }, []);

  return {
    pages,
    range,
    inView,
    position,
    drawn: (page) => !loaded(page) || isDrawn(page, inView, heights.current.has(page)),
    heightOf: (page) => heights.current.get(page),
    segmentRef,
    loadEarlier: () => {
      armed.current = true;
      if (range.first > 1) extend('previous');
    },
    jumpTo,
  };
}
