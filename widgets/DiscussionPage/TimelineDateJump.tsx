import { type FormEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import {
  beforeDayFilter,
  countCommentsByDate,
  datePosition,
  sortPlacesDates,
} from '@/features/comments/commentDateJump';
import { t } from '@/i18n/translate';
import { useAppDispatch } from '@/store/hooks';

interface TimelineDateJumpProps {
  discussionID: number;
  sort: string;
  total: number;
  onJump: (position: number) => void;
}

type Request = { abort: () => void };

/**
 * The timeline's "A date": a disclosure with a date field. The server counts the comments
 * before the chosen day (`GET /comments?dateInserted=<…`); the jump goes to the first comment
 * from that day on (datePosition). Only in the two date sorts; a failure is shown beside the
 * form and nothing else changes.
 */
export function TimelineDateJump({
  discussionID,
  sort,
  total,
  onJump,
}: TimelineDateJumpProps): ReactElement | null {
  const dispatch = useAppDispatch();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = useRef<Request | null>(null);
  useEffect(() => () => request.current?.abort(), []);
  if (!sortPlacesDates(sort)) return null;

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
      setOpen(false);
      onJump(datePosition(sort, total, before));
    } catch (error) {
      if ((error as { name?: string } | undefined)?.name !== 'AbortError') setFailed(true);
    } finally {
      if (request.current === pending) request.current = null;
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-date`}
        onClick={() => setOpen(!open)}
      >
        {t('A date')}
      </button>
      <form
        id={`${id}-date`}
        className="fw-timeline-date"
        hidden={!open}
        onSubmit={(event) => void onSubmit(event)}
      >
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
        <button type="submit" aria-disabled={busy || undefined}>
          {t('Go')}
        </button>
        {failed && (
          <p id={`${id}-error`} className="fw-timeline-error" role="alert">
            {t('That date could not be looked up. Try again.')}
          </p>
        )}
      </form>
    </>
  );
}
