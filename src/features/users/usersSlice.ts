import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { ApiUser } from '../../api/types/users';
import { trackLoadable } from '../../store/createLoadThunk';
import type { LoadableMap } from '../../store/loadable';
import { rootReducer } from '../../store/rootReducer';
import { createUser, fetchUser, patchUser, userKey } from './usersThunks';

export interface UsersState extends EntityState<ApiUser, number> {
  /** Loads by `userKey` (`id:expand`); the user lives in the entities. */
  byID: LoadableMap<number>;
  /** `create` and `patch:{id}`. */
  saves: LoadableMap<number>;
}

export const usersAdapter = createEntityAdapter({ selectId: (user: ApiUser) => user.userID });

/** Users other than the current one (see `currentUserSlice`), normalised by userID. */
export const usersSlice = createSlice({
  name: 'users',
  initialState: usersAdapter.getInitialState({ byID: {}, saves: {} }) as UsersState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(
      (action) =>
        fetchUser.fulfilled.match(action) ||
        createUser.fulfilled.match(action) ||
        patchUser.fulfilled.match(action),
      (state, action: { payload: ApiUser }) => {
        usersAdapter.upsertOne(state, action.payload);
      },
    );
    trackLoadable(builder, fetchUser, {
      map: (state) => state.byID,
      key: userKey,
      data: (user) => user.userID,
    });
    trackLoadable(builder, createUser, {
      map: (state) => state.saves,
      key: () => 'create',
      data: (user) => user.userID,
    });
    trackLoadable(builder, patchUser, {
      map: (state) => state.saves,
      key: (arg) => `patch:${arg.userID}`,
      data: (user) => user.userID,
    });
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof usersSlice> {}
}

export const injectedUsersSlice = usersSlice.injectInto(rootReducer);
