import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ApiUserFragment } from '../../api/types/users';
import { trackLoadable } from '../../store/createLoadThunk';
import type { LoadableMap } from '../../store/loadable';
import { rootReducer } from '../../store/rootReducer';
import { normalizeName } from './mentionMatching';
import { lookupMentions } from './mentionsThunks';

export interface MentionsState {
  /** Lookups by normalised prefix, holding the server's answer as sent. */
  byPrefix: LoadableMap<ApiUserFragment[]>;
}

export const mentionsSlice = createSlice({
  name: 'mentions',
  initialState: { byPrefix: {} } as MentionsState,
  reducers: {},
  extraReducers: (builder) => {
    trackLoadable(builder, lookupMentions, {
      map: (state) => state.byPrefix,
      key: (arg) => normalizeName(arg.name),
    });
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof mentionsSlice> {}
}

export const injectedMentionsSlice = mentionsSlice.injectInto(rootReducer);
