import { type RefObject, useEffect } from 'react';

/**
 * Lazy flyout content arrives after the flyout has focused its (then empty) panel; once it
 * is here, move focus on to the content's first control so keyboard users land inside.
 */
export function useFocusFirstWhenPanelFocused(
  ref: RefObject<HTMLElement | null>,
  ready: boolean,
): void {
  useEffect(() => {
    const root = ref.current;
    if (!root || !ready) return;
    const panel = root.closest('.fw-flyout-panel');
    if (panel && document.activeElement === panel) {
      panel
        .querySelector<HTMLElement>(
          panel.getAttribute('role') === 'menu'
            ? '[role="menuitem"]'
            : 'a[href],button:not([disabled]),[tabindex="0"]',
        )
        ?.focus();
    }
  }, [ref, ready]);
}
