import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  apiGetLocale,
  apiGetLocales,
  apiGetTranslationServices,
  apiPatchLocale,
  apiPutTranslationService,
} from '@/api/endpoints/locales';
import type { ApiLocale, ApiTranslationService } from '@/api/types/misc';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable } from '@/store/loadable';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';
import { expectList } from '@/api/expectList';

const slice = (state: RootState) => state.locales;

/** `GET /locales`. */
export const fetchLocales = createLoadThunk<ApiLocale[], { force?: boolean } | void>(
  'locales/listRequested',
  async (_arg, { api }) => expectList<ApiLocale>(await apiGetLocales(api)),
  { selectLoadable: (state) => slice(state)?.list, failureToast: false },
);

/** `GET /locales/{id}`. */
export const fetchLocale = createLoadThunk<ApiLocale, { localeID: string; force?: boolean }>(
  'locales/localeRequested',
  async ({ localeID }, { api }) => apiGetLocale(api, localeID),
  { selectLoadable: (state, arg) => slice(state)?.byID[arg.localeID], failureToast: false },
);

/** `PATCH /locales/{id}` with `{ translationService }`. */
export const patchLocale = createLoadThunk<
  ApiLocale,
  { localeID: string; translationService: string | null }
>(
  'locales/localePatched',
  async ({ localeID, translationService }, { api }) =>
    apiPatchLocale(api, localeID, { translationService }),
  {
    selectLoadable: (state, arg) => slice(state)?.saves[`locale:${arg.localeID}`],
    freshFor: 0,
    failureToast: false,
  },
);

/** `GET /translation-services`. */
export const fetchTranslationServices = createLoadThunk<
  ApiTranslationService[],
  { force?: boolean } | void
>(
  'locales/translationServicesRequested',
  async (_arg, { api }) => expectList<ApiTranslationService>(await apiGetTranslationServices(api)),
  { selectLoadable: (state) => slice(state)?.services, failureToast: false },
);

/** `PUT /translation-services/{type}` with the service's settings. */
export const putTranslationService = createLoadThunk<
  ApiTranslationService,
  { type: string; settings: Record<string, unknown> }
>(
  'locales/translationServiceSaved',
  async ({ type, settings }, { api }) => apiPutTranslationService(api, type, settings),
  {
    selectLoadable: (state, arg) => slice(state)?.saves[`service:${arg.type}`],
    freshFor: 0,
    failureToast: false,
  },
);

export interface LocalesState {
  list: Loadable<ApiLocale[]>;
  byID: LoadableMap<ApiLocale>;
  services: Loadable<ApiTranslationService[]>;
  saves: LoadableMap<unknown>;
}

const initialState: LocalesState = {
  list: pendingLoadable(),
  byID: {},
  services: pendingLoadable(),
  saves: {},
};

/** Locales and machine-translation services. */
export const localesSlice = createSlice({
  name: 'locales',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(patchLocale.fulfilled, (state, { payload, meta }) => {
        const one = state.byID[meta.arg.localeID];
        if (one) one.data = payload;
        const index = state.list.data?.findIndex((l) => l.localeID === meta.arg.localeID) ?? -1;
        if (state.list.data && index >= 0)
          state.list.data[index] = { ...state.list.data[index], ...payload };
      })
      .addCase(putTranslationService.fulfilled, (state, { payload, meta }) => {
        const index = state.services.data?.findIndex((s) => s.type === meta.arg.type) ?? -1;
        if (state.services.data && index >= 0) state.services.data[index] = payload;
      });
    trackLoadable(builder, fetchLocales, { slot: (s) => s.list });
    trackLoadable(builder, fetchLocale, { map: (s) => s.byID, key: (a) => a.localeID });
    trackLoadable(builder, patchLocale, {
      map: (s) => s.saves,
      key: (a) => `locale:${a.localeID}`,
    });
    trackLoadable(builder, fetchTranslationServices, { slot: (s) => s.services });
    trackLoadable(builder, putTranslationService, {
      map: (s) => s.saves,
      key: (a) => `service:${a.type}`,
    });
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof localesSlice> {}
}

export const injectedLocalesSlice = localesSlice.injectInto(rootReducer);

const locales = (state: RootState) => injectedLocalesSlice.selectSlice(state);
export const selectLocales = (state: RootState): Loadable<ApiLocale[]> => locales(state).list;
export const selectLocale = (state: RootState, localeID: string): Loadable<ApiLocale> =>
  locales(state).byID[localeID] ?? pendingLoadable();
export const selectTranslationServices = (state: RootState): Loadable<ApiTranslationService[]> =>
  locales(state).services;
