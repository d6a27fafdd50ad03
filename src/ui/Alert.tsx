import type { ReactElement, ReactNode } from 'react';
import { t } from '@/i18n/translate';
import css from './alert.css';
import controlsCss from './controls.css';
import { Icon } from './icons';
import { useStyles } from './useStyles';

export type AlertType = 'error' | 'warning' | 'neutral' | 'info';

export interface AlertProps {
  type?: AlertType;
  /** The title, e.g. an error's `message`. */
  message: ReactNode;
  /** The body, e.g. an error's `description`. */
  description?: ReactNode;
  /** Actions under the body, such as a retry button. */
  children?: ReactNode;
  /** Shows a Dismiss button. */
  onDismiss?: () => void;
  className?: string;
}

/**
 * A message box. Error and warning show the alert icon and are announced at once
 * (`role="alert"`); neutral and info are polite status messages.
 */
export function Alert({
  type = 'neutral',
  message,
  description,
  children,
  onDismiss,
  className,
}: AlertProps): ReactElement {
  useStyles('controls', controlsCss);
  useStyles('alert', css);
  const urgent = type === 'error' || type === 'warning';
  return (
    <div
      className={`fw-alert fw-alert--${type}${className ? ` ${className}` : ''}`}
      role={urgent ? 'alert' : 'status'}
    >
      {urgent && (
        <Icon
          name="alert"
          className="fw-alert-icon"
          label={type === 'error' ? t('Error') : t('Warning')}
        />
      )}
      <div className="fw-alert-content">
        <div className="fw-alert-message">{message}</div>
        {description && <div className="fw-alert-description">{description}</div>}
        {children && <div className="fw-alert-actions">{children}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          className="fw-iconButton fw-alert-dismiss"
          aria-label={t('Dismiss')}
          onClick={onDismiss}
        >
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
