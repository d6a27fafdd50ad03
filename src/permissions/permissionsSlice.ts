import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { ApiPermissions } from '@/api/types/users';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { bootstrapPreloaded } from '@/store/bootstrapSlice';
import { trackLoadable } from '@/store/createLoadThunk';
import { isLoading, type Loadable, LoadStatus, pendingLoadable } from '@/store/loadable';
import { hasPermission, type PermissionOptions } from './hasPermission';
import { fetchPermissions } from './permissionsThunks';

export type PermissionsState = Loadable<ApiPermissions>;

/** The bootstrap JSON's permissions as a settled SUCCESS, so the first paint needs no request. */
export function seedPermissions(
  config: BootstrapConfig,
  now: number = Date.now(),
): PermissionsState {
  const seeded = config.permissions;
  if (!seeded) return pendingLoadable();
  const data: ApiPermissions = {
    ...seeded,
    isAdmin: seeded.isAdmin ?? config.currentUser?.isAdmin,
  };
  return { status: LoadStatus.SUCCESS, data, fetchedAt: now };
}

/** The current user's permissions with junctions, registered statically (first paint needs them). */
export const permissionsSlice = createSlice({
  name: 'permissions',
  initialState: seedPermissions({}),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(bootstrapPreloaded, (_state, { payload }) =>
      seedPermissions(payload.config, payload.fetchedAt),
    );
    trackLoadable(builder, fetchPermissions, { slot: (state) => state });
  },
});

type StateWithPermissions = { permissions: PermissionsState };

export const selectPermissions = (state: StateWithPermissions): PermissionsState =>
  state.permissions;

/** Permissions count as loading while PENDING or LOADING (02 §4). */
export const selectPermissionsLoading = (state: StateWithPermissions): boolean =>
  isLoading(state.permissions);

/** `selectHasPermission(state, 'discussions.edit', { resourceType: 'category', resourceID: 3 })`. */
export const selectHasPermission = createSelector(
  [
    (state: StateWithPermissions) => state.permissions.data,
    (_state: StateWithPermissions, names: string | string[]) => names,
    (_state: StateWithPermissions, _names: string | string[], options?: PermissionOptions) =>
      options?.mode,
    (_state: StateWithPermissions, _names: string | string[], options?: PermissionOptions) =>
      options?.resourceType,
    (_state: StateWithPermissions, _names: string | string[], options?: PermissionOptions) =>
      options?.resourceID,
  ],
  (data, names, mode, resourceType, resourceID) =>
    hasPermission(data, names, { mode, resourceType, resourceID }),
);

/** Members hold `session.valid`; guests (userID 0) do not (01 §6). */
export const selectIsSignedIn = (state: StateWithPermissions): boolean =>
  hasPermission(state.permissions.data, 'session.valid', { mode: 'global' });
