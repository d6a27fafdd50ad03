/** What the interface accepts as a date: a `Date`, an ISO 8601 string, or milliseconds since the epoch. */
export type DateInput = Date | string | number | null | undefined;

/** The date shown for anything that is not a valid date (spec 02 §5): 1970-01-01T00:00:00Z. */
export const INVALID_DATE_FALLBACK_MS = 0;

function toDate(input: DateInput): Date | undefined {
  if (input === null || input === undefined) return undefined;
  if (typeof input === 'string' && input.trim() === '') return undefined;
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** True when `input` parses to a real date. */
export function isValidDate(input: DateInput): boolean {
  return toDate(input) !== undefined;
}

/**
 * Parses a date the way every widget should. Numbers are milliseconds (multiply PHP's
 * seconds by 1000 first). Anything invalid — `null`, `''`, `'soon'`, `NaN` — becomes
 * 1970-01-01T00:00:00Z. Always returns a new `Date`, never the caller's object.
 */
export function parseDate(input: DateInput): Date {
  return toDate(input) ?? new Date(INVALID_DATE_FALLBACK_MS);
}
