import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import { formatString, t } from '@/i18n/translate';
import { Modal } from '@/ui/Modal';

export interface ScheduleDraftModalProps {
  /** The draft's title, shown in the dialog's heading. */
  title: string;
  /** A schedule the draft already has, to start from (ISO). */
  dateScheduled?: string | null;
  publishedSilently?: boolean;
  /** The schedule request runs: the Schedule button is disabled. */
  busy: boolean;
  onSubmit: (schedule: { dateScheduled: string; publishedSilently: boolean }) => void;
  onClose: () => void;
  /** The clock, for tests. */
  now?: () => number;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A time as the value of `<input type="datetime-local">`: local time, to the minute. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The input's local time as an ISO instant, or why it cannot be scheduled: empty, not a
 * date, or not in the future.
 */
export function parseSchedule(
  value: string,
  now: number,
): { iso: string; error?: undefined } | { iso?: undefined; error: string } {
  if (value.trim() === '') return { error: t('Choose a date and time.') };
  // `YYYY-MM-DDTHH:mm` without a zone is read as local time, as the input shows it.
  const time = new Date(value).getTime();
  if (!Number.isFinite(time)) return { error: t('This is not a valid date.') };
  if (time <= now)
    return {
      error: t('Choose a date and time in the future.'),
    };
  return { iso: new Date(time).toISOString() };
}

function timeZoneName(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
}

/** 'Schedule Draft': a date and time in the future and 'Publish silently' (03 §4, §7). */
export function ScheduleDraftModal({
  title,
  dateScheduled,
  publishedSilently = false,
  busy,
  onSubmit,
  onClose,
  now = Date.now,
}: ScheduleDraftModalProps): ReactElement {
  const formID = useId();
  const inputID = useId();
  const errorID = useId();
  const hintID = useId();
  const [value, setValue] = useState(() =>
    dateScheduled && Date.parse(dateScheduled) > now()
      ? toLocalInputValue(new Date(dateScheduled))
      : '',
  );
  const [silent, setSilent] = useState(publishedSilently);
  const [error, setError] = useState<string | null>(null);
  const zone = timeZoneName();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const parsed = parseSchedule(value, now());
    if (parsed.error !== undefined) {
      setError(parsed.error);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    onSubmit({ dateScheduled: parsed.iso, publishedSilently: silent });
  };

  return (
    <Modal
      isVisible
      size="small"
      title={formatString(t('Schedule “%s”'), title)}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="fw-button" onClick={onClose}>
            {t('Cancel')}
          </button>
          <button
            type="submit"
            form={formID}
            className="fw-button fw-button--primary"
            disabled={busy}
            aria-busy={busy}
          >
            {t('Schedule')}
          </button>
        </>
      }
    >
      <form id={formID} className="fw-draftsPage-scheduleForm" noValidate onSubmit={submit}>
        <label className="fw-draftsPage-fieldLabel" htmlFor={inputID}>
          {t('Publish on')}
        </label>
        <input
          ref={inputRef}
          id={inputID}
          type="datetime-local"
          className="fw-draftsPage-input"
          value={value}
          min={toLocalInputValue(new Date(now() + 60_000))}
          required
          aria-invalid={error !== null}
          aria-describedby={
            [zone ? hintID : '', error ? errorID : ''].join(' ').trim() || undefined
          }
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
        />
        {zone && (
          <p id={hintID} className="fw-draftsPage-hint">
            {formatString(t('Time zone: %s'), zone)}
          </p>
        )}
        {error && (
          <p id={errorID} className="fw-draftsPage-fieldError" role="alert">
            {error}
          </p>
        )}
        <label className="fw-draftsPage-check">
          <input
            type="checkbox"
            checked={silent}
            onChange={(event) => setSilent(event.target.checked)}
          />
          {t('Publish silently')}
        </label>
        <p className="fw-draftsPage-hint">
          {t('Members following the category are not notified of a silent post.')}
        </p>
      </form>
    </Modal>
  );
}
