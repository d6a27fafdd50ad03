import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { apiGetAnalyticsPrivacy, apiPostAnalyticsPrivacy } from '@/api/endpoints/analytics';
import type { AnonymizeSetting } from '@/api/types/misc';
import { fetchConfig } from '@/store/configSlice';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import { type Loadable, LoadStatus, pendingLoadable } from '@/store/loadable';
import { addOptimisticUpdate } from '@/store/optimistic';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';
import { PREFERENCES_FAILURE_TOAST } from '@/store/toastIDs';

/** The setting used when the privacy call fails or nothing is stored (01 §9). */
export const ANONYMIZE_DEFAULT: AnonymizeSetting = -1;
export const COOKIE_CONFIG_KEYS = ['garden.cookie.name', 'garden.cookie.path'];

function toSetting(value: unknown): AnonymizeSetting {
  if (value === true || value === 1 || value === '1') return 1;
  if (value === false || value === 0 || value === '0') return 0;
  return ANONYMIZE_DEFAULT;
}

/** `GET /analytics/privacy`: AnonymizeData. On failure the selector answers -1. */
export const fetchAnonymizeSetting = createLoadThunk<AnonymizeSetting, { force?: boolean } | void>(
  'analytics/privacyRequested',
  async (_arg, { api }) => toSetting((await apiGetAnalyticsPrivacy(api)).AnonymizeData),
  { selectLoadable: (state: RootState) => state.analyticsPrivacy?.setting, failureToast: false },
);

/**
 * `POST /analytics/privacy` with `{ AnonymizeData }`, then stores the setting in the cookie
 * `{garden.cookie.name}-AnonymizeData` on `garden.cookie.path`, both read with
 * `GET /config?select=garden.cookie.name,garden.cookie.path`.
 */
export const saveAnonymizeSetting = createLoadThunk<AnonymizeSetting, { value: AnonymizeSetting }>(
  'analytics/privacySaved',
  async ({ value }, { api, dispatch, getState }) => {
    await apiPostAnalyticsPrivacy(api, { AnonymizeData: value });
    await dispatch(fetchConfig({ select: COOKIE_CONFIG_KEYS }));
    const values = getState().config.values;
    const name = values['garden.cookie.name'];
    const path = values['garden.cookie.path'];
    if (typeof name === 'string' && name !== '' && typeof document !== 'undefined') {
      document.cookie = `${name}-AnonymizeData=${value}; path=${typeof path === 'string' && path ? path : '/'}`;
    }
    return value;
  },
  {
    selectLoadable: (state: RootState) => state.analyticsPrivacy?.save,
    freshFor: 0,
    // The settings page's one failure toast, shared with the notification preferences.
    failureToast: { toastID: PREFERENCES_FAILURE_TOAST },
  },
);

export interface AnalyticsPrivacyState {
  setting: Loadable<AnonymizeSetting>;
  save: Loadable<AnonymizeSetting>;
  /** The setting before an optimistic save, by requestId ('unset' when there was none). */
  rollback: Record<string, AnonymizeSetting | 'unset'>;
}

export const analyticsPrivacySlice = createSlice({
  name: 'analyticsPrivacy',
  initialState: {
    setting: pendingLoadable(),
    save: pendingLoadable(),
    rollback: {},
  } as AnalyticsPrivacyState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(saveAnonymizeSetting.fulfilled, (state, { payload }) => {
      state.setting.data = payload;
    });
    // Shown at once; put back when the server refuses.
    addOptimisticUpdate(builder, saveAnonymizeSetting, {
      apply: (state, { value }) => {
        const before = state.setting.data ?? 'unset';
        state.setting.data = value;
        return before;
      },
      revert: (state, _arg, before) => {
        if (before === 'unset') delete state.setting.data;
        else state.setting.data = before;
      },
    });
    trackLoadable(builder, fetchAnonymizeSetting, { slot: (s) => s.setting });
    trackLoadable(builder, saveAnonymizeSetting, { slot: (s) => s.save });
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof analyticsPrivacySlice> {}
}

export const injectedAnalyticsPrivacySlice = analyticsPrivacySlice.injectInto(rootReducer);

/** 1, 0, or -1 (the default) while unknown or when the call failed. */
export const selectAnonymizeSetting = (state: RootState): AnonymizeSetting =>
  injectedAnalyticsPrivacySlice.selectSlice(state).setting.data ?? ANONYMIZE_DEFAULT;

export const selectAnonymizeLoadable = (state: RootState): Loadable<AnonymizeSetting> =>
  injectedAnalyticsPrivacySlice.selectSlice(state).setting;

/** A save of the setting is running. */
export const selectAnonymizeSaving = (state: RootState): boolean =>
  injectedAnalyticsPrivacySlice.selectSlice(state).save.status === LoadStatus.LOADING;
