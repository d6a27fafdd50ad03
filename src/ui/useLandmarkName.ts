import { useId, useLayoutEffect, useSyncExternalStore } from 'react';
import { formatString, t } from '@/i18n/translate';

/**
 * Which mounted components claim each key, in the order they mounted. One registry for the
 * page: every widget root shares this module, so two widgets of the same kind (or two title
 * bars) can tell that they would give two landmarks the same name.
 */
const claims = new Map<string, string[]>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function claim(key: string, id: string): void {
  const ids = claims.get(key) ?? [];
  if (ids.includes(id)) return;
  claims.set(key, [...ids, id]);
  notify();
}

function release(key: string, id: string): void {
  const ids = (claims.get(key) ?? []).filter((other) => other !== id);
  if (ids.length > 0) claims.set(key, ids);
  else claims.delete(key);
  notify();
}

export interface Claim {
  /** 1 for the first mounted claimant of the key, 2 for the next... (1 before the claim lands). */
  ordinal: number;
  /** How many mounted components claim the key (at least 1). */
  count: number;
}

/** Claims `key` while mounted, keyed by the component's `useId()`. */
export function useClaim(key: string): Claim {
  const id = useId();
  useLayoutEffect(() => {
    claim(key, id);
    return () => release(key, id);
  }, [key, id]);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => {
      const ids = claims.get(key) ?? [];
      return `${Math.max(ids.indexOf(id), 0) + 1}/${Math.max(ids.length, 1)}`;
    },
    () => '1/1',
  );
  const [ordinal = 1, count = 1] = snapshot.split('/').map(Number);
  return { ordinal, count };
}

/** `name`, or `name 2`, `name 3`... for a later landmark of the same role and name. */
export function numberedName(name: string, ordinal: number): string {
  return ordinal > 1 ? formatString(t('%s %s'), name, ordinal) : name;
}

/**
 * A landmark's accessible name that no other landmark of the same role on the page has
 * (WAI-ARIA APG, landmark regions). Derive `name` from what tells instances apart (a title, a
 * category) first; the number this adds when two still collide is the last resort.
 */
export function useLandmarkName(role: string, name: string): string {
  return numberedName(name, useClaim(`${role}\u0000${name}`).ordinal);
}
