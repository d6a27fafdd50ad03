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
  pageCount,
  pagesOf,
  placeOf,
  positionOf,
} from './streamMath';
import {
  ITEM,
  MORE_EVENT,
  readingLine,
  SKELETON,
  readSpot,
  useAnchorCorrection,
  useFrameCheck,
  usePageSegments,
  useScrolledByHand,
  writeSpot,
} from './streamDom';
import type { Target, ThreadStream, ThreadStreamOptions } from './streamTypes';
import { useHeldRange } from './useHeldRange';

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
  const { placeKey, range, extend } = useHeldRange(discussionID, place, limit);
  const [view, setView] = useState({ key: placeKey, page: place.page, position: 0 });
  const inView = view.key === placeKey ? view.page : place.page;
  const position = view.key === placeKey ? view.position : 0;

  // The spot a reload comes back to, read before anything on this page writes it.
  const [savedSpot] = useState(() => (instance === 1 ? readSpot(discussionID) : undefined));
  const { segmentsRef, heightsRef, segmentRef } = usePageSegments();
  const armed = useRef(false);
  const scrolledByHandRef = useScrolledByHand();
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

  // A new place starts over: nothing armed, the address already shows the page.
  useEffect(() => {
    armed.current = false;
    scrolledByHandRef.current = false;
    followed.current = place.page;
  }, [placeKey, place.page, scrolledByHandRef]);

  const latest = useRef({ range, inView, position, statuses, lastPage });
  useLayoutEffect(() => {
    latest.current = { range, inView, position, statuses, lastPage };
  });
  // Each jump renders once more, so its target is looked for even when nothing else changed.
  const [jumps, setJumps] = useState(0);
  // An appended page's comments come in a render of their own: a jump waiting looks again then.
  useEffect(() => {
    const again = (): void => {
      if (target.current) setJumps((n) => n + 1);
    };
    document.addEventListener(MORE_EVENT, again);
    return () => document.removeEventListener(MORE_EVENT, again);
  }, []);

  /** Reads where the reader is, follows it in the address, and loads what comes near. */
  const check = useCallback(() => {
    const now = latest.current;
    const held = pagesOf(now.range);
    const first = segmentsRef.current.get(now.range.first);
    const last = segmentsRef.current.get(now.range.last);
    if (!first || !last) return;
    const line = readingLine(first);
    let page = now.range.last;
    let index = -1;
    let atID = 0;
    for (const p of held) {
      const el = segmentsRef.current.get(p);
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
      writeSpot(discussionID, atID);
    }
    const firstBox = first.getBoundingClientRect();
    const lastBox = last.getBoundingClientRect();
    const firstTop = firstBox.top;
    // Only the reader's own scrolling into the first page held arms the page above: a page
    // change, a restored spot or a layout settling never loads pages above by itself.
    if (firstTop < line && firstBox.height > 0 && scrolledByHandRef.current) armed.current = true;
    const settled = now.statuses.split(',');
    const load = nextLoad({
      range: now.range,
      pages: now.lastPage,
      // Loaded, and drawn: an appended page keeps its skeleton while it renders (CommentPage).
      firstSettled: settled[0] === 'ok' && !first.querySelector(SKELETON),
      lastSettled: settled[settled.length - 1] === 'ok' && !last.querySelector(SKELETON),
      firstTop,
      lastBottom: lastBox.bottom,
      viewportHeight: window.innerHeight,
      armed: armed.current,
      laidOut: firstBox.height > 0 && lastBox.height > 0,
    });
    if (load === 'previous' && reading.current)
      anchor.current = { el: reading.current, top: reading.current.getBoundingClientRect().top };
    if (load) extend(load, now.range);
  }, [discussionID, limit, placeKey, instance, follow, extend, scrolledByHandRef, segmentsRef]);

  useFrameCheck(check);

  // After each page settles or the range changes: the view may already need more.
  useEffect(() => {
    check();
  }, [check, statuses, range.first, range.last]);

  useAnchorCorrection(anchor, range.first, statuses.split(',')[0]);

  // A pending target (a jump, `#unread`, a reload's spot) is scrolled to once it is drawn.
  useLayoutEffect(() => {
    const want = target.current;
    if (!want || want.page < range.first || want.page > range.last) return;
    const el = segmentsRef.current.get(want.page);
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
  }, [range.first, range.last, inView, placeKey, position, statuses, jumps, segmentsRef]);

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

  return {
    pages,
    range,
    inView,
    position,
    drawn: (page) => !loaded(page) || isDrawn(page, inView, heightsRef.current.has(page)),
    heightOf: (page) => heightsRef.current.get(page),
    segmentRef,
    loadEarlier: () => {
      armed.current = true;
      if (range.first > 1) extend('previous', range);
    },
    jumpTo,
  };
}
