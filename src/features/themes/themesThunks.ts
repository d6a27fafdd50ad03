import type { ApiResponse } from '../../api/apiClient';
import * as themesApi from '../../api/endpoints/themes';
import type { ApiTheme, ApiThemeRevision } from '../../api/types/themes';
import { createLoadThunk } from '../../store/createLoadThunk';
import { errorFromBody, failureStatus } from '../../api/apiError';
import { expectList } from '../../api/expectList';
import { selectThemesState as slice } from './themesLoadables';

export interface ThemeArg {
  themeKey: string | number;
  revisionID?: number;
  force?: boolean;
}

export function themeKey(arg: { themeKey: string | number; revisionID?: number }): string {
  return arg.revisionID === undefined ? String(arg.themeKey) : `${arg.themeKey}@${arg.revisionID}`;
}

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
      response = await themesApi.getTheme(api, key, params);
    } catch (error) {
      if (failureStatus(error) === 404) return { themeID: key, assets: {} };
      throw error;
    }
    if (!isTheme(response.data)) throw errorFromBody(response.data, response.status);
    return response.data;
  },
  { selectLoadable: (state, arg) => slice(state)?.byKey[themeKey(arg)] },
);

/** `GET /themes`. */
export const fetchThemes = createLoadThunk<ApiTheme[], { force?: boolean } | void>(
  'themes/listRequested',
  async (_arg, { api }) => expectList<ApiTheme>(await themesApi.listThemes(api)),
  { selectLoadable: (state) => slice(state)?.list },
);

/** `PUT /themes/current` with `{ themeID }`. */
export const setCurrentTheme = createLoadThunk<ApiTheme | null, { themeID: string | number }>(
  'themes/currentThemeSet',
  async ({ themeID }, { api }) => {
    const data = await themesApi.setCurrentTheme(api, { themeID });
    return data && typeof data === 'object' ? data : null;
  },
  { selectLoadable: (state) => slice(state)?.saves.current, freshFor: 0 },
);

/** `PUT /themes/preview` with `{ themeID, revisionID }`; no themeID clears the preview. */
export const previewTheme = createLoadThunk<
  void,
  { themeID?: string | number; revisionID?: number }
>(
  'themes/previewSet',
  async ({ themeID, revisionID }, { api }) => {
    await themesApi.previewTheme(api, { themeID, revisionID });
  },
  { selectLoadable: (state) => slice(state)?.saves.preview, freshFor: 0 },
);

/** `DELETE /themes/{id}`. */
export const deleteTheme = createLoadThunk<void, { themeID: string | number }>(
  'themes/themeDeleted',
  async ({ themeID }, { api }) => {
    await themesApi.deleteTheme(api, themeID);
  },
  { selectLoadable: (state, arg) => slice(state)?.saves[`delete:${arg.themeID}`], freshFor: 0 },
);

/** `GET /themes/{id}/revisions`. */
export const fetchThemeRevisions = createLoadThunk<
  ApiThemeRevision[],
  { themeID: string | number; force?: boolean }
>(
  'themes/revisionsRequested',
  async ({ themeID }, { api }) =>
    expectList<ApiThemeRevision>(await themesApi.listThemeRevisions(api, themeID)),
  { selectLoadable: (state, arg) => slice(state)?.revisions[String(arg.themeID)] },
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
    const data = await themesApi.activateThemeRevision(api, themeID, { revisionID });
    return data && typeof data === 'object' ? data : null;
  },
  { selectLoadable: (state, arg) => slice(state)?.saves[`revision:${arg.themeID}`], freshFor: 0 },
);
