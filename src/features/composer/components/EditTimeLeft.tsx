import { type ReactElement, useEffect, useEffectEvent, useState } from 'react';
import { formatString, t } from '@/i18n/translate';
import { EDIT_COUNTDOWN_FAST_MS, EDIT_COUNTDOWN_SLOW_MS, formatTimeLeft } from '@/ui/EditCountdown';

const MINUTE = 60_000;

export interface EditTimeLeftProps {
  /** When the author's edit time ends (ms since the epoch). */
  deadline: number;
  /** Called once when the time runs out. */
  onExpire: () => void;
}

/**
 * 'You have 5 minutes left to edit.' on the edit page (02 §5), refreshed on the edit
 * countdown's steps: every 10 s while more than a minute remains, then every 5 s.
 */
export function EditTimeLeft({ deadline, onExpire }: EditTimeLeftProps): ReactElement {
  const [now, setNow] = useState(() => Date.now());
  const remaining = deadline - now;
  const expire = useEffectEvent(() => onExpire());
  useEffect(() => {
    if (remaining <= 0) {
      expire();
      return undefined;
    }
    const step = remaining > MINUTE ? EDIT_COUNTDOWN_SLOW_MS : EDIT_COUNTDOWN_FAST_MS;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(step, remaining));
    return () => clearTimeout(timer);
  }, [remaining]);
  return (
    <p className="fw-composer-timeLeft">
      {remaining > 0
        ? formatString(t('You have %s left to edit.'), formatTimeLeft(remaining))
        : t('The time to edit this post has run out.')}
    </p>
  );
}
