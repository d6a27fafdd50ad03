/*
 * The continuous thread's arithmetic (issue 37 §1), pure so that its tests need no browser:
 * which pages are drawn and which collapse, where a position is, and when the next or the
 * previous page is asked for.
 */

/** Pages drawn on either side of the page in view; farther ones collapse to placeholders. */
export const DRAWN_AROUND = 2;
/** The next page is asked for when the end of the loaded ones is this close below the window. */
export const LOAD_AHEAD_PX = 1200;

/** The pages the stream holds, first to last. */
export interface PageRange {
  first: number;
  last: number;
}

/** The pages of a range in order. */
export function pagesOf(range: PageRange): number[] {
  const pages: number[] = [];
  for (let page = range.first; page <= range.last; page++) pages.push(page);
  return pages;
}

/**
 * Is `page` drawn in full? The page in view and two on each side are (five pages in the DOM at
 * most), and so is any page not yet measured: a placeholder needs a height.
 */
export function isDrawn(page: number, inView: number, measured: boolean): boolean {
  return !measured || Math.abs(page - inView) <= DRAWN_AROUND;
}

/** The thread's pages for `total` comments, `limit` a page (at least 1). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / limit));
}

/** The page and 0-based index on it of the comment at 1-based `position`. */
export function placeOf(position: number, limit: number): { page: number; index: number } {
  const at = Math.max(1, Math.floor(position));
  return { page: Math.ceil(at / limit), index: (at - 1) % limit };
}

/** The 1-based position of the comment at `index` (0-based) on `page`. */
export function positionOf(page: number, index: number, limit: number): number {
  return (page - 1) * limit + index + 1;
}

/**
 * Converts a position between the thread's oldest-first order and the sort shown: the same in
 * `dateInserted`, mirrored in `-dateInserted`; undefined in the sorts by score, where "the
 * first unread comment" and "read up to" have no place.
 */
export function inSortOrder(datePosition: number, sort: string, total: number): number | undefined {
  if (sort === 'dateInserted') return datePosition;
  if (sort === '-dateInserted') return Math.max(1, total - datePosition + 1);
  return undefined;
}

/** The other way: the oldest-first position of a position in `sort` (undefined as above). */
export function inDateOrder(sortPosition: number, sort: string, total: number): number | undefined {
  return inSortOrder(sortPosition, sort, total);
}

/**
 * What the stream should load next, from where its ends are: the page after the last when the
 * last page's bottom is within `LOAD_AHEAD_PX` below the window, the page before the first when
 * the reader has come back up to within that distance of the first page's top (`armed`: they
 * were inside the first page before, so entering on a later page at the top of the document
 * loads nothing above by itself). Nothing while a page at either end is still loading, nor
 * while the thread has no layout (a widget hidden with `display: none` loads no pages).
 */
export function nextLoad(input: {
  range: PageRange;
  pages: number;
  /** Are the pages at the ends loaded (or failed)? */
  firstSettled: boolean;
  lastSettled: boolean;
  /** The first page's top and the last page's bottom, relative to the window. */
  firstTop: number;
  lastBottom: number;
  viewportHeight: number;
  armed: boolean;
  /** Does the thread take up room on the page? */
  laidOut: boolean;
}): 'next' | 'previous' | undefined {
  const { range } = input;
  if (!input.laidOut) return undefined;
  if (range.last < input.pages && input.lastSettled) {
    if (input.lastBottom < input.viewportHeight + LOAD_AHEAD_PX) return 'next';
  }
  if (range.first > 1 && input.firstSettled && input.armed) {
    if (input.firstTop > -LOAD_AHEAD_PX) return 'previous';
  }
  return undefined;
}
