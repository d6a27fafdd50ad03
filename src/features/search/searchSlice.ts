import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { type SearchParams, type SearchResponse, searchRequest } from '@/api/search';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import { type Loadable, type LoadableMap, LoadStatus, stableHash } from '@/store/loadable';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';

/**
 * `GET /search` with query params. The promise `dispatch` returns has `.abort()`: call it
 * when the user types on, and the aborted search goes back to PENDING, not ERROR.
 */
export const fetchSearch = createLoadThunk<SearchResponse, SearchParams>(
  'search/resultsRequested',
  async (params, { api, signal }) => searchRequest(api, params, signal),
  {
    selectLoadable: (state: RootState, arg) => state.search?.results[stableHash(arg)],
    failureToast: false,
  },
);

export interface SearchState {
  results: LoadableMap<SearchResponse>;
}

export const searchSlice = createSlice({
  name: 'search',
  initialState: { results: {} } as SearchState,
  reducers: {},
  extraReducers: (builder) => {
    trackLoadable(builder, fetchSearch, { map: (s) => s.results, key: stableHash });
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {}
}

export const injectedSearchSlice = searchSlice.injectInto(rootReducer);

/** One object for "not asked yet", so that selecting it twice gives the same result. */
const NOT_ASKED: Loadable<SearchResponse> = Object.freeze({ status: LoadStatus.PENDING });

export const selectSearchResults = (
  state: RootState,
  params: SearchParams,
): Loadable<SearchResponse> =>
  injectedSearchSlice.selectSlice(state).results[stableHash(params)] ?? NOT_ASKED;
