import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import {
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { TOOLTIP } from '@/theme/themeConstants';
import { getPortalContainer } from './portal';
import css from './tooltip.css';
import { useStyles } from './useStyles';

/** The spec's tooltip states (02 §4). */
export type TooltipState = 'idle' | 'focused' | 'visible' | 'leavingVisible' | 'dismissed';

/** Scrolling hides a tooltip, and it stays hidden this long after the last scroll event. */
export const TOOLTIP_SCROLL_HIDE_MS = 200;

const DISMISS_KEYS = new Set(['Enter', ' ', 'Escape']);

export interface TooltipProps {
  /** The tooltip's text; it becomes the trigger's accessible description while shown. */
  label: ReactNode;
  /** One focusable element (a button, a link) that the tooltip describes. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: Placement;
  className?: string;
}

type Side = 'top' | 'right' | 'bottom' | 'left';
/**
 * Where the tooltip sits, as Floating UI names it. Spelt out here, so that the kit's public
 * declarations (the npm package's) name no library an app does not install.
 */
export type Placement = Side | `${Side}-${'start' | 'end'}`;

/**
 * A tooltip (WAI-ARIA tooltip pattern). It shows after the pointer rests 100 ms on the trigger
 * or at once on keyboard focus, hides 500 ms after the pointer leaves (moving onto the tooltip
 * keeps it), is dismissed by mouse down, Enter, Space or Escape, and is hidden while the page
 * scrolls and for 200 ms after.
 */
export function Tooltip({
  label,
  children,
  placement = 'top',
  className,
}: TooltipProps): ReactElement {
  useStyles('tooltip', css);
  const [phase, setPhase] = useState<TooltipState>('idle');
  const [pointerInside, setPointerInside] = useState(false);
  const [scrolling, setScrolling] = useState(false);
  const phaseRef = useRef<TooltipState>('idle');
  const hasFocus = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = `${useId()}tooltip`;

  // An empty label (its text not there yet) shows no tooltip.
  const hasLabel = label !== '' && label !== null && label !== undefined && label !== false;
  const shown =
    hasLabel &&
    (phase === 'focused' || phase === 'visible' || phase === 'leavingVisible') &&
    !scrolling;
  const anchor = useRef<HTMLSpanElement>(null);

  const go = (next: TooltipState): void => {
    phaseRef.current = next;
    setPhase(next);
  };
  const schedule = (ms: number, run: () => void): void => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  };
  const restThenShow = (): void =>
    schedule(TOOLTIP.restDelayMs, () => {
      if (phaseRef.current === 'idle') go('visible');
    });

  const onPointerEnter = (): void => {
    setPointerInside(true);
    if (phaseRef.current === 'idle') restThenShow();
    else if (phaseRef.current === 'leavingVisible') {
      clearTimeout(timer.current);
      go('visible');
    }
  };
  const onPointerMove = (): void => {
    if (phaseRef.current === 'idle') restThenShow();
  };
  const onPointerLeave = (): void => {
    setPointerInside(false);
    const current = phaseRef.current;
    if (current === 'idle') clearTimeout(timer.current);
    else if (current === 'visible') {
      go('leavingVisible');
      schedule(TOOLTIP.hideDelayMs, () => {
        if (phaseRef.current === 'leavingVisible') go(hasFocus.current ? 'focused' : 'idle');
      });
    } else if (current === 'dismissed' && !hasFocus.current) go('idle');
  };
  const onFocus = (): void => {
    hasFocus.current = true;
    if (phaseRef.current === 'dismissed') return;
    clearTimeout(timer.current);
    go('focused');
  };
  const onBlur = (): void => {
    hasFocus.current = false;
    if (phaseRef.current === 'focused' || phaseRef.current === 'dismissed') go('idle');
  };
  const dismiss = (): void => {
    clearTimeout(timer.current);
    go('dismissed');
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (!DISMISS_KEYS.has(event.key)) return;
    // Escape only hides a shown tooltip; it does not also close the modal around it.
    if (event.key === 'Escape' && shown) event.stopPropagation();
    dismiss();
  };

  // Hidden while scrolling (any scroll container) and for 200 ms after.
  const listening = phase !== 'idle' || pointerInside;
  useEffect(() => {
    if (!listening) return undefined;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const onScroll = (): void => {
      setScrolling(true);
      clearTimeout(quiet);
      quiet = setTimeout(() => setScrolling(false), TOOLTIP_SCROLL_HIDE_MS);
    };
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll, { capture: true });
      clearTimeout(quiet);
      // The pending "scrolled 200 ms ago" reset goes with the listener: without this, a scroll
      // the pointer left within those 200 ms kept the tooltip hidden for good.
      setScrolling(false);
    };
  }, [listening]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const describedBy = [children.props['aria-describedby'], shown ? id : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <span
      ref={anchor}
      className="fw-tooltip-trigger"
      onPointerEnter={onPointerEnter}
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      onMouseDown={dismiss}
      onKeyDown={onKeyDown}
    >
      {cloneElement(children, { 'aria-describedby': describedBy || undefined })}
      {shown && (
        <TooltipBubble
          anchor={anchor}
          id={id}
          placement={placement}
          className={className}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
        >
          {label}
        </TooltipBubble>
      )}
    </span>
  );
}

/**
 * The shown tooltip, placed by Floating UI. Only a shown tooltip has one, so a list of many
 * triggers (the reaction buttons of every discussion) mounts no positioning until a tooltip
 * shows.
 */
function TooltipBubble({
  anchor,
  id,
  placement,
  className,
  onPointerEnter,
  onPointerLeave,
  children,
}: {
  anchor: RefObject<HTMLSpanElement | null>;
  id: string;
  placement: Placement;
  className: string | undefined;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  children: ReactNode;
}): ReactElement {
  const {
    refs: { setReference, setFloating },
    floatingStyles,
  } = useFloating({
    open: true,
    placement,
    strategy: 'fixed',
    // left/top, not a transform: the entrance animation's transform stays a small nudge.
    transform: false,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  useLayoutEffect(() => setReference(anchor.current), [anchor, setReference]);
  return createPortal(
    <div
      ref={setFloating}
      id={id}
      role="tooltip"
      className={`fw-tooltip${className ? ` ${className}` : ''}`}
      style={floatingStyles}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {children}
    </div>,
    getPortalContainer(document),
  );
}
