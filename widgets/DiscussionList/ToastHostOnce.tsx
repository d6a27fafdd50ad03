import { type ReactElement, useState } from 'react';
import { ToastHost } from '../../src/ui/ToastHost';

// The page needs one toast host; the first list rendered owns it, the others render nothing.
let owner: symbol | null = null;

/** Renders the page's ToastHost unless another list already does. */
export function ToastHostOnce(): ReactElement | null {
  const [mine] = useState(() => {
    if (owner !== null) return false;
    owner = Symbol('toast-host');
    return true;
  });
  return mine ? <ToastHost /> : null;
}

/** Tests: forget the owner between renders of fresh pages. */
export function resetToastHostOwner(): void {
  owner = null;
}
