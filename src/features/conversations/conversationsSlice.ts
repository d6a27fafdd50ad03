import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { apiGetConversations } from '@/api/endpoints/conversations';
import { type Paging, parsePaging } from '@/api/paging';
import type { ApiConversation } from '@/api/types/misc';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable, stableHash } from '@/store/loadable';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';
import { expectList } from '@/api/expectList';

export type ConversationsArg = { limit?: number; page?: number; force?: boolean } | void;

function listKey(arg: ConversationsArg): string {
  const { force: _force, ...params } = arg ?? {};
  return stableHash(params);
}

/** `GET /conversations` (the response shape beyond the ID is not specified, 01 §7). */
export const fetchConversations = createLoadThunk<
  { conversations: ApiConversation[]; paging: Paging },
  ConversationsArg
>(
  'conversations/listRequested',
  async (arg, { api }) => {
    const { force: _force, ...params } = arg ?? {};
    const response = await apiGetConversations(api, params);
    return {
      conversations: expectList<ApiConversation>(response.data),
      paging: parsePaging(response.headers),
    };
  },
  {
    selectLoadable: (state: RootState, arg) => state.conversations?.lists[listKey(arg)],
    failureToast: false,
  },
);

export interface ConversationsState {
  lists: LoadableMap<{ conversations: ApiConversation[]; paging: Paging }>;
}

export const conversationsSlice = createSlice({
  name: 'conversations',
  initialState: { lists: {} } as ConversationsState,
  reducers: {},
  extraReducers: (builder) => {
    trackLoadable(builder, fetchConversations, { map: (s) => s.lists, key: listKey });
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof conversationsSlice> {}
}

export const injectedConversationsSlice = conversationsSlice.injectInto(rootReducer);

export const selectConversations = (
  state: RootState,
  arg: ConversationsArg,
): Loadable<{ conversations: ApiConversation[]; paging: Paging }> =>
  injectedConversationsSlice.selectSlice(state).lists[listKey(arg)] ?? pendingLoadable();
