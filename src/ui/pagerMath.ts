import { formatCompactNumber, formatFullNumber } from '@/i18n/numbers';
import { formatString, t } from '@/i18n/translate';

/**
 * Pager arithmetic (03 §4, §5, §9), kept apart from `Pager` so it is easy to test. Domain-free:
 * the discussion list and the post page's comment thread both page with it.
 */

export interface PagerInput {
  page: number;
  limit: number;
  /** Items on this page. */
  count: number;
  total?: number;
  /** The server says a next page exists (a `next` link). */
  hasNext?: boolean;
}

export function totalPages({ limit, total, page, hasNext }: PagerInput): number {
  if (total !== undefined && limit > 0) return Math.max(1, Math.ceil(total / limit));
  return hasNext ? page + 1 : Math.max(1, page);
}

/**
 * 'x - y of total' through `t()`. The range has the locale's thousands separators and the
 * total is abbreviated over 999 ('1 - 30 of 12.3k', 03 §9). A '+' follows the total when more
 * pages exist than the total accounts for (the server caps its count, or does not send one).
 */
export function resultText(input: PagerInput): string {
  const { page, limit, count, hasNext } = input;
  const from = count === 0 ? 0 : (page - 1) * limit + 1;
  const to = count === 0 ? 0 : from + count - 1;
  const total = input.total ?? to;
  const more = hasNext === true && (input.total === undefined || page >= totalPages(input));
  return formatString(
    t('%s - %s of %s'),
    formatFullNumber(from),
    formatFullNumber(to),
    // With '+' the total is a lower bound: rounded down, so it never claims more than is known.
    `${formatCompactNumber(total, undefined, more)}${more ? '+' : ''}`,
  );
}

/** Jump-to-page: non-digits are stripped and the result clamped to 1..pages; empty keeps `current`. */
export function parseJump(raw: string, pages: number, current: number): number {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return current;
  const n = Number.parseInt(digits, 10);
  return Math.min(Math.max(1, n), Math.max(1, pages));
}

/** The bottom pager shows only when the total exceeds the page limit. */
export function showBottomPager(total: number | undefined, limit: number): boolean {
  return total !== undefined && total > limit;
}
