/** Dates are stored and returned as ISO-8601 UTC strings. */
export function nowIso(): string {
  return new Date().toISOString();
}
