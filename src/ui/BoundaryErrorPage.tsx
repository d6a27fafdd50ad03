import type { ReactElement, ReactNode } from 'react';
import type { ApiError } from '@/api/apiError';
import { ErrorPage } from './ErrorPage';

export interface BoundaryErrorPageProps {
  /** What the widget threw. */
  error: unknown;
  /** The error's message, as the boundary shows it. */
  message: string;
  /** Reload and Cancel. */
  actions: ReactNode;
}

/** A thrown error that carries an HTTP status (an ApiError) gets that status's page. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The render error boundary's content once its code is here (02 §2): the error page for the
 * thrown error (403, 404 or the generic page, with the stack in debug mode), its message, and
 * the boundary's Reload and Cancel.
 */
export function BoundaryErrorPage({
  error,
  message,
  actions,
}: BoundaryErrorPageProps): ReactElement {
  const pageError =
    error instanceof Error
      ? error
      : typeof error === 'object' && error !== null
        ? (error as Partial<ApiError>)
        : new Error(message);
  return (
    <ErrorPage status={statusOf(error)} error={pageError} reason={message} actions={actions} />
  );
}
