/**
 * The reference API's date filters (`dateInserted=<2026-05-01`, `>=…`, `[a,b]`), read into SQL.
 *
 * A value is an operator (`<`, `<=`, `>`, `>=`, `=`, none meaning `=`) before a date, or a range
 * `[a,b]` whose brackets say whether each end is in (`[`/`]`) or out (`(`/`)`). A date is an
 * ISO 8601 date-time (`2026-05-01T12:00:00Z`), an instant, or a date alone (`2026-05-01`), the
 * whole UTC day: `=2026-05-01` is the day, `<2026-05-01` before it, `<=2026-05-01` up to its
 * end, `>2026-05-01` after it. Anything else is a 400 naming the parameter.
 */
import { HttpError } from './errors.ts';

interface Bound {
  at: string;
  inclusive: boolean;
}

export interface DateRange {
  from?: Bound;
  to?: Bound;
}

const DAY_MS = 86_400_000;

/** A date alone: its start and the next day's start; a date-time: the instant twice. */
function readDate(text: string): { start: string; end: string; day: boolean } | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    const ms = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    const start = new Date(ms).toISOString();
    // 2026-02-30 rolls over into March: not a date.
    if (Number.isNaN(ms) || start.slice(0, 10) !== text) return null;
    return { start, end: new Date(ms + DAY_MS).toISOString(), day: true };
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text))
    return null;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return null;
  const at = new Date(ms).toISOString();
  return { start: at, end: at, day: false };
}

function invalid(name: string, value: string): HttpError {
  const message =
    `${name} is not a valid date filter: "${value}". Use an operator (<, <=, >, >=, =) before ` +
    'a date (2026-05-01) or a date-time (2026-05-01T12:00:00Z), or a range [2026-05-01,2026-05-31].';
  return new HttpError(400, message, { errors: [{ field: name, message, code: 'invalid' }] });
}

/** Reads a date filter; throws a 400 for `name` when `value` is none. */
export function parseDateFilter(name: string, value: string): DateRange {
  const text = value.trim();
  const range = /^([[(])\s*([^,]+?)\s*,\s*([^,]+?)\s*([\])])$/.exec(text);
  if (range) {
    const a = readDate(range[2] ?? '');
    const b = readDate(range[3] ?? '');
    if (!a || !b) throw invalid(name, value);
    return {
      from: range[1] === '[' ? { at: a.start, inclusive: true } : after(a),
      to: range[4] === ']' ? upTo(b) : { at: b.start, inclusive: false },
    };
  }
  const op = /^(<=|>=|<|>|=)?\s*(.+)$/.exec(text);
  const date = op ? readDate(op[2] ?? '') : null;
  if (!op || !date) throw invalid(name, value);
  switch (op[1] ?? '=') {
    case '<':
      return { to: { at: date.start, inclusive: false } };
    case '<=':
      return { to: upTo(date) };
    case '>':
      return { from: after(date) };
    case '>=':
      return { from: { at: date.start, inclusive: true } };
    default:
      return date.day
        ? { from: { at: date.start, inclusive: true }, to: { at: date.end, inclusive: false } }
        : { from: { at: date.start, inclusive: true }, to: { at: date.start, inclusive: true } };
  }
}

/** `>d`: after the day (from the next day's start) or after the instant. */
function after(date: { end: string; day: boolean }): Bound {
  return date.day ? { at: date.end, inclusive: true } : { at: date.end, inclusive: false };
}

/** `<=d`: up to the day's end (before the next day's start) or up to the instant. */
function upTo(date: { end: string; day: boolean }): Bound {
  return date.day ? { at: date.end, inclusive: false } : { at: date.end, inclusive: true };
}

/** The SQL condition on `column` (compared as instants, whatever the stored ISO form). */
export function dateRangeSql(column: string, range: DateRange): { sql: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  if (range.from) {
    parts.push(`julianday(${column}) ${range.from.inclusive ? '>=' : '>'} julianday(?)`);
    params.push(range.from.at);
  }
  if (range.to) {
    parts.push(`julianday(${column}) ${range.to.inclusive ? '<=' : '<'} julianday(?)`);
    params.push(range.to.at);
  }
  return { sql: parts.map((p) => ` AND ${p}`).join(''), params };
}
