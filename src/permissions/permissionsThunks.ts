import { apiGetCurrentUserPermissions } from '@/api/endpoints/currentUser';
import type { ApiPermissions } from '@/api/types/users';
import { createLoadThunk } from '@/store/createLoadThunk';
import type { RootState } from '@/store/storeTypes';

export interface RefetchPermissionsArg {
  force?: boolean;
}

/**
 * `GET /users/$me/permissions?expand=junctions`. Fetched once per page (01 §6): the
 * bootstrap JSON usually seeds it, and a settled result is never requested again.
 */
export const fetchPermissions = createLoadThunk<ApiPermissions, RefetchPermissionsArg | void>(
  'permissions/permissionsRequested',
  async (_arg, { api }) => apiGetCurrentUserPermissions(api),
  {
    selectLoadable: (state: RootState) => state.permissions,
    freshFor: Infinity,
    failureToast: false,
  },
);
