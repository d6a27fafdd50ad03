import { useEffect, useRef } from 'react';
import type { AppAsyncThunk } from './createLoadThunk';
import { useAppDispatch, useAppSelector } from './hooks';
import { stableHash } from './loadable';
import type { RootState } from './store';

export interface UseLoadOptions<Selected> {
  /**
   * Ask nothing: a boolean, or a test of what `select` read (e.g. ask only while the
   * store still has nothing: `(me) => me.status !== LoadStatus.PENDING`).
   */
  skip?: boolean | ((selected: Selected) => boolean);
  /**
   * Ask again every so many ms while the page is visible, and when it becomes visible or
   * gets the focus again; a hidden page asks nothing. The thunk's freshness still drops an
   * ask that comes too soon after the last request.
   */
  refreshEvery?: number;
}

/**
 * The one way a component starts a load: dispatch `thunk(arg)` on mount and whenever `arg`
 * changes by value, and read the result with `select`. Ten widgets asking for the same
 * thing send one request: the thunk's `condition` drops duplicates and fresh data. (A user's
 * own action, such as Retry or a hover prefetch, dispatches the thunk from its handler.)
 *
 *   const me = useLoad(fetchCurrentUser, undefined, selectCurrentUser);
 */
export function useLoad<Returned, Arg, Selected>(
  thunk: AppAsyncThunk<Returned, Arg>,
  arg: Arg,
  select: (state: RootState) => Selected,
  options: UseLoadOptions<Selected> = {},
): Selected {
  const dispatch = useAppDispatch();
  const argRef = useRef(arg);
  useEffect(() => {
    argRef.current = arg;
  });
  const selected = useAppSelector(select);
  const key = stableHash(arg);
  const skip = typeof options.skip === 'function' ? options.skip(selected) : options.skip === true;
  const refreshEvery = options.refreshEvery;
  useEffect(() => {
    if (skip) return undefined;
    const start = thunk as unknown as (arg: Arg) => Parameters<typeof dispatch>[0];
    const ask = (): void => {
      void dispatch(start(argRef.current));
    };
    if (refreshEvery === undefined) {
      ask();
      return undefined;
    }
    const refresh = (): void => {
      if (document.visibilityState !== 'hidden') ask();
    };
    refresh();
    const timer = window.setInterval(refresh, refreshEvery);
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [dispatch, thunk, key, skip, refreshEvery]);
  return selected;
}
