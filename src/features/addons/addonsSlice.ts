import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ApiAddon } from '../../api/types/misc';
import { createLoadThunk, trackLoadable } from '../../store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable } from '../../store/loadable';
import { rootReducer } from '../../store/rootReducer';
import type { RootState } from '../../store/store';
import { expectList } from '../../api/expectList';

/** `GET /addons?type={type}`. */
export const fetchAddons = createLoadThunk<ApiAddon[], { type: string; force?: boolean }>(
  'addons/listRequested',
  async ({ type }, { api }) =>
    expectList<ApiAddon>((await api.get<ApiAddon[]>('/addons', { params: { type } })).data),
  { selectLoadable: (state: RootState, arg) => state.addons?.byType[arg.type] },
);

/** `PATCH addons/{id}`, e.g. `{ enabled: true }`. */
export const patchAddon = createLoadThunk<
  ApiAddon | null,
  { addonID: string; patch: { enabled?: boolean } }
>(
  'addons/addonPatched',
  async ({ addonID, patch }, { api }) => {
    const { data } = await api.patch<ApiAddon | ApiAddon[] | ''>(`/addons/${addonID}`, patch);
    // Servers answer with the add-on, with every add-on of its type, or with no body.
    if (Array.isArray(data)) return data.find((addon) => addon?.addonID === addonID) ?? null;
    return data && typeof data === 'object' ? data : null;
  },
  { selectLoadable: (state: RootState, arg) => state.addons?.saves[arg.addonID], freshFor: 0 },
);

export interface AddonsState {
  byType: LoadableMap<ApiAddon[]>;
  saves: LoadableMap<ApiAddon | null>;
}

export const addonsSlice = createSlice({
  name: 'addons',
  initialState: { byType: {}, saves: {} } as AddonsState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(patchAddon.fulfilled, (state, { payload, meta }) => {
      for (const list of Object.values(state.byType)) {
        const addon = list.data?.find((a) => a.addonID === meta.arg.addonID);
        if (addon) Object.assign(addon, meta.arg.patch, payload ?? {});
      }
    });
    trackLoadable(builder, fetchAddons, { map: (s) => s.byType, key: (a) => a.type });
    trackLoadable(builder, patchAddon, { map: (s) => s.saves, key: (a) => a.addonID });
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof addonsSlice> {}
}

export const injectedAddonsSlice = addonsSlice.injectInto(rootReducer);

export const selectAddons = (state: RootState, type: string): Loadable<ApiAddon[]> =>
  injectedAddonsSlice.selectSlice(state).byType[type] ?? pendingLoadable();
