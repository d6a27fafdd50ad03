import type { ApiError } from '@/api/apiError';

/** The four request states every load or save of a resource passes through (spec 01 §1, §4). */
export const LoadStatus = {
  PENDING: 'PENDING',
  LOADING: 'LOADING',
  SUCCESS: 'SUCCESS',
  ERROR: 'ERROR',
} as const;
export type LoadStatus = (typeof LoadStatus)[keyof typeof LoadStatus];

/**
 * A resource as the store holds it. `fetchedAt` (ms since epoch) is when it last settled,
 * SUCCESS or ERROR; the thunk helper uses it for the 5-minute freshness rule.
 */
export interface Loadable<T, E = ApiError> {
  status: LoadStatus;
  data?: T;
  error?: E;
  fetchedAt?: number;
}

/** Loadables of one kind, keyed by id or by `stableHash(params)`. */
export type LoadableMap<T> = Record<string, Loadable<T>>;

/** Query cache stale time (spec 03 §9): settled data is not requested again for 5 minutes. */
export const FRESH_FOR_MS = 5 * 60 * 1000;

const PENDING_LOADABLE: Loadable<never> = Object.freeze({ status: LoadStatus.PENDING });

/** The loadable of a resource nobody has asked for yet. One frozen object, so selectors stay stable. */
export function pendingLoadable<T>(): Loadable<T> {
  return PENDING_LOADABLE as Loadable<T>;
}

/** True while the resource has not settled: PENDING or LOADING (02 §4). */
export function isLoading(loadable: Loadable<unknown> | undefined): boolean {
  return (
    !loadable || loadable.status === LoadStatus.PENDING || loadable.status === LoadStatus.LOADING
  );
}

/**
 * A key for a params object that does not depend on key order, so `{a:1,b:2}` and
 * `{b:2,a:1}` share one cache entry. `undefined` values are dropped, as the client's query serialisation drops them.
 */
export function stableHash(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) => {
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        const sorted: Record<string, unknown> = {};
        for (const k of Object.keys(v).sort()) {
          const item = (v as Record<string, unknown>)[k];
          if (item !== undefined) sorted[k] = item;
        }
        return sorted;
      }
      return v;
    }) ?? ''
  );
}
