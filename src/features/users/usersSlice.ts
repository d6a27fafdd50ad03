import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { apiGetUser, apiPatchUser, apiPostUser } from '@/api/endpoints/users';
import type { ApiUser, ApiUserPatch, ApiUserPost } from '@/api/types/users';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import { type Loadable, type LoadableMap, LoadStatus, pendingLoadable } from '@/store/loadable';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';

/**
 * Expand variants of `GET /users/{id}` (01 §7): none, `all` (`?expand[]=all`, the user
 * card) or `reactionsReceived`.
 */
export type UserExpand = 'none' | 'all' | 'reactionsReceived';

export interface UserArg {
  userID: number;
  expand?: UserExpand;
  force?: boolean;
}

/** `12:all` — one cache entry per user and expand variant. */
export function userKey(arg: { userID: number; expand?: UserExpand }): string {
  return `${arg.userID}:${arg.expand ?? 'none'}`;
}

/** The keys of `saves`: the one `create`, and `patch:{userID}` per user. */
export type UserSaveKey = 'create' | `patch:${number}`;

/*
 * The thunks' `condition` reads the state directly: undefined until the slice is injected
 * (which this module does as it loads, before any thunk can run).
 */
const loadOf = (state: RootState, key: string): Loadable<number> | undefined =>
  state.users?.byID[key];
const saveOf = (state: RootState, key: UserSaveKey): Loadable<number> | undefined =>
  state.users?.saves[key];

/** `GET /users/{id}` with the expand variant. A 404 is stored as ERROR with status 404. */
export const fetchUser = createLoadThunk<ApiUser, UserArg>(
  'users/userRequested',
  async ({ userID, expand = 'none' }, { api }) => {
    return apiGetUser(api, userID, expand === 'none' ? undefined : { expand: [expand] });
  },
  { selectLoadable: (state, arg) => loadOf(state, userKey(arg)), failureToast: false },
);

/** `POST /users`. */
export const createUser = createLoadThunk<ApiUser, ApiUserPost>(
  'users/userCreated',
  async (body, { api }) => apiPostUser(api, body),
  { selectLoadable: (state) => saveOf(state, 'create'), freshFor: 0, failureToast: false },
);

/** `PATCH /users/{id}`; field errors come back grouped by field. */
export const patchUser = createLoadThunk<ApiUser, { userID: number; patch: ApiUserPatch }>(
  'users/userPatched',
  async ({ userID, patch }, { api }) => apiPatchUser(api, userID, patch),
  {
    selectLoadable: (state, arg) => saveOf(state, `patch:${arg.userID}`),
    freshFor: 0,
    failureToast: false,
  },
);

export interface UsersState extends EntityState<ApiUser, number> {
  /** Loads by `userKey` (`id:expand`); the user lives in the entities. */
  byID: LoadableMap<number>;
  /** By `UserSaveKey`. */
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
      key: (): UserSaveKey => 'create',
      data: (user) => user.userID,
    });
    trackLoadable(builder, patchUser, {
      map: (state) => state.saves,
      key: (arg): UserSaveKey => `patch:${arg.userID}`,
      data: (user) => user.userID,
    });
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof usersSlice> {}
}

export const { preloaded: userPreloaded } = usersSlice.actions;

export const injectedUsersSlice = usersSlice.injectInto(rootReducer);

export const selectUsersState = (state: RootState) => injectedUsersSlice.selectSlice(state);

const entities = usersAdapter.getSelectors(selectUsersState);

export const selectUserByID = (state: RootState, userID: number): ApiUser | undefined =>
  entities.selectById(state, userID);

/** `GET /users/{id}` (with `expand`) as a Loadable of the user. */
export const selectUser = createSelector(
  [
    (state: RootState, userID: number, expand: UserExpand = 'none') =>
      selectUsersState(state).byID[userKey({ userID, expand })],
    (state: RootState, userID: number) => selectUserByID(state, userID),
  ],
  (loadable, user): Loadable<ApiUser> =>
    loadable ? { ...loadable, data: user } : pendingLoadable(),
);

/** A user the page already has (`users/preloaded`), as SUCCESS; PENDING when it has none. */
export const selectPreloadedUser = (state: RootState, userID: number): Loadable<ApiUser> =>
  selectUsersState(state).preloaded[String(userID)] ?? pendingLoadable();

/** The state of `createUser` or `patchUser(userID)`. */
export const selectUserSave = (state: RootState, key: 'create' | number): Loadable<number> =>
  selectUsersState(state).saves[key === 'create' ? key : `patch:${key}`] ?? pendingLoadable();
