import { apiGetCommentsCount } from '@/api/endpoints/comments';
import { createLoadThunk } from '@/store/createLoadThunk';

/**
 * The timeline's "Jump to: a date" (issue 37 §1). The server counts the comments inserted
 * before the chosen day (`GET /comments?dateInserted=<…&limit=1`, its result count); the
 * position follows from the count and the sort. Only the two date sorts (oldest and newest
 * first) can place a date; the timeline offers the jump in those alone.
 */

/**
 * The 1-based position of the comment nearest a date, from `before`, the count of comments
 * inserted before it. Both sorts land on the same comment: the first one inserted on or after
 * the date, or, when none is, the newest. Oldest first it is `before + 1`; newest first the
 * `before` older comments are the last ones, so it is `total - before`. Clamped to 1..total.
 */
export function datePosition(sort: string, total: number, before: number): number {
  const position = sort === '-dateInserted' ? total - before : before + 1;
  return Math.min(Math.max(position, 1), Math.max(total, 1));
}

/** `<` and the instant a local calendar day (`YYYY-MM-DD` of a date input) starts, or null. */
export function beforeDayFilter(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const start = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(start.getTime()) ? null : `<${start.toISOString()}`;
}

export interface CountCommentsBeforeArg {
  discussionID: number;
  /** A `dateInserted` filter, e.g. `beforeDayFilter('2026-05-01')`. */
  dateInserted: string;
}

/**
 * How many comments of a discussion match a date filter. Nothing is kept in the store: the
 * timeline reads the count from `unwrap()` and shows a failure beside its date form (no toast).
 */
export const countCommentsByDate = createLoadThunk<number, CountCommentsBeforeArg>(
  'comments/dateCountRequested',
  async (arg, { api, signal }) => apiGetCommentsCount(api, arg, signal),
  { freshFor: 0, failureToast: false },
);
