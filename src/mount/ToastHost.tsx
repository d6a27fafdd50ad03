import { type ReactElement } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectToasts, toastDismissed } from '@/store/toastsSlice';
import { ToastStack, type ToastStackProps } from '@/ui/ToastStack';

export type ToastHostProps = Pick<ToastStackProps, 'position'>;

/**
 * Renders the store's toast queue (the interface kit's ToastStack) in the page's portal
 * container. Mount it once per page: the runtime does, on the first toast. A toast leaves the
 * store (`toastDismissed`) 2000 ms after it hides.
 */
export function ToastHost({ position }: ToastHostProps): ReactElement {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  return (
    <ToastStack
      toasts={toasts}
      position={position}
      onRemove={(toastID) => dispatch(toastDismissed(toastID))}
    />
  );
}
