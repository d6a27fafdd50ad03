import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { apiGetEnabledAddons, apiGetLayoutLookupHydrate } from '@/api/endpoints/layouts';
import { errorFromBody } from '@/api/apiError';
import { isRecordOf } from '@/api/expectRecord';
import { expectList } from '@/api/expectList';
import type { AddonSummary } from '@/api/types/layouts';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import { type Loadable, type LoadableMap, LoadStatus, pendingLoadable } from '@/store/loadable';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';
import { layoutQueryKey } from './layoutRoutes';
import type { LayoutQuery, LayoutResponse } from './layoutTypes';

export interface LayoutsState {
  /** Hydrated layouts by `layoutQueryKey(query)`. */
  byQuery: LoadableMap<LayoutResponse>;
  /** The keys of the enabled add-ons (GET /addons, unless the bootstrap named them). */
  addons: Loadable<string[]>;
}

/** `GET /layouts/lookup-hydrate` for one view (03 §7); a settled answer is reused 5 minutes. */
export const fetchLayout = createLoadThunk<LayoutResponse, { query: LayoutQuery; force?: boolean }>(
  'layouts/layoutRequested',
  async ({ query }, { api, signal }) => {
    const data = await apiGetLayoutLookupHydrate(api, query, signal);
    // A success may carry no layout (a 408 holds an error object, 01 §7): that is a failure,
    // not a layout to show. A layout answers its nodes, or where the view moved to.
    if (isRecordOf(data, { layout: 'object' }) || isRecordOf(data, { redirectTo: 'string' }))
      return data as LayoutResponse;
    throw errorFromBody(data);
  },
  {
    selectLoadable: (state: RootState, { query }) => state.layouts?.byQuery[layoutQueryKey(query)],
    failureToast: false,
  },
);

/** The enabled add-ons' keys, once per page. */
export const fetchEnabledAddons = createLoadThunk<string[], void>(
  'layouts/addonsRequested',
  async (_arg, { api }) =>
    // A success may carry no list (a 408 holds an error object, 01 §7): that is a failure.
    expectList<AddonSummary>(await apiGetEnabledAddons(api))
      .filter((a) => a && typeof a.key === 'string' && a.enabled !== false)
      .map((a) => a.key.toLowerCase()),
  {
    selectLoadable: (state: RootState) => state.layouts?.addons,
    freshFor: Infinity,
    failureToast: false,
  },
);

export const layoutsSlice = createSlice({
  name: 'layouts',
  initialState: { byQuery: {}, addons: pendingLoadable() } as LayoutsState,
  reducers: {
    /** `layouts/preloaded`: a layout the page's bootstrap carried, fresh from the page's render. */
    preloaded(state, { payload }: PayloadAction<{ query: LayoutQuery; layout: LayoutResponse }>) {
      state.byQuery[layoutQueryKey(payload.query)] = {
        status: LoadStatus.SUCCESS,
        data: payload.layout,
        fetchedAt: Date.now(),
      };
    },
    /** The bootstrap named the enabled add-ons; no request is needed. */
    addonsPreloaded(state, { payload }: PayloadAction<string[]>) {
      state.addons = {
        status: LoadStatus.SUCCESS,
        data: payload.map((k) => k.toLowerCase()),
        fetchedAt: Date.now(),
      };
    },
  },
  extraReducers: (builder) => {
    trackLoadable(builder, fetchLayout, {
      map: (s) => s.byQuery,
      key: ({ query }) => layoutQueryKey(query),
    });
    trackLoadable(builder, fetchEnabledAddons, { slot: (s) => s.addons });
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof layoutsSlice> {}
}

export const injectedLayoutsSlice = layoutsSlice.injectInto(rootReducer);
export const { preloaded: layoutPreloaded, addonsPreloaded } = layoutsSlice.actions;

export const selectLayout = (state: RootState, query: LayoutQuery): Loadable<LayoutResponse> =>
  injectedLayoutsSlice.selectSlice(state).byQuery[layoutQueryKey(query)] ?? pendingLoadable();

export const selectEnabledAddons = (state: RootState): Loadable<string[]> =>
  injectedLayoutsSlice.selectSlice(state).addons;
