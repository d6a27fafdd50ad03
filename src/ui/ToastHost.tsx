import { type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectToasts, type Toast as StoreToast, toastDismissed } from '../store/toastsSlice';
import { getPortalContainer } from './portal';
import { Toast } from './Toast';
import css from './toast.css';
import { useStyles } from './useStyles';

export interface ToastHostProps {
  /** The corner the toasts stack in. */
  position?: 'bottomLeft' | 'bottomRight';
}

// A toast that replaces another with the same id is a new object: give it a new key, so it
// starts a fresh lifecycle (visible, full auto-dismiss time) instead of inheriting the old one.
const keys = new WeakMap<StoreToast, number>();
let nextKey = 0;
function keyOf(toast: StoreToast): number {
  let key = keys.get(toast);
  if (key === undefined) keys.set(toast, (key = nextKey += 1));
  return key;
}

/**
 * Renders the store's toast queue in the page's portal container. Mount it once per page.
 * A toast leaves the store (`toastDismissed`) 2000 ms after it hides.
 */
export function ToastHost({ position = 'bottomLeft' }: ToastHostProps): ReactElement {
  useStyles('toast', css);
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  return createPortal(
    <div className={`fw-toasts fw-toasts--${position}`}>
      {toasts.map((toast) => (
        <Toast
          key={keyOf(toast)}
          {...toast}
          onRemove={() => dispatch(toastDismissed(toast.toastID))}
        />
      ))}
    </div>,
    getPortalContainer(document),
  );
}
