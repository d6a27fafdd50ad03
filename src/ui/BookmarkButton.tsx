import type { ReactElement } from 'react';
import { t } from '@/i18n/translate';
import css from './bookmarkButton.css';
import controlsCss from './controls.css';
import { Icon } from './icons';
import { useStyles } from './useStyles';

/** The spec's three states. */
export type BookmarkState = 'normal' | 'loading' | 'bookmarked';

export interface BookmarkButtonProps {
  bookmarked: boolean;
  /** The request is in flight: the button reads 'Bookmarking' and cannot be pressed. */
  loading?: boolean;
  onToggle: () => void;
  className?: string;
}

/** Which of the three states the props describe (loading wins). */
export function bookmarkState(bookmarked: boolean, loading = false): BookmarkState {
  if (loading) return 'loading';
  return bookmarked ? 'bookmarked' : 'normal';
}

/**
 * A bookmark toggle: `aria-pressed` tells whether the item is bookmarked; while
 * the request runs it is disabled and named 'Bookmarking'.
 */
export function BookmarkButton({
  bookmarked,
  loading = false,
  onToggle,
  className,
}: BookmarkButtonProps): ReactElement {
  useStyles('controls', controlsCss);
  useStyles('bookmark', css);
  const state = bookmarkState(bookmarked, loading);
  const label = loading ? t('Bookmarking') : t('Bookmark');
  return (
    <button
      type="button"
      className={`fw-iconButton fw-bookmark fw-bookmark--${state}${className ? ` ${className}` : ''}`}
      aria-label={label}
      aria-pressed={bookmarked}
      aria-busy={loading || undefined}
      disabled={loading}
      title={label}
      onClick={onToggle}
    >
      <Icon name="bookmark" filled={bookmarked} />
    </button>
  );
}
