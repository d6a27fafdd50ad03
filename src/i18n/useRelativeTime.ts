import { useSyncExternalStore } from 'react';
import type { DateInput } from './dates';
import { formatRelativeTime, type RelativeTimeOptions } from './relativeTime';

/** How often mounted relative times re-render (spec 02 §4, §9). */
export const RELATIVE_TIME_REFRESH_MS = 30_000;

/**
 * One clock shared by every mounted `useRelativeTime`: a single interval runs while at
 * least one component listens, and stops when the last one unmounts.
 */
const listeners = new Set<() => void>();
let tick = 0;
let interval: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  interval ??= setInterval(() => {
    tick += 1;
    for (const notify of [...listeners]) notify();
  }, RELATIVE_TIME_REFRESH_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && interval !== undefined) {
      clearInterval(interval);
      interval = undefined;
    }
  };
}

function getTick(): number {
  return tick;
}

/**
 * The relative time of `date` ('just now', '5 minutes ago'), re-rendered every 30 s.
 * All mounted users share one interval. Each render reads the current time, so a newly
 * mounted component is exact even between ticks.
 */
export function useRelativeTime(
  date: DateInput,
  options: Omit<RelativeTimeOptions, 'now'> = {},
): string {
  useSyncExternalStore(subscribe, getTick, getTick);
  return formatRelativeTime(date, options);
}
