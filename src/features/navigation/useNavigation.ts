import { useMemo } from 'react';
import { selectPermissions } from '@/permissions/permissionsSlice';
import { hasPermission } from '@/permissions/hasPermission';
import { selectCurrentUser } from '@/store/currentUserSlice';
import { useAppSelector } from '@/store/hooks';
import {
  defaultNavItems,
  filterNavItems,
  findActiveItemID,
  type NavItem,
  type VisibleNavItem,
} from './navigation';
import { selectTitleBarConfig } from './titleBarConfig';

export interface NavigationSettings {
  alignment?: 'left' | 'center' | 'right';
  items?: NavItem[];
  /** Appended on compact screens only. */
  mobileOnlyItems?: NavItem[];
}

const NO_ROLES: number[] = [];

/** The navigation the current user sees, and the id of the active item. */
export function useNavigation(
  navigation: NavigationSettings | undefined,
  isCompact: boolean,
): { items: VisibleNavItem[]; activeID: string | undefined } {
  const { forumEnabled } = useAppSelector(selectTitleBarConfig);
  const roleIDs = useAppSelector((state) => selectCurrentUser(state)?.roleIDs ?? NO_ROLES);
  const permissions = useAppSelector(selectPermissions).data;
  const configured = navigation?.items;
  const mobileOnly = navigation?.mobileOnlyItems;
  return useMemo(() => {
    const source =
      Array.isArray(configured) && configured.length > 0
        ? configured
        : defaultNavItems(forumEnabled);
    const items = filterNavItems(
      source,
      {
        roleIDs,
        isCompact,
        hasPermission: (name) =>
          hasPermission(
            permissions,
            name.split(',').map((n) => n.trim()),
          ),
      },
      Array.isArray(mobileOnly) ? mobileOnly : [],
    );
    const activeID = findActiveItemID(items, window.location.pathname, window.location.origin);
    return { items, activeID };
  }, [configured, mobileOnly, forumEnabled, roleIDs, permissions, isCompact]);
}
