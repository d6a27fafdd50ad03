import type { ReactElement } from 'react';
import type { ApiError } from '@/api/apiError';
import { t } from '@/i18n/translate';
import { Alert } from '@/ui/Alert';

/** The messages the server gave for one of the form's fields (any of `names`), joined. */
export function fieldMessage(error: ApiError | undefined, ...names: string[]): string | undefined {
  const messages = names.flatMap((name) => error?.errors?.[name] ?? []).map((e) => e.message);
  return messages.length > 0 ? messages.join(' ') : undefined;
}

/** The props that tie an input to its error text (WAI-ARIA: aria-invalid, aria-describedby). */
export function invalidProps(
  message: string | undefined,
  errorID: string,
  describedBy?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [describedBy, message ? errorID : undefined].filter(Boolean).join(' ');
  return {
    ...(message ? { 'aria-invalid': true } : {}),
    ...(ids ? { 'aria-describedby': ids } : {}),
  };
}

/** A field's error text, referenced by the field's aria-describedby. */
export function FieldError({
  id,
  message,
}: {
  id: string;
  message: string | undefined;
}): ReactElement | null {
  if (!message) return null;
  return (
    <p id={id} className="fw-composer-fieldError">
      {message}
    </p>
  );
}

/**
 * A failure that belongs to no shown field, announced as an alert: the server's message and
 * description, plus any field errors for fields the form does not show.
 */
export function FormFailure({
  error,
  shownFields,
  onDismiss,
}: {
  error: ApiError | undefined;
  shownFields: readonly string[];
  onDismiss?: () => void;
}): ReactElement | null {
  if (!error) return null;
  const other = Object.entries(error.errors ?? {})
    .filter(([field]) => !shownFields.includes(field))
    .flatMap(([, list]) => list.map((e) => e.message));
  const onlyFields = error.errors !== undefined && other.length === 0;
  if (onlyFields) {
    return (
      <Alert type="error" message={t('Please correct the errors below.')} onDismiss={onDismiss} />
    );
  }
  return (
    <Alert
      type="error"
      message={error.message || t('Something went wrong.')}
      description={[error.description, ...other].filter(Boolean).join(' ') || undefined}
      onDismiss={onDismiss}
    />
  );
}
