import { parseCdnErrorPage } from './cdnErrorPage';
import { isCancelled, isHttpError } from './http';

/** One problem with one submitted field, as the server reports it. */
export interface FieldError {
  field: string;
  message: string;
  code?: string;
  status?: number;
}

/** A button an error page may offer, e.g. 'Back to Home'. */
export interface ErrorActionButton {
  url?: string;
  target?: string;
  label: string;
}

/** Every error reaches the store in this shape (spec 01 §3, §8; 02 §3). */
export interface ApiError {
  message: string;
  description?: string;
  /** Field errors grouped by field name. */
  errors?: Record<string, FieldError[]>;
  actionButton?: ErrorActionButton;
  trace?: string;
  /** The HTTP status, when there was a response. */
  status?: number;
}

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong while contacting the server.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toFieldError(raw: unknown, fallbackField: string): FieldError | null {
  if (typeof raw === 'string') return { field: fallbackField, message: raw };
  if (!isRecord(raw) || typeof raw.message !== 'string') return null;
  const field = typeof raw.field === 'string' ? raw.field : fallbackField;
  const error: FieldError = { field, message: raw.message };
  if (typeof raw.code === 'string') error.code = raw.code;
  if (typeof raw.status === 'number') error.status = raw.status;
  return error;
}

/**
 * Groups the server's `errors` by field. Accepts the list form (`[{field, message}]`) and
 * the map forms (`{field: [{message}]}` or `{field: {message}}`).
 */
export function groupFieldErrors(errors: unknown): Record<string, FieldError[]> | undefined {
  const grouped: Record<string, FieldError[]> = {};
  const add = (error: FieldError | null): void => {
    if (error) (grouped[error.field] ??= []).push(error);
  };
  if (Array.isArray(errors)) {
    for (const raw of errors) add(toFieldError(raw, ''));
  } else if (isRecord(errors)) {
    for (const [field, value] of Object.entries(errors)) {
      for (const raw of Array.isArray(value) ? value : [value]) add(toFieldError(raw, field));
    }
  }
  return Object.keys(grouped).length > 0 ? grouped : undefined;
}

function headerValue(headers: unknown, name: string): string | undefined {
  if (!isRecord(headers)) return undefined;
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return typeof found?.[1] === 'string' ? found[1] : undefined;
}

/** Normalises a server error body (JSON object) to `ApiError`. */
export function errorFromBody(data: unknown, status?: number): ApiError {
  const error: ApiError = { message: DEFAULT_ERROR_MESSAGE };
  if (status !== undefined) error.status = status;
  if (!isRecord(data)) return error;
  if (typeof data.message === 'string' && data.message !== '') error.message = data.message;
  if (typeof data.description === 'string') error.description = data.description;
  const errors = groupFieldErrors(data.errors);
  if (errors) error.errors = errors;
  if (isRecord(data.actionButton) && typeof data.actionButton.label === 'string') {
    error.actionButton = data.actionButton as unknown as ErrorActionButton;
  }
  if (typeof data.trace === 'string') error.trace = data.trace;
  return error;
}

/**
 * The HTTP status of a call that failed with an answer from the server; undefined for a
 * network failure, a cancellation or anything thrown before the call. Lets a thunk treat some
 * refusals as answers (a 404 theme, a mention lookup refused below 500) without the transport.
 */
export function failureStatus(thrown: unknown): number | undefined {
  return isHttpError(thrown) ? thrown.response?.status : undefined;
}

/** Is this value already a normalised error? */
export function isApiError(value: unknown): value is ApiError {
  return isRecord(value) && typeof value.message === 'string' && !(value instanceof Error);
}

/**
 * Turns anything thrown during a request into `ApiError`: `HttpError`s (JSON bodies,
 * CDN HTML pages, network failures), plain `Error`s (e.g. upload checks) and unknowns.
 */
export function toApiError(thrown: unknown): ApiError {
  if (isApiError(thrown)) return thrown;
  if (isCancelled(thrown)) return { message: 'The request was cancelled.' };
  if (isHttpError(thrown)) {
    const response = thrown.response;
    if (!response) return { message: DEFAULT_ERROR_MESSAGE };
    const contentType = headerValue(response.headers, 'content-type') ?? '';
    const data: unknown = response.data;
    if (typeof data === 'string' && (contentType.startsWith('text/html') || /^\s*</.test(data))) {
      return {
        ...parseCdnErrorPage(data, headerValue(response.headers, 'cf-ray')),
        status: response.status,
      };
    }
    return errorFromBody(data, response.status);
  }
  if (thrown instanceof Error && thrown.message) return { message: thrown.message };
  return { message: DEFAULT_ERROR_MESSAGE };
}

/**
 * Does this status say the server has no such call (404, 405, 501)? An optional endpoint the
 * library uses where a server offers it (the live events stream, the read position) is then not
 * asked again for the page's life, and the library falls back to what works without it.
 */
export function isMissingEndpoint(status: number | undefined): boolean {
  return status === 404 || status === 405 || status === 501;
}
