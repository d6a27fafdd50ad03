import { type ApiError, errorFromBody } from './apiError';
import { t } from '@/i18n/translate';

/** What a field of the expected record must be: `object` is any non-null object or array. */
export type RecordFieldKind = 'number' | 'string' | 'object';

/** The fields that make an answer the record it claims to be, e.g. `{ discussionID: 'number' }`. */
export type RecordShape = Readonly<Record<string, RecordFieldKind>>;

function hasKind(value: unknown, kind: RecordFieldKind): boolean {
  if (kind === 'object') return typeof value === 'object' && value !== null;
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === 'string';
}

/** True when `data` is an object carrying every field of `shape` with its kind. */
export function isRecordOf(data: unknown, shape: RecordShape): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const record = data as Record<string, unknown>;
  return Object.entries(shape).every(([field, kind]) => hasKind(record[field], kind));
}

/**
 * The body of a call that answers one record, checked. A success status can still carry no
 * record: a 408 counts as success (01 §7) and holds an error object, and a proxy may answer with
 * anything. An answer without the fields of `shape` is a failure: an `ApiError` with `message`
 * when given (what the caller tells the user, e.g. that the post was not confirmed), else the
 * body's own message ('Request timeout') or the default one, instead of a record that breaks
 * whatever reads it.
 */
export function expectRecord<T>(data: unknown, shape: RecordShape, message?: string): T {
  if (isRecordOf(data, shape)) return data as T;
  const error: ApiError = errorFromBody(data);
  if (message !== undefined) error.message = message;
  throw error;
}

/**
 * For a call whose answer only echoes what was done (a schedule): the record, or null for a
 * success without one (a 408, 01 §7), which the caller takes as done without the echo.
 */
export function recordOrNull<T>(data: unknown, shape: RecordShape): T | null {
  return isRecordOf(data, shape) ? (data as T) : null;
}

/** What a post, an edit or a comment answered without its record (a 408) says. */
export function postNotConfirmed(): string {
  return t('The server did not confirm the post. Your text is kept; please try again.');
}
