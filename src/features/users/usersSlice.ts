import {
  createEntityAdapter,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { ApiUser } from '../../api/types/users';
import { trackLoadable } from '../../store/createLoadThunk';
import { type LoadableMap, LoadStatus } from '../../store/loadable';
import { rootReducer } from '../../store/rootReducer';
import { createUser, fetchUser, patchUser, userKey } from './usersThunks';

export interface UsersState extends EntityState<ApiUser, number> {
  /** Loads by `userKey` (`id:expand`); the user lives in the entities. */
  byID: LoadableMap<number>;
  /** `create` and `patch:{id}`. */
  saves: LoadableMap<number>;
  /**
   * Users the page already has (a UserCard marker's `user`), by userID, as SUCCESS. Kept apart
   * from the entities: a card that asks the server still does, and gets the server's answer.
   */
  preloaded: LoadableMap<ApiUser>;
}

export const usersAdapter = createEntityAdapter({ selectId: (user: ApiUser) => user.userID });

/** Users other than the current one (see `currentUserSlice`), normalised by userID. */
export const usersSlice = createSlice({
  name: 'users',
  initialState: usersAdapter.getInitialState({ byID: {}, saves: {}, preloaded: {} }) as UsersState,
  reducers: {
    /** `users/preloaded`: the one way a user the page already has enters the store. */
    preloaded: {
      reducer(state, { payload }: PayloadAction<{ user: ApiUser; fetchedAt: number }>) {
        state.preloaded[String(payload.user.userID)] = {
          status: LoadStatus.SUCCESS,
          data: payload.user,
          fetchedAt: payload.fetchedAt,
        };
      },
      prepare: (user: ApiUser) => ({ payload: { user, fetchedAt: Date.now() } }),
    },
  },
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

export const { preloaded: userPreloaded } = usersSlice.actions;

export const injectedUsersSlice = usersSlice.injectInto(rootReducer);
