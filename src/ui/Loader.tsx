import { type ReactElement, useEffect, useState } from 'react';
import { t } from '@/i18n/translate';
import { LOADER_DELAY_MS } from '@/theme/themeConstants';
import css from './loader.css';
import { useStyles } from './useStyles';

export type LoaderSize = 'small' | 'medium' | 'large';

export interface LoaderProps {
  /** Milliseconds before the spinner shows, so fast loads never flash one (spec: 150). */
  delay?: number;
  /** The accessible name; defaults to 'Loading'. */
  label?: string;
  size?: LoaderSize;
  /** Centre the spinner in a block with padding, for a whole widget or page area. */
  padded?: boolean;
}

/** True once `delay` ms have passed since mount (at once for 0 or less). */
export function useDelayedVisibility(delay: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (delay <= 0) return undefined;
    const timer = setTimeout(() => setElapsed(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return delay <= 0 || elapsed;
}

/** A spinner that appears only after `delay` (150 ms), announced as a status. */
export function Loader({
  delay = LOADER_DELAY_MS,
  label,
  size = 'medium',
  padded = false,
}: LoaderProps): ReactElement | null {
  useStyles('loader', css);
  const visible = useDelayedVisibility(delay);
  if (!visible) return null;
  const name = label ?? t('Loading');
  return (
    <div
      className={`fw-loader fw-loader--${size}${padded ? ' fw-loader--padded' : ''}`}
      role="status"
      aria-label={name}
    >
      <span className="fw-loader-spinner" aria-hidden="true" />
      <span className="fw-srOnly">{name}</span>
    </div>
  );
}
