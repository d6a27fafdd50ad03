import { useEffect, useState } from 'react';
import { type ApiError, toApiError } from '@/api/apiError';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { type Loadable, LoadStatus } from '@/store/loadable';
import type { RootState } from '@/store/store';
import type { ApiTheme } from '@/api/types/themes';

/**
 * The page theme's load as the themes slice keeps it (`byKey`, see `themesSlice.ts`); undefined
 * until that slice is injected. Read here rather than imported from `themesSlice.ts`, since
 * importing that module would bring the themes thunks and slice into the LayoutPage chunk: they
 * stay in the `serverTheme` chunk, loaded below. The shape comes from the slice's
 * `LazyLoadedSlices` entry, so a change to it is a type error here.
 */
const selectPageThemeLoad = (
  state: RootState,
  themeKey: string | number,
): Loadable<ApiTheme> | undefined => state.themes?.byKey[themeKey];

export interface PageThemeLoad {
  status: LoadStatus;
  error?: ApiError;
  /** Asks for the theme again (after an error). */
  retry: () => void;
}

/**
 * The load of the page's theme (bootstrap `themeKey`, `GET /themes/{themeKey}`) for a page that
 * waits for it: a layout (03 §4: pending or loading shows a loader, an error the error
 * component). It loads and applies the theme through `applyServerTheme` (the runtime starts the
 * same load; the thunk asks once) and reports the load's status; without a theme key, SUCCESS at
 * once. The themes code stays in its own chunk (see `selectPageThemeLoad`).
 */
export function usePageTheme(themeKey: string | number | undefined): PageThemeLoad {
  const store = useAppStore();
  const named = themeKey !== undefined && themeKey !== '';
  const [attempt, setAttempt] = useState(0);
  const [chunkError, setChunkError] = useState<ApiError>();
  const loadable = useAppSelector((state) =>
    named ? selectPageThemeLoad(state, themeKey) : undefined,
  );
  useEffect(() => {
    if (!named) return;
    import('./serverTheme')
      .then((m) => m.applyServerTheme(store, themeKey, attempt > 0))
      .catch((e: unknown) => setChunkError(toApiError(e)));
  }, [store, named, themeKey, attempt]);
  const retry = (): void => {
    setChunkError(undefined);
    setAttempt((n) => n + 1);
  };
  if (!named) return { status: LoadStatus.SUCCESS, retry };
  if (chunkError) return { status: LoadStatus.ERROR, error: chunkError, retry };
  return { status: loadable?.status ?? LoadStatus.PENDING, error: loadable?.error, retry };
}
