import type { ReactElement } from 'react';
import { t } from '@/i18n/translate';
import css from './loader.css';
import { useStyles } from './useStyles';

export interface SkeletonProps {
  /** Placeholder text lines, 1 to 3 (clamped); default 3. */
  blocks?: number;
  /** Show a round avatar placeholder beside the lines. */
  avatar?: boolean;
  label?: string;
}

const WIDTHS = ['100%', '82%', '58%'] as const;

/** Grey placeholder blocks with a slow shimmer, shown while content loads. */
export function Skeleton({ blocks = 3, avatar = false, label }: SkeletonProps): ReactElement {
  useStyles('loader', css);
  const count = Math.min(3, Math.max(1, Math.round(blocks) || 1));
  return (
    <div className="fw-skeleton" role="status" aria-busy="true" aria-label={label ?? t('Loading')}>
      {avatar && <span className="fw-skeleton-avatar" />}
      <span className="fw-skeleton-lines">
        {WIDTHS.slice(0, count).map((width) => (
          <span key={width} className="fw-skeleton-block" style={{ width }} />
        ))}
      </span>
    </div>
  );
}
