import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ApiResponse } from '@/api/apiClient';
import { errorFromBody, failureStatus } from '@/api/apiError';
import {
  apiDeleteTheme,
  apiGetTheme,
  apiGetThemeRevisions,
  apiGetThemes,
  apiPatchTheme,
  apiPutThemeCurrent,
  apiPutThemePreview,
} from '@/api/endpoints/themes';
import { expectList } from '@/api/expectList';
import type { ApiTheme, ApiThemeRevision } from '@/api/types/themes';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable } from '@/store/loadable';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';

export interface ThemeArg {
  themeKey: string | number;
  revisionID?: number;
  force?: boolean;
}

export function themeKey(arg: { themeKey: string | number; revisionID?: number }): string {
  return arg.revisionID === undefined ? String(arg.themeKey) : `${arg.themeKey}@${arg.revisionID}`;
}

/** The keys of `saves`: `current`, `preview`, and `delete:{themeID}`, `revision:{themeID}`. */
export type ThemeSaveKey =
  'current' | 'preview' | `delete:${string | number}` | `revision:${string | number}`;

// The thunks' `condition` reads the state directly: undefined until the slice is injected
// (which this module does as it loads, before any thunk can run).
const saveOf = (state: RootState, key: ThemeSaveKey): Loadable<unknown> | undefined =>
  state.themes?.saves[key];

/** A theme answer has an `assets` object; a 408 (a success, 01 §7) or a proxy may send anything. */
function isTheme(data: unknown): data is ApiTheme {
  if (typeof data !== 'object' || data === null) return false;
  const assets = (data as { assets?: unknown }).assets;
  return typeof assets === 'object' && assets !== null && !Array.isArray(assets);
}

/**
 * `GET /themes/{themeKey}?revisionID=`. A 404 is SUCCESS with empty assets (01 §4); a body
 * that is not a theme fails like a server error, with its message when it has one.
 */
export const fetchTheme = createLoadThunk<ApiTheme, ThemeArg>(
  'themes/themeRequested',
  async ({ themeKey: key, revisionID }, { api }) => {
    let response: ApiResponse<unknown>;
    try {
      const params = revisionID === undefined ? undefined : { revisionID };
      response = await apiGetTheme(api, key, params);
    } catch (error) {
      if (failureStatus(error) === 404) return { themeID: key, assets: {} };
      throw error;
    }
    if (!isTheme(response.data)) throw errorFromBody(response.data, response.status);
    return response.data;
  },
  { selectLoadable: (state, arg) => state.themes?.byKey[themeKey(arg)], failureToast: false },
);

/** `GET /themes`. */
export const fetchThemes = createLoadThunk<ApiTheme[], { force?: boolean } | void>(
  'themes/listRequested',
  async (_arg, { api }) => expectList<ApiTheme>(await apiGetThemes(api)),
  { selectLoadable: (state) => state.themes?.list, failureToast: false },
);

/** `PUT /themes/current` with `{ themeID }`. */
export const setCurrentTheme = createLoadThunk<ApiTheme | null, { themeID: string | number }>(
  'themes/currentThemeSet',
  async ({ themeID }, { api }) => {
    const data = await apiPutThemeCurrent(api, { themeID });
    return data && typeof data === 'object' ? data : null;
  },
  { selectLoadable: (state) => saveOf(state, 'current'), freshFor: 0, failureToast: false },
);

/** `PUT /themes/preview` with `{ themeID, revisionID }`; no themeID clears the preview. */
export const previewTheme = createLoadThunk<
  void,
  { themeID?: string | number; revisionID?: number }
>(
  'themes/previewSet',
  async ({ themeID, revisionID }, { api }) => {
    await apiPutThemePreview(api, { themeID, revisionID });
  },
  { selectLoadable: (state) => saveOf(state, 'preview'), freshFor: 0, failureToast: false },
);

/** `DELETE /themes/{id}`. */
export const deleteTheme = createLoadThunk<void, { themeID: string | number }>(
  'themes/themeDeleted',
  async ({ themeID }, { api }) => {
    await apiDeleteTheme(api, themeID);
  },
  {
    selectLoadable: (state, arg) => saveOf(state, `delete:${arg.themeID}`),
    freshFor: 0,
    failureToast: false,
  },
);

/** `GET /themes/{id}/revisions`. */
export const fetchThemeRevisions = createLoadThunk<
  ApiThemeRevision[],
  { themeID: string | number; force?: boolean }
>(
  'themes/revisionsRequested',
  async ({ themeID }, { api }) =>
    expectList<ApiThemeRevision>(await apiGetThemeRevisions(api, themeID)),
  {
    selectLoadable: (state, arg) => state.themes?.revisions[String(arg.themeID)],
    failureToast: false,
  },
);

/**
 * `PATCH /themes/{id}` with `{ revisionID }`: activates a revision. That revision becomes
 * active and every other revision of the theme inactive (01 §4).
 */
export const activateThemeRevision = createLoadThunk<
  ApiTheme | null,
  { themeID: string | number; revisionID: number }
>(
  'themes/revisionActivated',
  async ({ themeID, revisionID }, { api }) => {
    const data = await apiPatchTheme(api, themeID, { revisionID });
    return data && typeof data === 'object' ? data : null;
  },
  {
    selectLoadable: (state, arg) => saveOf(state, `revision:${arg.themeID}`),
    freshFor: 0,
    failureToast: false,
  },
);

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
    trackLoadable(builder, setCurrentTheme, {
      map: (state) => state.saves,
      key: (): ThemeSaveKey => 'current',
    });
    trackLoadable(builder, previewTheme, {
      map: (state) => state.saves,
      key: (): ThemeSaveKey => 'preview',
    });
    trackLoadable(builder, deleteTheme, {
      map: (state) => state.saves,
      key: (arg): ThemeSaveKey => `delete:${arg.themeID}`,
    });
    trackLoadable(builder, activateThemeRevision, {
      map: (state) => state.saves,
      key: (arg): ThemeSaveKey => `revision:${arg.themeID}`,
    });
  },
  selectors: {
    selectThemeList: (state) => state.list,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof themesSlice> {}
}

export const injectedThemesSlice = themesSlice.injectInto(rootReducer);

const themes = (state: RootState) => injectedThemesSlice.selectSlice(state);

export const selectTheme = (state: RootState, arg: ThemeArg): Loadable<ApiTheme> =>
  themes(state).byKey[themeKey(arg)] ?? pendingLoadable();

export const selectThemes = (state: RootState): Loadable<ApiTheme[]> => themes(state).list;

export const selectThemeRevisions = (
  state: RootState,
  themeID: string | number,
): Loadable<ApiThemeRevision[]> => themes(state).revisions[String(themeID)] ?? pendingLoadable();

/** e.g. `selectThemeSave(state, 'current')`, `'preview'`, `'revision:3'`, `'delete:3'`. */
export const selectThemeSave = (state: RootState, key: ThemeSaveKey): Loadable<unknown> =>
  themes(state).saves[key] ?? pendingLoadable();
