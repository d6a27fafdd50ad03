import { DEFAULT_COMMENT_SORT, permalinkPage } from '@/features/comments/postPageUrl';
import type { ThreadPlace } from './usePageLocation';

/*
 * Where live comments go on the post page (issue 36 §3), as pure arithmetic. Oldest first (the
 * default sort), a new comment's place is the end of the thread: it joins the page shown when
 * that page is the last and has room, else it waits behind the "n new comments" button. In the
 * other sorts it would land above what the reader sees (newest first) or at a place nobody
 * knows yet (top, trending), so it always waits behind the button.
 */

/** Does a new comment join the page shown in this sort, when it has room? */
export function appendsInPlace(sort: string): boolean {
  return sort === DEFAULT_COMMENT_SORT;
}

/** The last page of a thread of `total` comments, `limit` a page (1 for an empty thread). */
export function lastPageOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/**
 * Of the comments the thread gained (positions `before`..`after - 1`, oldest first), how many
 * fall on the page shown: they came with its answer and are already in place.
 */
export function fittingOnPage(
  place: ThreadPlace,
  limit: number,
  before: number,
  after: number,
): number {
  if (!appendsInPlace(place.sort)) return 0;
  const start = (place.page - 1) * limit;
  return Math.max(0, Math.min(after, start + limit) - Math.max(before, start));
}

/**
 * Where the button leads: oldest first, the page that holds the first new comment (its
 * 0-based `position` in the thread); in any other sort, page 1 newest first, where all the new
 * comments are, at the top (top and trending have no place for them yet).
 */
export function newCommentsTarget(
  place: ThreadPlace,
  limit: number,
  position: number,
): ThreadPlace {
  if (appendsInPlace(place.sort)) return { page: permalinkPage(position, limit), sort: place.sort };
  return { page: 1, sort: '-dateInserted' };
}
