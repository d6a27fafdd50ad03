import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BootstrapConfig } from '@/api/types/bootstrap';

export interface BootstrapPreload {
  config: BootstrapConfig;
  /** When the page was rendered, as far as the store knows: its data is fresh from then. */
  fetchedAt: number;
}

/**
 * A copy of JSON-shaped data. The store freezes what it holds; the copy keeps the page's own
 * object (`window.ForumWidgets.config`) as it was. Keys go in with `fromEntries`, so a
 * `__proto__` key stays a plain key.
 */
function copyJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyJson) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, copyJson(item)]),
    ) as T;
  return value;
}

/**
 * The page's bootstrap data, as the server rendered it. It never changes after load.
 * Locale, translations and the audit-log context are read from here; the current user,
 * permissions and config values take their part of the same `bootstrap/preloaded` action
 * in their own slices (see `seedState`).
 */
export const bootstrapSlice = createSlice({
  name: 'bootstrap',
  initialState: {} as BootstrapConfig,
  reducers: {
    /** `bootstrap/preloaded`: the one way the page's bootstrap JSON enters the store. */
    preloaded: {
      reducer: (_state, { payload }: PayloadAction<BootstrapPreload>) => payload.config,
      prepare: (config: BootstrapConfig) => ({
        payload: { config: copyJson(config), fetchedAt: Date.now() },
      }),
    },
  },
  selectors: {
    selectBootstrap: (state) => state,
    selectLocaleKey: (state) => state.locale,
    selectTranslations: (state) => state.translations,
    selectAuditLog: (state) => state.auditLog,
    selectSiteUrl: (state) => state.siteUrl ?? '',
    selectIsDebug: (state) => state.debug === true,
  },
});

export const { preloaded: bootstrapPreloaded } = bootstrapSlice.actions;

export const {
  selectBootstrap,
  selectLocaleKey,
  selectTranslations,
  selectAuditLog,
  selectSiteUrl,
  selectIsDebug,
} = bootstrapSlice.selectors;
