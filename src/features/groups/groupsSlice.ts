import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { createLoadThunk, trackLoadable } from '../../store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable } from '../../store/loadable';
import { rootReducer } from '../../store/rootReducer';
import type { RootState } from '../../store/store';

export interface GroupInvitationArg {
  groupID: number;
  userIDs?: number[];
  emails?: string[];
}

/** `POST /groups/{groupID}/invitations` with `{ userIDs, emails }` (01 §7). */
export const inviteToGroup = createLoadThunk<unknown, GroupInvitationArg>(
  'groups/invitationsSent',
  async ({ groupID, userIDs = [], emails = [] }, { api }) =>
    (await api.post<unknown>(`/groups/${groupID}/invitations`, { userIDs, emails })).data,
  {
    selectLoadable: (state: RootState, arg) => state.groups?.invitations[String(arg.groupID)],
    freshFor: 0,
  },
);

export interface GroupsState {
  /** Invitation sends by groupID; the data is the server's answer as sent. */
  invitations: LoadableMap<unknown>;
}

export const groupsSlice = createSlice({
  name: 'groups',
  initialState: { invitations: {} } as GroupsState,
  reducers: {},
  extraReducers: (builder) => {
    trackLoadable(builder, inviteToGroup, {
      map: (state) => state.invitations,
      key: (arg) => String(arg.groupID),
    });
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof groupsSlice> {}
}

export const injectedGroupsSlice = groupsSlice.injectInto(rootReducer);

export const selectGroupInvitation = (state: RootState, groupID: number): Loadable<unknown> =>
  injectedGroupsSlice.selectSlice(state).invitations[String(groupID)] ?? pendingLoadable();
