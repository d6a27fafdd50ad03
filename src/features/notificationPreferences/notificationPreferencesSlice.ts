import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  apiGetFollowedCategories,
  apiGetNotificationPreferences,
  apiGetNotificationPreferencesSchema,
  apiPatchNotificationPreferences,
} from '@/api/endpoints/notificationPreferences';
import { errorFromBody } from '@/api/apiError';
import { expectList } from '@/api/expectList';
import type { ApiCategory, ApiNotificationPreferences } from '@/api/types/misc';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import { type Loadable, type LoadableMap, LoadStatus, pendingLoadable } from '@/store/loadable';
import { addOptimisticUpdate } from '@/store/optimistic';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';
import { PREFERENCES_FAILURE_TOAST } from '@/store/toastIDs';

const slice = (state: RootState) => state.notificationPreferences;

/**
 * The body of a schema or settings load, checked: both are free-form objects, but a success can
 * carry an error object instead (a 408, 01 §7: `{message, status}`) or anything (a proxy). That
 * is a failed load with the body's message, not settings that show every box off (and that a
 * language change would send back) nor a schema without a form.
 */
function expectObject(data: unknown): Record<string, unknown> {
  const isObject = typeof data === 'object' && data !== null && !Array.isArray(data);
  if (isObject && typeof (data as { message?: unknown }).message !== 'string')
    return data as Record<string, unknown>;
  throw errorFromBody(data);
}

/** `GET /notification-preferences/schema` (03 §7). */
export const fetchNotificationPreferencesSchema = createLoadThunk<
  unknown,
  { force?: boolean } | void
>(
  'notificationPreferences/schemaRequested',
  async (_arg, { api }) => expectObject(await apiGetNotificationPreferencesSchema(api)),
  { selectLoadable: (state) => slice(state)?.schema, failureToast: false },
);

/** `GET /notification-preferences/{userID}`. */
export const fetchNotificationPreferences = createLoadThunk<
  ApiNotificationPreferences,
  { userID: number; force?: boolean }
>(
  'notificationPreferences/preferencesRequested',
  async ({ userID }, { api }) => expectObject(await apiGetNotificationPreferences(api, userID)),
  { selectLoadable: (state, arg) => slice(state)?.byUser[String(arg.userID)], failureToast: false },
);

/**
 * A save is keyed by the user and the settings it changes: changes to different settings go
 * out side by side, a second change of the same setting waits for the first (03 §4: a toggle
 * is not used again while its request runs).
 */
export function saveKey(arg: { userID: number; preferences: ApiNotificationPreferences }): string {
  return `${arg.userID}:${Object.keys(arg.preferences).sort().join(',')}`;
}

/**
 * `PATCH /notification-preferences/{userID}` with a map of preferences (for the language:
 * `NotificationLanguage` plus the existing data). The answer replaces the cache.
 */
export const patchNotificationPreferences = createLoadThunk<
  ApiNotificationPreferences,
  { userID: number; preferences: ApiNotificationPreferences }
>(
  'notificationPreferences/preferencesPatched',
  async ({ userID, preferences }, { api, getState }) => {
    const answer: unknown = await apiPatchNotificationPreferences(api, userID, preferences);
    // A 408 counts as success (01 §7) but may carry an error body: keep what the user chose.
    const isSettings =
      typeof answer === 'object' &&
      answer !== null &&
      !Array.isArray(answer) &&
      Object.keys(preferences).every((key) => key in answer);
    if (isSettings) return answer as ApiNotificationPreferences;
    const shown = slice(getState())?.byUser[String(userID)]?.data;
    return { ...shown, ...preferences };
  },
  {
    selectLoadable: (state, arg) => slice(state)?.saves[saveKey(arg)],
    freshFor: 0,
    failureToast: { toastID: PREFERENCES_FAILURE_TOAST },
  },
);

/** The most categories the followed-content page lists (the server's largest page). */
export const FOLLOWED_CATEGORIES_LIMIT = 500;

/** `GET /categories?followed=true&expand=preferences`: what the signed-in user follows. */
export const fetchFollowedCategories = createLoadThunk<ApiCategory[], { force?: boolean } | void>(
  'notificationPreferences/followedCategoriesRequested',
  async (_arg, { api }) =>
    expectList<ApiCategory>(await apiGetFollowedCategories(api, FOLLOWED_CATEGORIES_LIMIT)),
  { selectLoadable: (state) => slice(state)?.followedCategories, failureToast: false },
);

/** What an optimistic patch replaced, and what it changed (re-applied over earlier answers). */
export interface PreferencesSnapshot {
  userID: number;
  before: ApiNotificationPreferences;
  changes: ApiNotificationPreferences;
}

export interface NotificationPreferencesState {
  schema: Loadable<unknown>;
  byUser: LoadableMap<ApiNotificationPreferences>;
  saves: LoadableMap<ApiNotificationPreferences>;
  followedCategories: Loadable<ApiCategory[]>;
  /**
   * Changes the user made that the save throttle has not sent yet, by user: shown on top of
   * the cached settings until a save takes them (preferencesSaveQueue.ts).
   */
  queued: Record<string, ApiNotificationPreferences>;
  /** Settings before an optimistic patch, by requestId. */
  rollback: Record<string, PreferencesSnapshot>;
}

const initialState: NotificationPreferencesState = {
  schema: pendingLoadable(),
  byUser: {},
  saves: {},
  followedCategories: pendingLoadable(),
  queued: {},
  rollback: {},
};

export const notificationPreferencesSlice = createSlice({
  name: 'notificationPreferences',
  initialState,
  reducers: {
    /** The user changed some settings; they wait in `queued` for the throttled save. */
    preferencesChangeQueued(
      state,
      { payload }: PayloadAction<{ userID: number; changes: ApiNotificationPreferences }>,
    ) {
      const key = String(payload.userID);
      state.queued[key] = { ...state.queued[key], ...payload.changes };
    },
  },
  extraReducers: (builder) => {
    // What a save sends leaves the queue (the queue sends all it holds, at once).
    builder.addCase(patchNotificationPreferences.pending, (state, { meta }) => {
      const queued = state.queued[String(meta.arg.userID)];
      if (queued) for (const name of Object.keys(meta.arg.preferences)) delete queued[name];
    });
    // The answer replaces the cache; patches still in flight stay shown on top of it.
    builder.addCase(patchNotificationPreferences.fulfilled, (state, { payload, meta }) => {
      const cached = state.byUser[String(meta.arg.userID)];
      if (!cached) return;
      const pending = Object.entries(state.rollback)
        .filter(([id, s]) => id !== meta.requestId && s.userID === meta.arg.userID)
        .map(([, s]) => s.changes);
      cached.data = Object.assign({}, payload, ...pending) as ApiNotificationPreferences;
    });
    // Optimistic (03 §4): shown at once, put back when the server refuses.
    addOptimisticUpdate(builder, patchNotificationPreferences, {
      apply: (state, { userID, preferences }) => {
        const cached = state.byUser[String(userID)];
        if (!cached?.data) return undefined;
        const before: ApiNotificationPreferences = {};
        for (const key of Object.keys(preferences)) before[key] = cached.data[key];
        cached.data = { ...cached.data, ...preferences };
        return { userID, before, changes: preferences };
      },
      // A later patch still in flight keeps the keys it changed.
      revert: (state, { userID }, snapshot) => {
        const cached = state.byUser[String(userID)];
        if (!cached?.data) return;
        const later = Object.values(state.rollback).filter(
          (s) => s !== snapshot && s.userID === userID,
        );
        for (const [key, value] of Object.entries(snapshot.before)) {
          if (!later.some((s) => key in s.changes)) cached.data[key] = value;
        }
      },
    });
    trackLoadable(builder, fetchFollowedCategories, { slot: (s) => s.followedCategories });
    trackLoadable(builder, fetchNotificationPreferencesSchema, { slot: (s) => s.schema });
    trackLoadable(builder, fetchNotificationPreferences, {
      map: (s) => s.byUser,
      key: (a) => String(a.userID),
    });
    trackLoadable(builder, patchNotificationPreferences, { map: (s) => s.saves, key: saveKey });
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof notificationPreferencesSlice> {}
}

export const { preferencesChangeQueued } = notificationPreferencesSlice.actions;

export const injectedNotificationPreferencesSlice =
  notificationPreferencesSlice.injectInto(rootReducer);

const prefs = (state: RootState) => injectedNotificationPreferencesSlice.selectSlice(state);

export const selectNotificationPreferencesSchema = (state: RootState): Loadable<unknown> =>
  prefs(state).schema;

export const selectNotificationPreferences = (
  state: RootState,
  userID: number,
): Loadable<ApiNotificationPreferences> => prefs(state).byUser[String(userID)] ?? pendingLoadable();

/** The user's changes the save throttle has not sent yet. */
export const selectQueuedNotificationPreferences = (
  state: RootState,
  userID: number,
): ApiNotificationPreferences | undefined => prefs(state).queued[String(userID)];

export const selectFollowedCategories = (state: RootState): Loadable<ApiCategory[]> =>
  prefs(state).followedCategories;

/** True while a save that changes `key` (e.g. `NewComment`) for the user is running. */
export const selectPreferenceSaving = (state: RootState, userID: number, key: string): boolean =>
  Object.entries(prefs(state).saves).some(
    ([saveID, save]) =>
      save.status === LoadStatus.LOADING &&
      saveID.startsWith(`${userID}:`) &&
      saveID
        .slice(String(userID).length + 1)
        .split(',')
        .includes(key),
  );
