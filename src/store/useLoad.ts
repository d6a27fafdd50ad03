import { useEffect, useRef } from 'react';
import type { AppAsyncThunk } from './createLoadThunk';
import { useAppDispatch, useAppSelector } from './hooks';
import { stableHash } from './loadable';
import type { RootState } from './store';

/**
 * How a widget declares a data need: dispatch `thunk(arg)` on mount and whenever `arg`
 * changes by value, and read the result with `select`. Ten widgets asking for the same
 * thing send one request: the thunk's `condition` drops duplicates and fresh data.
 *
 *   const me = useLoad(fetchCurrentUser, undefined, selectCurrentUser);
 */
export function useLoad<Returned, Arg, Selected>(
  thunk: AppAsyncThunk<Returned, Arg>,
  arg: Arg,
  select: (state: RootState) => Selected,
  options: { skip?: boolean } = {},
): Selected {
  const dispatch = useAppDispatch();
  const argRef = useRef(arg);
  useEffect(() => {
    argRef.current = arg;
  });
  const key = stableHash(arg);
  const skip = options.skip === true;
  useEffect(() => {
    if (skip) return;
    const start = thunk as unknown as (arg: Arg) => Parameters<typeof dispatch>[0];
    void dispatch(start(argRef.current));
  }, [dispatch, thunk, key, skip]);
  return useAppSelector(select);
}
