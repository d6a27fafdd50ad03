import { parseDate, type DateInput } from '@/i18n/dates';
import { getLocale } from '@/i18n/translate';

/** default 'Jan 5, 2024'; extended 'Friday, January 5, 2024 at 3:04 PM'; compact '1/5/24'; time '3:04 PM' (en). */
export type DateFormatType = 'default' | 'extended' | 'compact' | 'time';

const OPTIONS: Record<DateFormatType, Intl.DateTimeFormatOptions> = {
  default: { year: 'numeric', month: 'short', day: 'numeric' },
  extended: {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
  compact: { year: '2-digit', month: 'numeric', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
};

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(type: DateFormatType, timeZone: string | undefined): Intl.DateTimeFormat {
  const locale = getLocale();
  const key = `${locale}|${type}|${timeZone ?? ''}`;
  let cached = cache.get(key);
  if (!cached) {
    try {
      cached = new Intl.DateTimeFormat(locale, { ...OPTIONS[type], timeZone });
    } catch {
      // An unknown time zone (RangeError): show the browser's local time instead.
      cached = new Intl.DateTimeFormat(locale, OPTIONS[type]);
    }
    cache.set(key, cached);
  }
  return cached;
}

/**
 * A fixed date in the page's locale, in an IANA `timeZone` (default: the browser's).
 * Invalid dates read as 1970-01-01 (spec 02 §5).
 */
export function formatDate(
  date: DateInput,
  type: DateFormatType = 'default',
  timeZone?: string,
): string {
  return formatter(type, timeZone).format(parseDate(date));
}
