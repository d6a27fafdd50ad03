import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useId,
  useRef,
  useState,
} from 'react';
import css from './flyout.css';
import { FlyoutContext, type FlyoutContextValue } from './flyoutContext';
import {
  getNavigableItems,
  indexForTypeahead,
  nextIndexForKey,
  useExclusiveFlyout,
  useOutsidePointerDown,
} from './flyoutHooks';
import { getFocusableElements } from './focusTrap';
import { useStyles } from './useStyles';

/** 250 px wide, 300 px (medium), or the title bar's: at least 350 px and at most 90% high. */
export type FlyoutSize = 'default' | 'medium' | 'titleBar';

/** `menu`: an action menu (role menu, arrow keys). `panel`: free content such as a form. */
export type FlyoutKind = 'menu' | 'panel';

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
  children: ReactNode | ((close: () => void) => ReactNode);
  onOpen?: () => void;
  onClose?: () => void;
}

const MENU_ITEMS = '[role="menuitem"],[role="menuitemcheckbox"],[role="menuitemradio"]';
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A dropdown behind a button (WAI-ARIA menu button). It opens and closes on the button,
 * closes on Escape (focus returns to the button), on an outside click and when focus leaves
 * it; only one flyout is open at a time on the whole page.
 *
 * While closed it renders the button alone: the panel with its floating-ui positioning, its
 * page-wide listeners and its content mounts on open (a list of 1,000 items with three
 * flyouts each pays for a button per flyout, nothing more).
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
        aria-controls={open ? panelID : undefined}
        onClick={() => (open ? hide(false) : show())}
        onKeyDown={onButtonKeyDown}
      >
        {buttonContent}
      </button>
      {open && (
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

/** The open panel: positioned next to the button, holding the page-wide flyout slot. */
function FlyoutPanel({
  id,
  kind,
  size,
  align,
  title,
  focusLast,
  buttonRef,
  wrapperRef,
  hide,
  children,
}: {
  id: string;
  kind: FlyoutKind;
  size: FlyoutSize;
  align: 'start' | 'end';
  title?: string;
  focusLast: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
  wrapperRef: RefObject<HTMLDivElement | null>;
  hide: (returnFocus: boolean) => void;
  children: FlyoutProps['children'];
}): ReactElement {
  const panelID = `${id}panel`;
  const buttonID = `${id}button`;
  const titleID = `${id}title`;
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    elements,
  } = useFloating({
    open: true,
    placement: align === 'end' ? 'bottom-end' : 'bottom-start',
    strategy: 'fixed',
    // left/top, not a transform: the entrance animation's transform stays a small nudge.
    transform: false,
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const context: FlyoutContextValue = { closeFlyout: (returnFocus = false) => hide(returnFocus) };

  useExclusiveFlyout(true, () => hide(false));
  useOutsidePointerDown(true, wrapperRef, () => hide(false));

  // The button is the reference; known once this panel has mounted.
  useLayoutEffect(() => setReference(buttonRef.current), [setReference, buttonRef]);

  // Moving focus into the flyout once it is on screen (to its first or last item).
  const panel = elements.floating;
  const focusLastRef = useRef(focusLast);
  useEffect(() => {
    if (!panel) return;
    const targets =
      kind === 'menu' ? getNavigableItems(panel, MENU_ITEMS) : getFocusableElements(panel);
    const target = (focusLastRef.current ? targets[targets.length - 1] : targets[0]) ?? panel;
    target.focus({ preventScroll: true });
  }, [panel, kind]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (kind !== 'menu' || !panel) return;
    if (event.key === 'Tab') return hide(true); // the default action then tabs on from the button
    const items = getNavigableItems(panel, MENU_ITEMS);
    const current = items.indexOf(event.target as HTMLElement);
    let next = nextIndexForKey(event.key, current, items.length);
    if (next === null && event.key.length === 1 && event.key !== ' ') {
      const labels = items.map((item) => item.textContent ?? '');
      next = indexForTypeahead(labels, event.key, current + 1);
    }
    if (next === null || next < 0) return;
    event.preventDefault();
    items[next]?.focus();
  };

  const isMenu = kind === 'menu';
  return (
    <div
      ref={setFloating}
      id={panelID}
      role={isMenu ? 'menu' : 'dialog'}
      aria-labelledby={title && !isMenu ? titleID : buttonID}
      tabIndex={-1}
      className={`fw-flyout-panel fw-flyout-panel--${size}`}
      style={floatingStyles}
      onKeyDown={onMenuKeyDown}
    >
      {title && !isMenu && (
        <h2 id={titleID} className="fw-flyout-title">
          {title}
        </h2>
      )}
      <FlyoutContext.Provider value={context}>
        {typeof children === 'function' ? children(() => hide(true)) : children}
      </FlyoutContext.Provider>
    </div>
  );
}
