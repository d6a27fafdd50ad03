import { type ReactElement, useState } from 'react';
import { formatString, t } from '@/i18n/translate';

/**
 * "1 new discussion" / "3 new discussions" (issue 36 §3). It sits in a zero-height, sticky
 * strip above the items and overlays them, so neither its arrival nor its removal moves
 * anything on the page (no layout shift), and it stays in view while the reader scrolls the
 * list. The strip is always there once the list is shown; only the button comes and goes.
 */
export function NewDiscussionsButton({
  count,
  onInsert,
}: {
  count: number;
  onInsert: () => Promise<void>;
}): ReactElement {
  const [busy, setBusy] = useState(false);
  return (
    <div className="fw-discussionList-live">
      {count > 0 && (
        <button
          type="button"
          className="fw-button fw-button--primary fw-discussionList-newButton"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (busy) return;
            setBusy(true);
            void onInsert().finally(() => setBusy(false));
          }}
        >
          {count === 1 ? t('1 new discussion') : formatString(t('%s new discussions'), count)}
        </button>
      )}
    </div>
  );
}
