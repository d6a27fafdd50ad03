import type { ReactElement } from 'react';
import type { ApiError } from '@/api/apiError';
import { t } from '@/i18n/translate';
import { ErrorPage } from './ErrorPage';

export interface LoadFailureProps {
  /** The failed load's normalised error; its status picks the page. */
  error: ApiError | undefined;
  /** Ask again (the generic page only: a refusal or a missing resource stays so). */
  onRetry?: () => void;
}

/**
 * What a widget shows when its own data failed to load (02 §2 error pages): 403 the
 * permission page (Sign In for guests), 404 the not-found page, anything else the generic page
 * with the server's message and Retry. Debug mode adds the details and the trace.
 */
export function LoadFailure({ error, onRetry }: LoadFailureProps): ReactElement {
  const status = error?.status;
  const generic = status !== 403 && status !== 404;
  const reason = generic
    ? [error?.message, error?.description].filter(Boolean).join(' ') || undefined
    : undefined;
  return (
    <div role="alert" className="fw-loadFailure">
      <ErrorPage
        status={status}
        error={error}
        reason={reason}
        actions={
          generic && onRetry ? (
            <button type="button" className="fw-button" onClick={onRetry}>
              {t('Retry')}
            </button>
          ) : undefined
        }
      />
    </div>
  );
}
