import { createContext, useContext } from 'react';

export interface FlyoutContextValue {
  /** Closes the flyout; with `returnFocus` focus goes back to its button (menu items do this). */
  closeFlyout: (returnFocus?: boolean) => void;
}

/** Lets menu items and panel content close the flyout they sit in (same React root only). */
export const FlyoutContext = createContext<FlyoutContextValue>({ closeFlyout: () => undefined });

/** The enclosing flyout's controls; outside a flyout `closeFlyout` does nothing. */
export function useFlyout(): FlyoutContextValue {
  return useContext(FlyoutContext);
}
