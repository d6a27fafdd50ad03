import { type ReactElement, type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { t } from '@/i18n/translate';
import { TOAST } from '@/theme/themeConstants';
import css from './toast.css';
import { useStyles } from './useStyles';
import { CloseIcon } from './icons';

export interface ToastProps {
  toastID?: string;
  body: ReactNode;
  /** Stays mounted when hidden (it is not removed 2000 ms later), so it can be shown again. */
  persistent?: boolean;
  /** Shows a Dismiss button. */
  dismissible?: boolean;
  /** Hides by itself `autoDismissDuration` ms after it appears (paused while hovered or focused). */
  autoDismiss?: boolean;
  autoDismissDuration?: number;
  /** 380 px wide instead of 280. */
  wide?: boolean;
  className?: string;
  /** Controlled visibility; false hides the toast. Defaults to shown. */
  visibility?: boolean;
  /** An error: announced at once (role alert) rather than politely (role status). */
  isError?: boolean;
  /** The toast hid itself: dismissed by the user or timed out. */
  onDismiss?: () => void;
  /** 2000 ms after hiding (never for persistent toasts): time to drop it from the queue. */
  onRemove?: () => void;
}

/** The spec's default error toast text (02 §8). */
export function defaultToastErrorText(): string {
  return t('Something has gone wrong.');
}

/** What `errorToastInput` returns: a toast the store's `toastAdded` takes as it is. */
export interface ErrorToastInput {
  body: string;
  dismissible: true;
  autoDismiss: false;
  isError: true;
  toastID?: string;
}

/** A dismissible error toast for the store, with the default text when there is no message. */
export function errorToastInput(message?: string, toastID?: string): ErrorToastInput {
  return {
    body: message || defaultToastErrorText(),
    dismissible: true,
    autoDismiss: false,
    isError: true,
    ...(toastID ? { toastID } : {}),
  };
}

/**
 * One toast. Lifecycle (02 §4): visible, then hidden on dismiss or auto-dismiss, then removed
 * 2000 ms later. Use `ToastHost` for the store's toasts; this is the single card.
 */
export function Toast({
  toastID,
  body,
  persistent = false,
  dismissible = false,
  autoDismiss = false,
  autoDismissDuration = TOAST.autoDismissMs,
  wide = false,
  className,
  visibility = true,
  isError = false,
  onDismiss,
  onRemove,
}: ToastProps): ReactElement {
  useStyles('toast', css);
  const [hidden, setHidden] = useState(false);
  const [paused, setPaused] = useState(false);
  const [lastVisibility, setLastVisibility] = useState(visibility);
  if (lastVisibility !== visibility) {
    // Shown again from outside: start a fresh lifecycle.
    setLastVisibility(visibility);
    if (visibility) setHidden(false);
  }
  const isVisible = visibility && !hidden;

  const hide = (): void => {
    setHidden(true);
    onDismiss?.();
  };
  const timedOut = useEffectEvent(hide);
  const removed = useEffectEvent(() => onRemove?.());

  useEffect(() => {
    if (!isVisible || !autoDismiss || paused) return undefined;
    const timer = setTimeout(() => timedOut(), autoDismissDuration);
    return () => clearTimeout(timer);
  }, [isVisible, autoDismiss, paused, autoDismissDuration]);

  useEffect(() => {
    if (isVisible || persistent) return undefined;
    const timer = setTimeout(() => removed(), TOAST.removalDelayMs);
    return () => clearTimeout(timer);
  }, [isVisible, persistent]);

  const classes = ['fw-toast'];
  if (wide) classes.push('fw-toast--wide');
  if (isError) classes.push('fw-toast--error');
  if (!isVisible) classes.push('fw-toast--hidden');
  if (className) classes.push(className);

  return (
    <div
      data-toast-id={toastID}
      className={classes.join(' ')}
      role={isError ? 'alert' : 'status'}
      aria-atomic="true"
      aria-hidden={isVisible ? undefined : true}
      inert={!isVisible}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <div className="fw-toast-body">{body}</div>
      {dismissible && (
        <button type="button" className="fw-toast-dismiss" aria-label={t('Dismiss')} onClick={hide}>
          <CloseIcon size={16} />
        </button>
      )}
    </div>
  );
}
