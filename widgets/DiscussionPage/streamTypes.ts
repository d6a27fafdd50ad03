import type { PageRange } from './streamMath';
import type { ThreadPlace } from './usePageLocation';

/* The continuous thread's options and handle (useThreadStream.ts). */

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

export interface Target {
  page: number;
  index: number;
  focus: boolean;
}
