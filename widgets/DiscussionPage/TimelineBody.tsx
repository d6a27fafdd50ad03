import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  useId,
  useState,
  useSyncExternalStore,
} from 'react';
import { formatFullNumber } from '@/i18n/numbers';
import { formatString, t } from '@/i18n/translate';
import controlsCss from '@/ui/controls.css';
import { lazyPart, useLazyPart } from '@/ui/lazyPart';
import { useLandmarkName } from '@/ui/useLandmarkName';
import { useStyles } from '@/ui/useStyles';
import css from './timeline.css';

/** The date form and its call: loaded when "A date" is opened (or hovered, or focused). */
const dateForm = lazyPart(() => import('./TimelineDateJump'));

export interface TimelineProps {
  discussionID: number;
  /** 1-based position of the comment at the top of the reader's view; 0 when the thread has none. */
  position: number;
  /** The thread's comment count. */
  total: number;
  /** The comment sort in effect ('dateInserted' oldest first, '-dateInserted', '-score', '-experimentalTrending'). */
  sort: string;
  /** 1-based position (in the current sort's order) of the first unread comment; undefined when none or a guest. */
  firstUnread?: number;
  /** How many comments are new since the last visit (0 or undefined: none). */
  countUnread?: number;
  /**
   * Go to the comment at this 1-based position (1..total) in the current sort. The jump links
   * ask for `focus`, like a skip link: the comment takes the focus; the slider keeps it.
   */
  onJump: (position: number, options?: { focus: true }) => void;
}

/** The wide layout, where the timeline is a column beside the thread (timeline.css). */
const WIDE = '(min-width: 64rem)';

function subscribeWide(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

const isWide = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

/** The jump links look like links but are buttons: they act, they lead nowhere. */
const LINK = 'fw-button fw-button--text';

const clamp = (value: number, total: number): number => Math.min(Math.max(value, 1), total);

/** The key's step from `value`, or undefined for a key the slider does not take (WAI-ARIA). */
function keyTarget(key: string, value: number, total: number): number | undefined {
  const steps: Record<string, number> = {
    ArrowUp: -1,
    ArrowLeft: -1,
    ArrowDown: 1,
    ArrowRight: 1,
    PageUp: -10,
    PageDown: 10,
    Home: -total,
    End: total,
  };
  const step = steps[key];
  return step === undefined ? undefined : clamp(value + step, total);
}

/**
 * The post page's timeline (issue 37 §1): the reader's position ("12 / 340"), a slider to move
 * by keys or by dragging, and "Jump to" first post, first unread, last post or a date. In the
 * date sorts "first" and "last" are by date (newest first, the first post is the last
 * position); in the other sorts they are the list's ends. docs/widgets/discussion-page.md, "Timeline".
 * `Timeline` (Timeline.tsx) loads it as a lazy part; this is the same component, bundled.
 */
export function TimelineBody(props: TimelineProps): ReactElement | null {
  const { discussionID, position, total, sort, firstUnread, countUnread, onJump } = props;
  useStyles('controls', controlsCss);
  useStyles('timeline', css);
  const dateID = useId();
  const name = useLandmarkName('navigation', t('Timeline'));
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false);
  /** The position being dragged to, shown until release. */
  const [dragging, setDragging] = useState<number | null>(null);
  /** A key's target, shown until the reader's position moves (the parent scrolls there). */
  const [pending, setPending] = useState<{ from: number; to: number } | null>(null);
  /** The date disclosure is open; its form arrives with the lazy part. */
  const [dateOpen, setDateOpen] = useState(false);
  const datesPlaced = sort === 'dateInserted' || sort === '-dateInserted';
  const date = useLazyPart(dateForm, dateOpen && datesPlaced);
  if (total < 1) return null;

  const current = clamp(position, total);
  const value = dragging ?? (pending && pending.from === position ? pending.to : current);
  const newestFirst = sort === '-dateInserted';
  const jump = (to: number, focus = false): void => {
    setPending({ from: position, to });
    if (focus) onJump(to, { focus });
    else onJump(to);
  };

  const fromPointer = (event: PointerEvent<HTMLElement>): number => {
    const rect = event.currentTarget.getBoundingClientRect();
    const vertical = rect.height > rect.width;
    const length = vertical ? rect.height : rect.width;
    const offset = vertical ? event.clientY - rect.top : event.clientX - rect.left;
    const fraction = length > 0 && offset > 0 ? Math.min(offset / length, 1) : 0;
    return 1 + Math.round(fraction * (total - 1));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.button > 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.querySelector<HTMLElement>('[role="slider"]')?.focus();
    setDragging(fromPointer(event));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    if (dragging !== null) setDragging(fromPointer(event));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>): void => {
    if (dragging === null) return;
    const to = fromPointer(event);
    setDragging(null);
    jump(to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const to = keyTarget(event.key, value, total);
    if (to === undefined) return;
    event.preventDefault();
    if (to !== value) jump(to);
  };

  const at = total > 1 ? ((value - 1) / (total - 1)) * 100 : 0;
  const trackStyle = { '--fw-timeline-at': `${at}%` } as CSSProperties;
  const count = formatFullNumber(total);
  return (
    <nav className="fw-timeline" aria-label={name}>
      <p className="fw-timeline-position" aria-live={dragging === null ? undefined : 'polite'}>
        {formatString(t('%s / %s'), formatFullNumber(value), count)}
      </p>
      <div
        className="fw-timeline-track"
        style={trackStyle}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDragging(null)}
      >
        <div
          className="fw-timeline-thumb"
          role="slider"
          tabIndex={0}
          aria-label={t('Position in the thread')}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={value}
          aria-valuetext={formatString(t('Comment %s of %s'), formatFullNumber(value), count)}
          aria-orientation={wide ? 'vertical' : 'horizontal'}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="fw-timeline-jumps">
        <span className="fw-timeline-jumpsLabel">{t('Jump to:')}</span>
        <button type="button" className={LINK} onClick={() => jump(newestFirst ? total : 1, true)}>
          {t('First post')}
        </button>
        {firstUnread !== undefined && firstUnread >= 1 && (
          <button
            type="button"
            className={LINK}
            onClick={() => jump(clamp(firstUnread, total), true)}
          >
            {countUnread
              ? formatString(t('First unread (%s new)'), formatFullNumber(countUnread))
              : t('First unread')}
          </button>
        )}
        <button type="button" className={LINK} onClick={() => jump(newestFirst ? 1 : total, true)}>
          {t('Last post')}
        </button>
        {datesPlaced && (
          <button
            type="button"
            className={LINK}
            aria-expanded={dateOpen}
            aria-controls={date.module ? dateID : undefined}
            onPointerEnter={dateForm.preload}
            onFocus={dateForm.preload}
            onClick={() => setDateOpen(!dateOpen)}
          >
            {t('A date')}
          </button>
        )}
        {date.module && (
          <date.module.TimelineDateForm
            id={dateID}
            discussionID={discussionID}
            sort={sort}
            total={total}
            onJump={(to) => jump(to, true)}
            onDone={() => setDateOpen(false)}
          />
        )}
        {date.error !== undefined && (
          <p className="fw-timeline-error" role="alert">
            {t('That date could not be looked up. Try again.')}
          </p>
        )}
      </div>
    </nav>
  );
}
