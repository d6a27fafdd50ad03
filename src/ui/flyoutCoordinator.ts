/**
 * Only one flyout (dropdown, select box) is open at a time across every widget on the page.
 * Widgets are separate React roots, so this is module state rather than React context: a
 * flyout that opens claims the slot, and the previous holder is told to close.
 */
type CloseFlyout = () => void;

let openFlyout: CloseFlyout | null = null;

/** Call when a flyout opens; closes whichever other flyout was open. */
export function claimFlyout(close: CloseFlyout): void {
  const previous = openFlyout;
  openFlyout = close;
  if (previous && previous !== close) previous();
}

/** Call when a flyout closes or unmounts; frees the slot if this flyout held it. */
export function releaseFlyout(close: CloseFlyout): void {
  if (openFlyout === close) openFlyout = null;
}
