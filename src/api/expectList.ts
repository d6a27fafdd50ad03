import { errorFromBody } from './apiError';

/**
 * The body of a list call, checked. A success status can still carry something else: a 408
 * counts as success (01 §7) and may hold an error object, and a proxy may answer with anything.
 * Anything but an array fails like a server error, with the body's message when it has one,
 * instead of reaching a reducer that expects a list.
 */
export function expectList<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  throw errorFromBody(data);
}
