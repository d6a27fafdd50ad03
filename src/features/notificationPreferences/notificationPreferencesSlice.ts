import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import * as preferencesApi from '../../api/endpoints/notificationPreferences';
import type { ApiNotificationPreferences } from '../../api/types/misc';
import { createLoadThunk, trackLoadable } from '../../store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable } from '../../store/loadable';
import { rootReducer } from '../../store/rootReducer';
import type { RootState } from '../../store/store';

const slice = (state: RootState) => state.notificationPreferences;

/** `GET /notification-preferences/schema` (03 §7). */
export const fetchNotificationPreferencesSchema = createLoadThunk<
  unknown,
  { force?: boolean } | void
>(
  'notificationPreferences/schemaRequested',
  async (_arg, { api }) => preferencesApi.getNotificationPreferencesSchema(api),
  { selectLoadable: (state) => slice(state)?.schema },
);

/** `GET /notification-preferences/{userID}`. */
export const fetchNotificationPreferences = createLoadThunk<
  ApiNotificationPreferences,
  { userID: number; force?: boolean }
>(
  'notificationPreferences/preferencesRequested',
  async ({ userID }, { api }) => preferencesApi.getNotificationPreferences(api, userID),
  { selectLoadable: (state, arg) => slice(state)?.byUser[String(arg.userID)] },
);

/**
 * `PATCH /notification-preferences/{userID}` with a map of preferences (for the language:
 * `NotificationLanguage` plus the existing data). The answer replaces the cache.
 */
export const patchNotificationPreferences = createLoadThunk<
  ApiNotificationPreferences,
  { userID: number; preferences: ApiNotificationPreferences }
>(
  'notificationPreferences/preferencesPatched',
  async ({ userID, preferences }, { api }) =>
    preferencesApi.patchNotificationPreferences(api, userID, preferences),
  { selectLoadable: (state, arg) => slice(state)?.saves[String(arg.userID)], freshFor: 0 },
);

export interface NotificationPreferencesState {
  schema: Loadable<unknown>;
  byUser: LoadableMap<ApiNotificationPreferences>;
  saves: LoadableMap<ApiNotificationPreferences>;
}

const initialState: NotificationPreferencesState = {
  schema: pendingLoadable(),
  byUser: {},
  saves: {},
};

export const notificationPreferencesSlice = createSlice({
  name: 'notificationPreferences',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(patchNotificationPreferences.fulfilled, (state, { payload, meta }) => {
      const cached = state.byUser[String(meta.arg.userID)];
      if (cached) cached.data = payload;
    });
    trackLoadable(builder, fetchNotificationPreferencesSchema, { slot: (s) => s.schema });
    trackLoadable(builder, fetchNotificationPreferences, {
      map: (s) => s.byUser,
      key: (a) => String(a.userID),
    });
    trackLoadable(builder, patchNotificationPreferences, {
      map: (s) => s.saves,
      key: (a) => String(a.userID),
    });
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof notificationPreferencesSlice> {}
}

export const injectedNotificationPreferencesSlice =
  notificationPreferencesSlice.injectInto(rootReducer);

const prefs = (state: RootState) => injectedNotificationPreferencesSlice.selectSlice(state);

export const selectNotificationPreferencesSchema = (state: RootState): Loadable<unknown> =>
  prefs(state).schema;

export const selectNotificationPreferences = (
  state: RootState,
  userID: number,
): Loadable<ApiNotificationPreferences> => prefs(state).byUser[String(userID)] ?? pendingLoadable();

export const selectNotificationPreferencesSave = (
  state: RootState,
  userID: number,
): Loadable<ApiNotificationPreferences> => prefs(state).saves[String(userID)] ?? pendingLoadable();
