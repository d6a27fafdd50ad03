import type { ReactElement } from 'react';
import { parseDate, type DateInput } from '@/i18n/dates';
import { useRelativeTime } from '@/i18n/useRelativeTime';
import { type DateFormatType, formatDate } from './formatDate';

export interface DateTimeProps {
  /** A Date, an ISO 8601 string or milliseconds since the epoch. */
  date?: DateInput;
  /** The same as `date`, under the name the API uses (an ISO string such as `dateInserted`). */
  timestamp?: DateInput;
  /** IANA time zone for fixed dates, e.g. 'Europe/Berlin'; default the browser's. */
  timezone?: string;
  /** 'fixed' (default) prints the date; 'relative' reads '5 minutes ago' and refreshes every 30 s. */
  mode?: 'fixed' | 'relative';
  type?: DateFormatType;
  className?: string;
}

function RelativeText({ date }: { date: DateInput }): string {
  return useRelativeTime(date);
}

/**
 * A `<time>` element: machine-readable `dateTime`, the text in the chosen mode and type, and
 * the full extended date in its `title`.
 */
export function DateTime({
  date,
  timestamp,
  timezone,
  mode = 'fixed',
  type = 'default',
  className,
}: DateTimeProps): ReactElement {
  const parsed = parseDate(date ?? timestamp);
  return (
    <time
      className={className ? `fw-dateTime ${className}` : 'fw-dateTime'}
      dateTime={parsed.toISOString()}
      title={formatDate(parsed, 'extended', timezone)}
    >
      {mode === 'relative' ? <RelativeText date={parsed} /> : formatDate(parsed, type, timezone)}
    </time>
  );
}
