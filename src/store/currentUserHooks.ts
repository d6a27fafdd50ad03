import type { ApiMe } from '@/api/types/users';
import {
  fetchCurrentUser,
  fetchMeCounts,
  ME_COUNTS_THRESHOLD_MS,
  selectCurrentUserLoadable,
  selectIsGuest,
  selectMeCounts,
} from './currentUserSlice';
import { useAppSelector } from './hooks';
import { LoadStatus } from './loadable';
import { useLoad } from './useLoad';

export interface SessionUser {
  user: ApiMe | undefined;
  /** No `session.valid` (01 §6): show the sign-in side of the interface. */
  isGuest: boolean;
  /** True while a page without a bootstrap user waits for `GET /users/me`. */
  loading: boolean;
}

/**
 * The current user for a widget that shows members and guests differently. A page whose
 * bootstrap JSON names no user asks `GET /users/me` once: every widget calls this, and the
 * thunk's `condition` turns ten callers into one request. A failure is not retried.
 */
export function useSessionUser(): SessionUser {
  const me = useLoad(fetchCurrentUser, undefined, selectCurrentUserLoadable, {
    skip: (loadable) => loadable.status !== LoadStatus.PENDING,
  });
  const isGuest = useAppSelector(selectIsGuest);
  const pending = me.status === LoadStatus.PENDING;
  const loading = me.data === undefined && (pending || me.status === LoadStatus.LOADING);
  return { user: me.data, isGuest, loading };
}

/**
 * Keeps the header's unread counts current (01 §4, §9): `GET /users/me-counts` is asked for
 * on mount, every 60 seconds while the page is visible and when the page becomes visible
 * again; the thunk's 60-second freshness drops every ask that comes sooner after the last
 * request (the bootstrap JSON's counts count as one).
 */
export function useMeCountsRefresh(enabled = true): void {
  useLoad(fetchMeCounts, undefined, selectMeCounts, {
    skip: !enabled,
    refreshEvery: ME_COUNTS_THRESHOLD_MS,
  });
}
