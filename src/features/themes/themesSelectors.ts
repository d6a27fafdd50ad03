import type { ApiTheme, ApiThemeRevision } from '../../api/types/themes';
import { type Loadable, pendingLoadable } from '../../store/loadable';
import type { RootState } from '../../store/store';
import { injectedThemesSlice } from './themesSlice';
import { type ThemeArg, themeKey } from './themesThunks';

const themes = (state: RootState) => injectedThemesSlice.selectSlice(state);

export const selectTheme = (state: RootState, arg: ThemeArg): Loadable<ApiTheme> =>
  themes(state).byKey[themeKey(arg)] ?? pendingLoadable();

export const selectThemes = (state: RootState): Loadable<ApiTheme[]> => themes(state).list;

export const selectThemeRevisions = (
  state: RootState,
  themeID: string | number,
): Loadable<ApiThemeRevision[]> => themes(state).revisions[String(themeID)] ?? pendingLoadable();

/** e.g. `selectThemeSave(state, 'current')`, `'preview'`, `'revision:3'`, `'delete:3'`. */
export const selectThemeSave = (state: RootState, key: string): Loadable<unknown> =>
  themes(state).saves[key] ?? pendingLoadable();
