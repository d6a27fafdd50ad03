import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ApiTheme, ApiThemeRevision } from '../../api/types/themes';
import { trackLoadable } from '../../store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable } from '../../store/loadable';
import { rootReducer } from '../../store/rootReducer';
import {
  activateThemeRevision,
  deleteTheme,
  fetchTheme,
  fetchThemeRevisions,
  fetchThemes,
  previewTheme,
  setCurrentTheme,
  themeKey,
} from './themesThunks';

export interface ThemesState {
  /** `GET /themes/{key}` by `themeKey(arg)`. */
  byKey: LoadableMap<ApiTheme>;
  list: Loadable<ApiTheme[]>;
  /** Revisions by themeID. */
  revisions: LoadableMap<ApiThemeRevision[]>;
  saves: LoadableMap<unknown>;
}

const initialState: ThemesState = { byKey: {}, list: pendingLoadable(), revisions: {}, saves: {} };

export const themesSlice = createSlice({
  name: 'themes',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(activateThemeRevision.fulfilled, (state, { meta }) => {
        const revisions = state.revisions[String(meta.arg.themeID)]?.data ?? [];
        for (const revision of revisions)
          revision.active = revision.revisionID === meta.arg.revisionID;
      })
      .addCase(deleteTheme.fulfilled, (state, { meta }) => {
        if (state.list.data)
          state.list.data = state.list.data.filter((t) => t.themeID !== meta.arg.themeID);
        delete state.byKey[String(meta.arg.themeID)];
      });
    trackLoadable(builder, fetchTheme, { map: (state) => state.byKey, key: themeKey });
    trackLoadable(builder, fetchThemes, { slot: (state) => state.list });
    trackLoadable(builder, fetchThemeRevisions, {
      map: (state) => state.revisions,
      key: (arg) => String(arg.themeID),
    });
    trackLoadable(builder, setCurrentTheme, { map: (state) => state.saves, key: () => 'current' });
    trackLoadable(builder, previewTheme, { map: (state) => state.saves, key: () => 'preview' });
    trackLoadable(builder, deleteTheme, {
      map: (state) => state.saves,
      key: (arg) => `delete:${arg.themeID}`,
    });
    trackLoadable(builder, activateThemeRevision, {
      map: (state) => state.saves,
      key: (arg) => `revision:${arg.themeID}`,
    });
  },
  selectors: {
    selectThemeList: (state) => state.list,
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof themesSlice> {}
}

export const injectedThemesSlice = themesSlice.injectInto(rootReducer);
