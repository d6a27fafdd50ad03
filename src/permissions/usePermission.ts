import { useAppSelector } from '@/store/hooks';
import { useLoad } from '@/store/useLoad';
import type { PermissionOptions } from './hasPermission';
import { selectHasPermission, selectPermissionsLoading } from './permissionsSlice';
import { fetchPermissions } from './permissionsThunks';

export interface PermissionCheck {
  /** True when the user holds any of the names. False while permissions load. */
  allowed: boolean;
  /** True while permissions are PENDING or LOADING. */
  loading: boolean;
}

/**
 * Checks permissions for the current user. The bootstrap JSON normally seeds them; if it
 * did not, they are fetched once for the whole page.
 */
export function usePermission(
  names: string | string[],
  options: PermissionOptions = {},
): PermissionCheck {
  const loading = useLoad(fetchPermissions, undefined, selectPermissionsLoading, {
    skip: (stillLoading) => !stillLoading,
  });
  const allowed = useAppSelector((state) => selectHasPermission(state, names, options));
  return { allowed, loading };
}
