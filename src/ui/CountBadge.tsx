import type { ReactElement } from 'react';
import { formatCompactNumber, formatFullNumber } from '@/i18n/numbers';
import { formatString } from '@/i18n/translate';
import { COUNT_BADGE_MAX } from '@/theme/themeConstants';
import css from './countBadge.css';
import { useStyles } from './useStyles';

export interface CountOptions {
  /** Counts above this read `{max}+`; default 99. */
  max?: number;
  /** Use the k/m/b/t format ('1.2k') instead of the cap. */
  compact?: boolean;
}

/** The badge text: '7', '99+' over the max, or '1.2k' in compact format. */
export function formatCount(
  count: number,
  { max = COUNT_BADGE_MAX, compact = false }: CountOptions = {},
): string {
  if (compact) return formatCompactNumber(count);
  return count > max ? `${formatFullNumber(max)}+` : formatFullNumber(count);
}

export interface CountBadgeProps extends CountOptions {
  count: number;
  /**
   * What assistive technology reads, with `%s` for the full count, e.g. '%s unread
   * notifications'. Default: the full count alone.
   */
  label?: string;
  /** Render a badge for 0 too; by default nothing shows. */
  showZero?: boolean;
  className?: string;
}

/** An unread-count bubble. Sighted users see the capped or compact count; screen readers hear the full one. */
export function CountBadge({
  count,
  max,
  compact,
  label = '%s',
  showZero = false,
  className,
}: CountBadgeProps): ReactElement | null {
  useStyles('count-badge', css);
  const value = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (value === 0 && !showZero) return null;
  return (
    <span className={`fw-countBadge${className ? ` ${className}` : ''}`}>
      <span aria-hidden="true">{formatCount(value, { max, compact })}</span>
      <span className="fw-srOnly">{formatString(label, formatFullNumber(value))}</span>
    </span>
  );
}
