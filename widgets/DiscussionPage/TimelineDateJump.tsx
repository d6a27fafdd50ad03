import { type FormEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import {
  beforeDayFilter,
  countCommentsByDate,
  datePosition,
} from '@/features/comments/commentDateJump';
import { t } from '@/i18n/translate';
import { useAppDispatch } from '@/store/hooks';

interface TimelineDateFormProps {
  /** The form's id, which the timeline's "A date" button controls. */
  id: string;
  discussionID: number;
  sort: string;
  total: number;
  onJump: (position: number) => void;
  /** The jump is made: the disclosure closes. */
  onDone: () => void;
}

/**
 * The form of the timeline's "A date" disclosure, a lazy part (Timeline.tsx): a date field and
 * Go. The server counts the comments before the chosen day (`GET /comments?dateInserted=<…`);
 * the jump goes to the first comment from that day on (datePosition). A failure is shown
 * beside the form and nothing else changes; unmounting aborts a count in flight.
 */
export function TimelineDateForm(props: TimelineDateFormProps): ReactElement {
  const { id, discussionID, sort, total, onJump, onDone } = props;
  const dispatch = useAppDispatch();
  const [day, setDay] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = useRef<{ abort: () => void } | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const dateInserted = beforeDayFilter(day);
    if (!dateInserted || busy) return;
    setBusy(true);
    setFailed(false);
    const pending = dispatch(countCommentsByDate({ discussionID, dateInserted }));
    request.current = pending;
    try {
      const before = await pending.unwrap();
      onDone();
      onJump(datePosition(sort, total, before));
    } catch (error) {
      if ((error as { name?: string } | undefined)?.name !== 'AbortError') setFailed(true);
    } finally {
      if (request.current === pending) request.current = null;
      setBusy(false);
    }
  };

  return (
    <form id={id} className="fw-timeline-date" onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={`${id}-day`}>{t('Date')}</label>
      <input
        id={`${id}-day`}
        type="date"
        required
        value={day}
        aria-invalid={failed || undefined}
        aria-describedby={failed ? `${id}-error` : undefined}
        onChange={(event) => setDay(event.target.value)}
      />
      <button
        type="submit"
        className="fw-button fw-button--primary"
        aria-disabled={busy || undefined}
      >
        {t('Go')}
      </button>
      {failed && (
        <p id={`${id}-error`} className="fw-timeline-error" role="alert">
          {t('That date could not be looked up. Try again.')}
        </p>
      )}
    </form>
  );
}
