import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react-dom';
import {
  type KeyboardEvent,
  type ReactElement,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import type { FlyoutChildren, FlyoutKind, FlyoutSize } from './flyoutTypes';
import { FlyoutContext, type FlyoutContextValue } from './flyoutContext';
import {
  getNavigableItems,
  indexForTypeahead,
  nextIndexForKey,
  useExclusiveFlyout,
  useOutsidePointerDown,
} from './flyoutHooks';
import { getFocusableElements } from './focusTrap';

const MENU_ITEMS = '[role="menuitem"],[role="menuitemcheckbox"],[role="menuitemradio"]';

/**
 * A panel taller than the room on either side of its button (a moderator's options menu on a
 * 720 px laptop screen) is capped to the room there and scrolls inside, since a fixed panel
 * cannot be reached by scrolling the page. The cap is a CSS variable the size classes read.
 */
const fitToWindow = size({
  padding: 8,
  apply({ availableHeight, elements }) {
    const cap = Math.max(Math.floor(availableHeight), 120);
    const { style, scrollHeight } = elements.floating;
    style.setProperty('--fw-flyout-available-height', `${cap}px`);
    style.overflowY = scrollHeight > cap ? 'auto' : '';
  },
});

/**
 * The open panel of a `Flyout`: positioned next to the button, holding the page-wide flyout
 * slot. A chunk of its own (with floating-ui), loaded by `Flyout.tsx` on first use.
 */
export function FlyoutPanel({
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
  children: FlyoutChildren;
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
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 }), fitToWindow],
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
    if (target === panel || !focusLastRef.current) return;
    // Opened onto its last item: once the panel is capped (a frame later), show that item.
    const frame = requestAnimationFrame(() => {
      if (panel.scrollHeight > panel.clientHeight) panel.scrollTop = panel.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
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
