import { createSelector, createSlice } from '@reduxjs/toolkit';
import { apiGetConfig, apiPatchConfig } from '@/api/endpoints/config';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { bootstrapPreloaded } from './bootstrapSlice';
import { selectConfigFlag } from './configFlags';
import { createLoadThunk, trackLoadable } from './createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable } from './loadable';

/*
 * The config domain in one module: its thunks, then the slice, then the selectors. A thunk's
 * `condition` reads the slice's state through the store's `RootState` type only.
 */

export interface FetchConfigArg {
  /** Config keys, e.g. `['garden.cookie.name', 'garden.cookie.path']`. */
  select: string[];
  force?: boolean;
}

/** The request key of a config read: its keys, sorted and comma-joined. */
export function configSelectKey(select: string[]): string {
  return [...select].sort().join(',');
}

/** `GET /config?select=a,b`: a map of the selected keys to their values. */
export const fetchConfig = createLoadThunk<Record<string, unknown>, FetchConfigArg>(
  'config/valuesRequested',
  async ({ select }, { api }) => apiGetConfig(api, { select: select.join(',') }),
  {
    selectLoadable: (state, arg) => state.config.reads[configSelectKey(arg.select)],
    failureToast: false,
  },
);

/**
 * `PATCH /config` with a key → value map. A failure carries the server's error with its
 * field errors grouped by field (01 §8), e.g. `error.errors['garden.title']`.
 */
export const patchConfig = createLoadThunk<Record<string, unknown>, Record<string, unknown>>(
  'config/valuesPatched',
  async (values, { api }) => {
    const data = await apiPatchConfig(api, values);
    return data && typeof data === 'object' && Object.keys(data).length > 0 ? data : values;
  },
  { selectLoadable: (state) => state.config.patch, freshFor: 0, failureToast: false },
);

export interface ConfigState {
  /** Config values by server key (`upload.maxSize`, `featureFlags.X.Enabled`, ...). */
  values: Record<string, unknown>;
  /** `GET /config` reads, keyed by their sorted `select`. */
  reads: LoadableMap<string[]>;
  patch: Loadable<Record<string, unknown>>;
}

/** Seeds the config values the bootstrap JSON carries, so the first paint needs no request. */
export function seedConfig(config: BootstrapConfig): ConfigState {
  return { values: { ...config.config }, reads: {}, patch: pendingLoadable() };
}

/** Site configuration, registered statically: uploads, flags and settings are read everywhere. */
export const configSlice = createSlice({
  name: 'config',
  initialState: seedConfig({}),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(bootstrapPreloaded, (_state, { payload }) => seedConfig(payload.config))
      .addCase(fetchConfig.fulfilled, (state, action) => {
        Object.assign(state.values, action.payload);
      })
      .addCase(patchConfig.fulfilled, (state, action) => {
        Object.assign(state.values, action.payload);
      });
    trackLoadable(builder, fetchConfig, {
      map: (state) => state.reads,
      key: (arg) => configSelectKey(arg.select),
      data: (_payload, arg) => arg.select,
    });
    trackLoadable(builder, patchConfig, { slot: (state) => state.patch });
  },
  selectors: {
    selectConfigValues: (state) => state.values,
    selectConfigPatch: (state) => state.patch,
  },
});

export const { selectConfigValues, selectConfigPatch } = configSlice.selectors;

export type StateWithConfig = { config: ConfigState };

/** One config value, or `fallback` when the site does not set it. */
export function selectConfigValue<T>(state: StateWithConfig, key: string, fallback: T): T {
  const value = state.config.values[key];
  return value === undefined || value === null ? fallback : (value as T);
}

/**
 * The page's site section (01 §2, §7): `siteSection.sectionID`, else `siteSectionID`, as the
 * server's config names it; undefined when the site names none (no default is invented).
 */
export function selectSiteSectionID(state: StateWithConfig): string | undefined {
  const value = state.config.values['siteSection.sectionID'] ?? state.config.values.siteSectionID;
  return value === undefined || value === null || value === '' ? undefined : String(value);
}

/** A feature flag of 03 §9, e.g. `selectFeatureFlag(state, 'customLayout.discussionList')`. */
export function selectFeatureFlag(state: StateWithConfig, name: string): boolean {
  return selectConfigFlag(state, `featureFlags.${name}.Enabled`);
}

/** The read status of a set of keys, e.g. for the analytics cookie name and path. */
export function selectConfigRead(state: StateWithConfig, select: string[]): Loadable<string[]> {
  return state.config.reads[configSelectKey(select)] ?? pendingLoadable();
}

/** `upload.maxSize` and `upload.allowedExtensions`, for `checkUpload`. */
export const selectUploadLimits = createSelector(
  [(state: StateWithConfig) => state.config.values],
  (values): { maxSize?: number; allowedExtensions?: string[] } => {
    const maxSize = Number(values['upload.maxSize']);
    const extensions = values['upload.allowedExtensions'];
    return {
      maxSize: Number.isFinite(maxSize) && maxSize > 0 ? maxSize : undefined,
      allowedExtensions: Array.isArray(extensions) ? extensions.map(String) : undefined,
    };
  },
);
