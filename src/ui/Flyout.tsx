import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import css from './flyout.css';
import type { FlyoutChildren, FlyoutKind, FlyoutSize } from './flyoutTypes';
import { lazyPart, useLazyPart } from './lazyPart';
import { useStyles } from './useStyles';

export interface FlyoutProps {
  /** What the button shows: text, an icon, a count badge. */
  buttonContent: ReactNode;
  /** The button's accessible name when its content is only an icon. */
  buttonLabel?: string;
  buttonClassName?: string;
  kind?: FlyoutKind;
  size?: FlyoutSize;
  /** Which edge of the button the flyout lines up with. */
  align?: 'start' | 'end';
  /** A heading shown at the top of a panel; it also names the panel. */
  title?: string;
  className?: string;
  /** Content, or a function given `close` (e.g. to close after a form is submitted). */
  children: FlyoutChildren;
  onOpen?: () => void;
  onClose?: () => void;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** The open panel's code: positioning (floating-ui), the page-wide slot, focus and keys. */
const flyoutPanel = lazyPart(() => import('./FlyoutPanel'));

/**
 * A dropdown behind a button (WAI-ARIA menu button). It opens and closes on the button,
 * closes on Escape (focus returns to the button), on an outside click and when focus leaves
 * it; only one flyout is open at a time on the whole page.
 *
 * While closed it renders the button alone: the panel with its floating-ui positioning, its
 * page-wide listeners and its content mounts on open (a list of 1,000 items with three
 * flyouts each pays for a button per flyout, nothing more). The panel's code
 * (`FlyoutPanel.tsx`, with floating-ui) is a chunk of its own, fetched when a pointer enters
 * the button or the button gets focus, so it has usually arrived by the time the flyout opens;
 * if not, the panel appears (and takes focus) as soon as it has.
 */
export function Flyout({
  buttonContent,
  buttonLabel,
  buttonClassName,
  kind = 'menu',
  size = 'default',
  align = 'start',
  title,
  className,
  children,
  onOpen,
  onClose,
}: FlyoutProps): ReactElement {
  useStyles('flyout', css);
  // Closed, or open with focus going to its first or last item.
  const [opened, setOpened] = useState<false | 'first' | 'last'>(false);
  const open = opened !== false;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const panelID = `${id}panel`;
  const buttonID = `${id}button`;
  const { module: panelModule, error: panelError } = useLazyPart(flyoutPanel, open);
  // Like a failed React.lazy part: the widget's error boundary reports it and offers a retry.
  if (panelError !== undefined) throw panelError;
  const FlyoutPanel = panelModule?.FlyoutPanel;

  const show = (last = false): void => {
    setOpened(last ? 'last' : 'first');
    onOpen?.();
  };
  const hide = (returnFocus: boolean): void => {
    setOpened(false);
    onClose?.();
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (kind !== 'menu' || open || !OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    show(event.key === 'ArrowUp');
  };

  const onWrapperKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    hide(true);
  };

  const onWrapperBlur = (event: FocusEvent<HTMLDivElement>): void => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) hide(false);
  };

  return (
    <div
      ref={wrapperRef}
      className={`fw-flyout${className ? ` ${className}` : ''}`}
      onKeyDown={onWrapperKeyDown}
      onBlur={onWrapperBlur}
    >
      <button
        ref={buttonRef}
        id={buttonID}
        type="button"
        className={`fw-flyout-button${buttonClassName ? ` ${buttonClassName}` : ''}`}
        aria-label={buttonLabel}
        aria-haspopup={kind === 'menu' ? 'menu' : 'dialog'}
        aria-expanded={open}
        aria-controls={open && FlyoutPanel ? panelID : undefined}
        onClick={() => (open ? hide(false) : show())}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={flyoutPanel.preload}
        onFocus={flyoutPanel.preload}
      >
        {buttonContent}
      </button>
      {open && FlyoutPanel && (
        <FlyoutPanel
          id={id}
          kind={kind}
          size={size}
          align={align}
          title={title}
          focusLast={opened === 'last'}
          buttonRef={buttonRef}
          wrapperRef={wrapperRef}
          hide={hide}
        >
          {children}
        </FlyoutPanel>
      )}
    </div>
  );
}
