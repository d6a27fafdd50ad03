import { parseDate, type DateInput } from './dates';
import { getI18nVersion, t } from './translate';

/** Dates less than this old read 'just now' (spec 02 §4). */
export const JUST_NOW_MS = 5000;
/** Under this distance the wording is 'a few seconds' (spec 01 §1). */
export const FEW_SECONDS_MS = 45_000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The largest distance from the epoch a `Date` can hold. */
const MAX_DATE_MS = 8.64e15;

interface Wording {
  future: string;
  past: string;
  s: string;
  m: string;
  mm: string;
  h: string;
  hh: string;
  d: string;
  dd: string;
  M: string;
  MM: string;
  y: string;
  yy: string;
}
type Unit = Exclude<keyof Wording, 'future' | 'past'>;

let wordingVersion = -1;
let wordingCache: Wording | undefined;

/**
 * The wording, each piece through `t()` with dayjs's English default, so translators can change
 * it; read again when the translations change.
 */
function wording(): Wording {
  if (!wordingCache || wordingVersion !== getI18nVersion()) {
    wordingCache = {
      future: t('in %s', 'in %s'),
      past: t('%s ago', '%s ago'),
      s: t('a few seconds', 'a few seconds'),
      m: t('a minute', 'a minute'),
      mm: t('%d minutes', '%d minutes'),
      h: t('an hour', 'an hour'),
      hh: t('%d hours', '%d hours'),
      d: t('a day', 'a day'),
      dd: t('%d days', '%d days'),
      M: t('a month', 'a month'),
      MM: t('%d months', '%d months'),
      y: t('a year', 'a year'),
      yy: t('%d years', '%d years'),
    };
    wordingVersion = getI18nVersion();
  }
  return wordingCache;
}

/** The zone's offset from UTC in minutes at `ms`, rounded to 15 minutes as dayjs's `utcOffset()`. */
function utcOffset(ms: number): number {
  return -Math.round(new Date(ms).getTimezoneOffset() / 15) * 15;
}

function daysInMonth(year: number, month: number): number {
  if (month === 1) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 3 || month === 5 || month === 8 || month === 10 ? 30 : 31;
}

/** dayjs's `add(n, 'month')` in local time: the same day of the month, or the month's last. */
function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const day = date.getDate();
  date.setDate(1);
  date.setMonth(date.getMonth() + months);
  date.setDate(Math.min(day, daysInMonth(date.getFullYear(), date.getMonth())));
  return date.getTime();
}

/**
 * Calendar months from `b` to `a` with a fraction (dayjs's `a.diff(b, 'month', true)`, which is
 * moment's): whole months between the two local dates, plus the remainder measured against the
 * length of the month it falls in.
 */
function monthDiff(a: number, b: number): number {
  const da = new Date(a);
  const db = new Date(b);
  if (da.getDate() < db.getDate()) return -monthDiff(b, a);
  const whole = (db.getFullYear() - da.getFullYear()) * 12 + (db.getMonth() - da.getMonth());
  const anchor = addMonths(a, whole);
  const before = b - anchor < 0;
  const anchor2 = addMonths(a, whole + (before ? -1 : 1));
  return +(-(whole + (b - anchor) / (before ? anchor - anchor2 : anchor2 - anchor)) || 0);
}

/**
 * The distance from `from` to `target` in dayjs relativeTime's words, with its thresholds and
 * rounding: up to 44 s 'a few seconds', 89 s 'a minute', 44 min 'N minutes', 89 min 'an hour',
 * 21 h 'N hours', 35 h 'a day', 25 d 'N days', 45 d 'a month', 10 months 'N months', 17 months
 * 'a year', then 'N years'. Each step rounds its own unit (`Math.round`), a count of 1 reads as
 * the singular, days allow for a change of the zone's offset, and months and years are counted
 * on the calendar. Past or future follows the sign of the last unit measured.
 */
function relativeWords(target: number, from: number, withoutSuffix: boolean): string {
  const diff = target - from;
  let result = diff / SECOND;
  let count = Math.round(Math.abs(result));
  let unit: Unit;
  if (count <= 44) unit = 's';
  else if (count <= 89) unit = 'm';
  else {
    result = diff / MINUTE;
    count = Math.round(Math.abs(result));
    if (count <= 44) unit = count <= 1 ? 'm' : 'mm';
    else if (count <= 89) unit = 'h';
    else {
      result = diff / HOUR;
      count = Math.round(Math.abs(result));
      if (count <= 21) unit = count <= 1 ? 'h' : 'hh';
      else if (count <= 35) unit = 'd';
      else {
        result = (diff - (utcOffset(from) - utcOffset(target)) * MINUTE) / DAY;
        count = Math.round(Math.abs(result));
        if (count <= 25) unit = count <= 1 ? 'd' : 'dd';
        else if (count <= 45) unit = 'M';
        else {
          const months = monthDiff(target, from);
          result = months;
          count = Math.round(Math.abs(result));
          if (count <= 10) unit = count <= 1 ? 'M' : 'MM';
          else if (count <= 17) unit = 'y';
          else {
            result = months / 12;
            count = Math.round(Math.abs(result));
            unit = count <= 1 ? 'y' : 'yy';
          }
        }
      }
    }
  }
  const words = wording();
  const out = words[unit].replace('%d', String(count));
  if (withoutSuffix) return out;
  return (result > 0 ? words.future : words.past).replace('%s', out);
}

export interface RelativeTimeOptions {
  /** The moment to measure from; defaults to now. */
  now?: Date | number;
  /** `'5 minutes'` instead of `'5 minutes ago'` / `'in 5 minutes'`; never 'just now'. */
  withoutSuffix?: boolean;
}

/** Milliseconds of a date; a whole number of milliseconds is taken as it is, without a `Date`. */
function timeOf(date: DateInput): number {
  if (typeof date === 'number' && Number.isInteger(date) && Math.abs(date) <= MAX_DATE_MS) {
    return date;
  }
  return parseDate(date).getTime();
}

/**
 * Relative time in the spec's wording: 'a few seconds' under 45 s, then 'a minute',
 * 'N minutes', 'an hour', 'N hours', 'a day', 'N days', 'a month', 'N months',
 * 'a year', 'N years' (dayjs relativeTime's thresholds and rounding, computed here without
 * dayjs: `relativeWords`), with 'ago' / 'in'.
 *
 * 'just now' covers the first 5 s, and also dates up to 45 s in the future: those are
 * clock skew between server and browser, not scheduled events. Invalid dates count as
 * 1970-01-01.
 */
export function formatRelativeTime(date: DateInput, options: RelativeTimeOptions = {}): string {
  const target = timeOf(date);
  const now = options.now === undefined ? Date.now() : Number(options.now);
  const elapsed = now - target;
  if (!options.withoutSuffix && elapsed < JUST_NOW_MS && elapsed > -FEW_SECONDS_MS) {
    return t('just now', 'just now');
  }
  // dayjs rounds 44.5 s up to 45 ('a minute'); the spec says anything under 45 s is
  // 'a few seconds', so measure such distances as zero.
  const from = Math.abs(elapsed) < FEW_SECONDS_MS ? target : now;
  return relativeWords(target, from, options.withoutSuffix ?? false);
}
