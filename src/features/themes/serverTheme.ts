import { applyThemeVariables, themeVariablesOf } from '@/theme/themeVariables';
import type { AppStore } from '@/store/store';
import { fetchTheme, selectTheme } from './themesSlice';

/**
 * Loads the page's theme (`GET /themes/{themeKey}`) through the store and lets its variables
 * override the theme defaults. A failed load or an invalid variable leaves the defaults in
 * place and says why in the console; the widgets keep working either way (a layout page shows
 * the error, `usePageTheme`). `force` asks again after a failure.
 */
export async function applyServerTheme(
  store: AppStore,
  themeKey: string | number,
  force = false,
): Promise<void> {
  await store.dispatch(fetchTheme({ themeKey, force }));
  // Another widget (the theme preview toast) may have the same request in flight: the dispatch
  // above is then skipped, so wait for that request to settle.
  await settled(store, themeKey);
  const theme = selectTheme(store.getState(), { themeKey });
  if (theme.status !== 'SUCCESS') {
    console.error(
      `[forum-widgets] The theme "${themeKey}" could not be loaded; using the default theme.`,
    );
    return;
  }
  try {
    applyThemeVariables(themeVariablesOf(theme.data));
  } catch (e) {
    console.error(
      `[forum-widgets] The theme "${themeKey}" was not applied: ${(e as Error).message}`,
    );
  }
}

function settled(store: AppStore, themeKey: string | number): Promise<void> {
  const done = (): boolean => {
    const status = selectTheme(store.getState(), { themeKey }).status;
    return status === 'SUCCESS' || status === 'ERROR';
  };
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });
}
