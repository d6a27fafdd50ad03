import { useEffect, useState } from 'react';

/**
 * Code a component needs only once the user reaches for it (an open flyout's panel, the search
 * suggestions), in a chunk of its own. Unlike `React.lazy` it needs no Suspense boundary and,
 * once loaded, renders in the same commit as the action that asked for it, so a part preloaded
 * on hover or focus opens exactly as if it had been bundled.
 */
export interface LazyPart<T> {
  /** The loaded module, or undefined while it has not arrived. */
  get: () => T | undefined;
  /** Starts loading (once); a failed load is forgotten, so the next call asks the network again. */
  load: () => Promise<T>;
  /** `load` for event handlers (hover, focus): failures are left to the render that needs it. */
  preload: () => void;
}

export function lazyPart<T>(loader: () => Promise<T>): LazyPart<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | null = null;
  const load = (): Promise<T> => {
    loading ??= loader().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return {
    get: () => loaded,
    load,
    preload: () => void load().catch(() => undefined),
  };
}

/** What `useLazyPart` gives: the module once loaded, or the error of the last failed load. */
export interface LazyPartState<T> {
  module: T | undefined;
  error: unknown;
}

/**
 * The part's module when `wanted` (loading it then, and rendering again when it arrives);
 * undefined while not wanted or not loaded. A failed load is reported in `error` until the
 * part is wanted again.
 */
export function useLazyPart<T>(part: LazyPart<T>, wanted: boolean): LazyPartState<T> {
  const [, setArrived] = useState(0);
  const [error, setError] = useState<unknown>(undefined);
  const module = wanted ? part.get() : undefined;
  useEffect(() => {
    if (!wanted || part.get() !== undefined) return undefined;
    let live = true;
    part.load().then(
      () => live && setArrived((n) => n + 1),
      (failure: unknown) => live && setError(failure ?? new Error('The part failed to load.')),
    );
    return () => {
      live = false;
      setError(undefined); // wanted again later: a fresh attempt
    };
  }, [part, wanted]);
  return { module, error: wanted ? error : undefined };
}
