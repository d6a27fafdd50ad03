import { type ReactElement, useEffect, useEffectEvent, useState } from 'react';
import { parseDate, type DateInput } from '@/i18n/dates';
import { formatString, t } from '@/i18n/translate';
import { sanitizeUrl } from '@/utils/links';
import controlsCss from './controls.css';
import { useStyles } from './useStyles';

/** Refresh steps (spec 02 §4): every 10 s while over a minute remains, then every 5 s. */
export const EDIT_COUNTDOWN_SLOW_MS = 10_000;
export const EDIT_COUNTDOWN_FAST_MS = 5_000;
const MINUTE = 60_000;

/**
 * When the author's edit window closes: `dateInserted` plus the edit timeout in seconds
 * (`Garden.EditContentTimeout`). `null` for -1, which means no limit.
 */
export function getEditDeadline(dateInserted: DateInput, timeoutSeconds: number): number | null {
  if (timeoutSeconds < 0) return null;
  return parseDate(dateInserted).getTime() + timeoutSeconds * 1000;
}

const plural = (n: number, one: string, many: string): string =>
  formatString(n === 1 ? t(one, one) : t(many, many), n);

/** The time left as a label: '2 hours', '5 minutes', '1 minute', '45 seconds' (rounded down). */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds >= 3600) return plural(Math.floor(seconds / 3600), '%s hour', '%s hours');
  if (seconds >= 60) return plural(Math.floor(seconds / 60), '%s minute', '%s minutes');
  return plural(seconds, '%s second', '%s seconds');
}

export interface EditCountdownProps {
  /** When editing stops being allowed (see `getEditDeadline`); `null` means no limit. */
  deadline: DateInput | null;
  /** Link to the edit page; when absent or unsafe the control is a button. */
  href?: string;
  onEdit?: () => void;
  /** Called once when the time runs out and the control disappears. */
  onExpire?: () => void;
  className?: string;
}

/**
 * 'Edit (5 minutes)': the author's edit control with the time left, refreshed every 10 s while
 * more than a minute remains and every 5 s after that. It disappears when time runs out.
 */
export function EditCountdown({
  deadline,
  href,
  onEdit,
  onExpire,
  className,
}: EditCountdownProps): ReactElement | null {
  useStyles('controls', controlsCss);
  const end = deadline === null ? null : parseDate(deadline).getTime();
  const [now, setNow] = useState(() => Date.now());
  const remaining = end === null ? Infinity : end - now;
  const expire = useEffectEvent(() => onExpire?.());

  useEffect(() => {
    if (remaining === Infinity) return undefined;
    if (remaining <= 0) {
      expire();
      return undefined;
    }
    const step = remaining > MINUTE ? EDIT_COUNTDOWN_SLOW_MS : EDIT_COUNTDOWN_FAST_MS;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(step, remaining));
    return () => clearTimeout(timer);
  }, [remaining]);

  if (remaining <= 0) return null;
  const label =
    remaining === Infinity ? t('Edit') : formatString(t('Edit (%s)'), formatTimeLeft(remaining));
  const classes = `fw-button fw-button--text fw-editCountdown${className ? ` ${className}` : ''}`;
  const link = sanitizeUrl(href);
  return link ? (
    <a className={classes} href={link} onClick={onEdit}>
      {label}
    </a>
  ) : (
    <button type="button" className={classes} onClick={onEdit}>
      {label}
    </button>
  );
}
