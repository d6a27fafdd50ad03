/** The first reconnection waits about this long (issue 36 §2: 1 s to 60 s). */
export const BACKOFF_MIN_MS = 1000;
/** No reconnection waits longer than this. */
export const BACKOFF_MAX_MS = 60 * 1000;

/**
 * The wait before reconnection attempt `attempt` (0 for the first after a failure):
 * exponential backoff with full jitter, bounded below by 1 s. The ceiling doubles from 1 s per
 * attempt up to 60 s, and the wait is drawn uniformly between 1 s and that ceiling, so tabs of
 * many browsers that lost the server at once do not come back at the same moment (AWS's "full
 * jitter", with a floor so a failing server is never hammered). `random` is `Math.random` or a
 * test's.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.max(0, attempt));
  const draw = Math.min(1, Math.max(0, random()));
  return Math.round(BACKOFF_MIN_MS + draw * (ceiling - BACKOFF_MIN_MS));
}
