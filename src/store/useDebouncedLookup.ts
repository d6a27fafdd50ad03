import { useEffect, useRef, useState } from 'react';
import type { AppAsyncThunk } from './createLoadThunk';
import { useAppDispatch, useAppSelector } from './hooks';
import { stableHash } from './loadable';
import type { RootState } from './store';

export interface DebouncedLookupOptions {
  /** How long `arg` must stay the same (by value) before it is asked for, in ms. */
  wait: number;
  /** Abort the lookup still running when the next one is asked for, and on unmount. */
  abortPrevious?: boolean;
}

export interface DebouncedLookup<Arg, Selected> {
  result: Selected;
  /** The arg last asked for; null before the first ask. */
  asked: Arg | null;
}

/**
 * The one way to look something up as the user types (tags, mentions, the Move modal's
 * categories, search suggestions): `thunk(arg)` is dispatched `wait` ms after `arg` last
 * changed by value; `null` asks nothing and cancels an ask that is waiting. The thunk's
 * `condition` still drops a lookup that is running or fresh. `select` reads the result, given
 * the arg last asked for, so a lookup can show the answer to what was typed (ignore `asked`)
 * or to what was last asked.
 *
 *   const tags = useDebouncedLookup(lookupTags, query.trim() ? { query } : null,
 *     (state) => selectTagLookup(state, query), { wait: TAG_LOOKUP_DEBOUNCE_MS }).result;
 */
export function useDebouncedLookup<Returned, Arg, Selected>(
  thunk: AppAsyncThunk<Returned, Arg>,
  arg: Arg | null,
  select: (state: RootState, asked: Arg | null) => Selected,
  { wait, abortPrevious = false }: DebouncedLookupOptions,
): DebouncedLookup<Arg, Selected> {
  const dispatch = useAppDispatch();
  const latest = useRef({ thunk, arg, abortPrevious });
  useEffect(() => {
    latest.current = { thunk, arg, abortPrevious };
  });
  const running = useRef<{ abort: () => void } | null>(null);
  const [asked, setAsked] = useState<Arg | null>(null);
  const key = arg === null ? null : stableHash(arg);

  useEffect(() => {
    if (key === null) return undefined;
    const timer = setTimeout(() => {
      const now = latest.current;
      if (now.arg === null) return;
      if (now.abortPrevious) running.current?.abort();
      const start = now.thunk as unknown as (arg: Arg) => Parameters<typeof dispatch>[0];
      running.current = dispatch(start(now.arg)) as unknown as { abort: () => void };
      setAsked(now.arg);
    }, wait);
    return () => clearTimeout(timer);
  }, [dispatch, key, wait]);

  useEffect(() => {
    const options = latest;
    const request = running;
    return () => {
      if (options.current.abortPrevious) request.current?.abort();
    };
  }, []);

  const result = useAppSelector((state) => select(state, asked));
  return { result, asked };
}
