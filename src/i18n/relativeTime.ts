import dayjs from 'dayjs';
import relativeTimePlugin from 'dayjs/plugin/relativeTime';
import { parseDate, type DateInput } from './dates';
import { getI18nVersion, t } from './translate';

dayjs.extend(relativeTimePlugin);

/** Dates less than this old read 'just now' (spec 02 §4). */
export const JUST_NOW_MS = 5000;
/** Under this distance the wording is 'a few seconds' (spec 01 §1). */
export const FEW_SECONDS_MS = 45_000;

/** A dayjs locale holding only our relative-time wording, registered without changing dayjs's global locale. */
const LOCALE_NAME = 'fw-relative';
let registeredVersion = -1;

/** The wording, each piece through `t()` with dayjs's English default, so translators can change it. */
function relativeWording(): ILocale['relativeTime'] {
  return {
    future: t('in %s'),
    past: t('%s ago'),
    s: t('a few seconds'),
    m: t('a minute'),
    mm: t('%d minutes'),
    h: t('an hour'),
    hh: t('%d hours'),
    d: t('a day'),
    dd: t('%d days'),
    M: t('a month'),
    MM: t('%d months'),
    y: t('a year'),
    yy: t('%d years'),
  };
}

function localeName(): string {
  if (registeredVersion !== getI18nVersion()) {
    dayjs.locale(
      { name: LOCALE_NAME, formats: {}, relativeTime: relativeWording() },
      undefined,
      true,
    );
    registeredVersion = getI18nVersion();
  }
  return LOCALE_NAME;
}

export interface RelativeTimeOptions {
  /** The moment to measure from; defaults to now. */
  now?: Date | number;
  /** `'5 minutes'` instead of `'5 minutes ago'` / `'in 5 minutes'`; never 'just now'. */
  withoutSuffix?: boolean;
}

/**
 * Relative time in the spec's wording: 'a few seconds' under 45 s, then 'a minute',
 * 'N minutes', 'an hour', 'N hours', 'a day', 'N days', 'a month', 'N months',
 * 'a year', 'N years' (dayjs relativeTime thresholds), with 'ago' / 'in'.
 *
 * 'just now' covers the first 5 s, and also dates up to 45 s in the future: those are
 * clock skew between server and browser, not scheduled events. Invalid dates count as
 * 1970-01-01.
 */
export function formatRelativeTime(date: DateInput, options: RelativeTimeOptions = {}): string {
  const target = parseDate(date).getTime();
  const now = options.now === undefined ? Date.now() : Number(options.now);
  const elapsed = now - target;
  if (!options.withoutSuffix && elapsed < JUST_NOW_MS && elapsed > -FEW_SECONDS_MS) {
    return t('just now');
  }
  // dayjs rounds 44.5 s up to 45 ('a minute'); the spec says anything under 45 s is
  // 'a few seconds', so measure such distances as zero.
  const from = Math.abs(elapsed) < FEW_SECONDS_MS ? target : now;
  return dayjs(target).locale(localeName()).from(from, options.withoutSuffix);
}
