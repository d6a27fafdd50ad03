import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { useFlyout } from './flyoutContext';

export interface FlyoutMenuItemProps {
  children: ReactNode;
  /** Runs when the item is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: () => void;
  /** A link item; it navigates like any link. */
  href?: string;
  isDisabled?: boolean;
  className?: string;
}

/** One action in a `Flyout` of kind `menu` (role menuitem, reached by the arrow keys). */
export function FlyoutMenuItem({
  children,
  onSelect,
  href,
  isDisabled = false,
  className,
}: FlyoutMenuItemProps): ReactElement {
  const { closeFlyout } = useFlyout();
  const classes = `fw-flyout-item${className ? ` ${className}` : ''}`;
  const choose = (event: MouseEvent): void => {
    if (isDisabled) {
      event.preventDefault();
      return;
    }
    onSelect?.();
    closeFlyout(!href);
  };
  if (href !== undefined) {
    return (
      <a
        role="menuitem"
        tabIndex={-1}
        className={classes}
        href={isDisabled ? undefined : href}
        aria-disabled={isDisabled || undefined}
        onClick={choose}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={classes}
      aria-disabled={isDisabled || undefined}
      onClick={choose}
    >
      {children}
    </button>
  );
}

/** A dividing line between groups of menu items. */
export function FlyoutMenuSeparator(): ReactElement {
  return <div role="separator" className="fw-flyout-separator" />;
}
