import { type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { getPortalContainer } from './portal';
import { Toast, type ToastProps } from './Toast';
import css from './toast.css';
import { useStyles } from './useStyles';

/** One toast of the stack: a Toast's props with its id (bodies are already translated). */
export type ToastStackItem = Omit<ToastProps, 'toastID' | 'onDismiss' | 'onRemove'> & {
  toastID: string;
};

export interface ToastStackProps {
  toasts: readonly ToastStackItem[];
  /** The corner the toasts stack in. */
  position?: 'bottomLeft' | 'bottomRight';
  /** 2000 ms after a toast hides: time to drop it from the queue. */
  onRemove: (toastID: string) => void;
}

// A toast that replaces another with the same id is a new object: give it a new key, so it
// starts a fresh lifecycle (visible, full auto-dismiss time) instead of inheriting the old one.
const keys = new WeakMap<ToastStackItem, number>();
let nextKey = 0;
function keyOf(toast: ToastStackItem): number {
  let key = keys.get(toast);
  if (key === undefined) keys.set(toast, (key = nextKey += 1));
  return key;
}

/** The page's toasts, stacked in a corner of the portal container. `ToastHost` feeds it the store's queue. */
export function ToastStack({
  toasts,
  position = 'bottomLeft',
  onRemove,
}: ToastStackProps): ReactElement {
  useStyles('toast', css);
  return createPortal(
    <div className={`fw-toasts fw-toasts--${position}`}>
      {toasts.map((toast) => (
        <Toast key={keyOf(toast)} {...toast} onRemove={() => onRemove(toast.toastID)} />
      ))}
    </div>,
    getPortalContainer(document),
  );
}
