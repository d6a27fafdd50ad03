import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import {
  apiGetTranslations,
  apiPatchTranslations,
  apiPatchTranslationsRemove,
} from '@/api/endpoints/translations';
import type {
  ApiTranslation,
  ApiTranslationQuery,
  ApiTranslationRemoval,
} from '@/api/types/translations';
import { expectList } from '@/api/expectList';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable, stableHash } from '@/store/loadable';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';
import { MixedRecordTypesError } from './translationForm';

export interface TranslationsQuery extends ApiTranslationQuery {
  resource: string;
  force?: boolean;
}

export interface TranslationsSave {
  resource: string;
  locale: string;
  values: ApiTranslation[];
  removals: ApiTranslationRemoval[];
}

const loadKey = ({ force: _force, ...query }: TranslationsQuery): string => stableHash(query);
const saveKey = (arg: Pick<TranslationsSave, 'resource' | 'locale'>): string =>
  `${arg.resource}:${arg.locale}`;

const slice = (state: RootState) => state.translations;

/** `GET /translations/{resource}`: one locale's records, merged into that locale's cache. */
export const fetchTranslations = createLoadThunk<ApiTranslation[], TranslationsQuery>(
  'translations/listRequested',
  async ({ resource, force: _force, ...query }, { api }) =>
    expectList<ApiTranslation>(await apiGetTranslations(api, resource, query)),
  { selectLoadable: (state, arg) => slice(state)?.loads[loadKey(arg)], failureToast: false },
);

/**
 * Saves one locale's edits (03 §4, §7): non-empty values with `PATCH /translations/{r}`, then
 * emptied ones with `PATCH /translations/{r}/remove`. One record type at a time (03 §5).
 */
export const saveTranslations = createLoadThunk<void, TranslationsSave>(
  'translations/saved',
  async ({ resource, values, removals }, { api }) => {
    const types = [...new Set([...values, ...removals].map((item) => item.recordType))];
    if (types.length > 1) throw new MixedRecordTypesError(types);
    if (values.length) await apiPatchTranslations(api, resource, values);
    if (removals.length) await apiPatchTranslationsRemove(api, resource, removals);
  },
  {
    selectLoadable: (state, arg) => slice(state)?.saves[saveKey(arg)],
    freshFor: 0,
    failureToast: false,
  },
);

export interface TranslationsState {
  /** One loadable per query (its stable hash); the records go to `byLocale`. */
  loads: LoadableMap<true>;
  /** The cache: locale → translationPropertyKey → translation. */
  byLocale: Record<string, Record<string, string>>;
  /** Saves per `resource:locale`. */
  saves: LoadableMap<unknown>;
}

const initialState: TranslationsState = { loads: {}, byLocale: {}, saves: {} };

/** Content translations (03 §3–§7), read and written by the translation editor. */
export const translationsSlice = createSlice({
  name: 'translations',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchTranslations.fulfilled, (state, { payload, meta }) => {
        const { locale, recordType, recordIDs, recordKeys } = meta.arg;
        const cache = (state.byLocale[locale] ??= {});
        // The answer is the truth for the records it was asked about: forget what it dropped.
        const asked = [...(recordIDs ?? []).map(String), ...(recordKeys ?? [])];
        if (recordType && asked.length)
          for (const key of Object.keys(cache))
            if (asked.some((id) => key.startsWith(`${recordType}.${id}.`))) delete cache[key];
        for (const item of payload) {
          if (item.locale !== locale || typeof item.translation !== 'string') continue;
          const id = item.recordID ?? item.recordKey;
          const key =
            item.translationPropertyKey || `${item.recordType}.${id}.${item.propertyName}`;
          cache[key] = item.translation;
        }
      })
      .addCase(saveTranslations.fulfilled, (state, { meta }) => {
        const cache = (state.byLocale[meta.arg.locale] ??= {});
        for (const item of meta.arg.values) cache[item.translationPropertyKey] = item.translation;
        for (const item of meta.arg.removals) delete cache[item.translationPropertyKey];
      });
    trackLoadable(builder, fetchTranslations, {
      map: (s) => s.loads,
      key: loadKey,
      data: () => true as const,
    });
    trackLoadable(builder, saveTranslations, { map: (s) => s.saves, key: saveKey });
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof translationsSlice> {}
}

export const injectedTranslationsSlice = translationsSlice.injectInto(rootReducer);

const translations = (state: RootState) => injectedTranslationsSlice.selectSlice(state);
const NONE: Record<string, string> = {};

export const selectTranslationsLoad = (
  state: RootState,
  query: TranslationsQuery,
): Loadable<true> => translations(state).loads[loadKey(query)] ?? pendingLoadable();

/** The cached translations of one locale, by translationPropertyKey. */
export const selectLocaleTranslations = (
  state: RootState,
  locale: string,
): Record<string, string> => translations(state).byLocale[locale] ?? NONE;

export const selectTranslationsSave = (
  state: RootState,
  arg: Pick<TranslationsSave, 'resource' | 'locale'>,
): Loadable<unknown> => translations(state).saves[saveKey(arg)] ?? pendingLoadable();
