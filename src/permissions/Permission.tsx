import type { ReactElement, ReactNode } from 'react';
import type { PermissionMode } from './hasPermission';
import { usePermission } from './usePermission';

export interface PermissionProps {
  /** One name or several; any one of them is enough. */
  permission: string | string[];
  resourceType?: string;
  resourceID?: number | null;
  mode?: PermissionMode;
  /** Shown when the permission does not hold (and while permissions load). Default: nothing. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Renders `children` only when the current user holds the permission, otherwise `fallback`
 * (02 §6): `<Permission permission="discussions.edit" resourceType="category" resourceID={3}>`.
 */
export function Permission({
  permission,
  resourceType,
  resourceID,
  mode,
  fallback = null,
  children,
}: PermissionProps): ReactElement {
  const { allowed } = usePermission(permission, { resourceType, resourceID, mode });
  return <>{allowed ? children : fallback}</>;
}
