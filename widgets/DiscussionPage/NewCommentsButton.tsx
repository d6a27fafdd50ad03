import type { ReactElement } from 'react';
import { formatString, t } from '@/i18n/translate';

/**
 * "1 new comment" / "3 new comments" (issue 36 §3): at the end of the comment list, sticking to
 * the bottom of the window while the list's end is below it, so it is seen without being put
 * above what the reader is reading. Pressing it leads to the new comments.
 */
export function NewCommentsButton({
  count,
  onOpen,
}: {
  count: number;
  onOpen: () => void;
}): ReactElement {
  return (
    <div className="fw-commentThread-news">
      <button type="button" className="fw-button fw-button--primary" onClick={onOpen}>
        {count === 1 ? t('1 new comment') : formatString(t('%s new comments'), count)}
      </button>
    </div>
  );
}
