import { useEffect } from 'react';
import type { ApiMe } from '../api/types/users';
import { fetchCurrentUser, fetchMeCounts, ME_COUNTS_THRESHOLD_MS } from './currentUserThunks';
import { selectCurrentUserLoadable, selectIsGuest } from './currentUserSelectors';
import { useAppDispatch, useAppSelector } from './hooks';
import { LoadStatus } from './loadable';

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
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUserLoadable);
  const isGuest = useAppSelector(selectIsGuest);
  const pending = me.status === LoadStatus.PENDING;
  useEffect(() => {
    if (pending) void dispatch(fetchCurrentUser());
  }, [dispatch, pending]);
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
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled) return;
    const refresh = (): void => {
      if (document.visibilityState !== 'hidden') void dispatch(fetchMeCounts());
    };
    refresh();
    const timer = window.setInterval(refresh, ME_COUNTS_THRESHOLD_MS);
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [dispatch, enabled]);
}
