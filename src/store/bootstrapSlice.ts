import { createSlice } from '@reduxjs/toolkit';
import type { BootstrapConfig } from '../api/types/bootstrap';

/**
 * The page's bootstrap data, as the server rendered it. It never changes after load.
 * Locale, translations and the audit-log context are read from here; the current user,
 * permissions and config values seed their own slices (see `seedState`).
 */
export const bootstrapSlice = createSlice({
  name: 'bootstrap',
  initialState: {} as BootstrapConfig,
  reducers: {},
  selectors: {
    selectBootstrap: (state) => state,
    selectLocaleKey: (state) => state.locale,
    selectTranslations: (state) => state.translations,
    selectAuditLog: (state) => state.auditLog,
    selectSiteUrl: (state) => state.siteUrl ?? '',
    selectIsDebug: (state) => state.debug === true,
  },
});

export const {
  selectBootstrap,
  selectLocaleKey,
  selectTranslations,
  selectAuditLog,
  selectSiteUrl,
  selectIsDebug,
} = bootstrapSlice.selectors;
