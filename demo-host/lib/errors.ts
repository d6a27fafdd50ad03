/** Errors shaped like the reference API: `{ message, status, errors?: [{ field, message, code? }] }`. */
export interface FieldError {
  field: string;
  message: string;
  code?: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function notFound(what = 'Page'): HttpError {
  return new HttpError(404, `${what} not found.`);
}

/** 403 in the OpenAPI's PermissionError shape. */
export function permissionError(permissions: string[], recordIDs?: number[]): HttpError {
  return new HttpError(403, 'Permission Problem', {
    permissions,
    ...(recordIDs ? { recordIDs } : {}),
  });
}

export function validationError(errors: FieldError[]): HttpError {
  const first = errors[0];
  return new HttpError(422, first ? first.message : 'Validation failed.', { errors });
}

export function fieldError(field: string, message: string, code = 'invalid'): HttpError {
  return validationError([{ field, message, code }]);
}
