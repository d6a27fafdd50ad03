import type { ApiPermissions } from '@/api/types/users';

/** How a permission check reads the entries (01 §6, 02 §6). */
export const PermissionMode = {
  GLOBAL: 'global',
  RESOURCE: 'resource',
  GLOBAL_OR_RESOURCE: 'globalOrResource',
  RESOURCE_IF_JUNCTION: 'resourceIfJunction',
} as const;
export type PermissionMode = (typeof PermissionMode)[keyof typeof PermissionMode];

export interface PermissionOptions {
  /** Default: resourceIfJunction when a resourceID is given, otherwise globalOrResource. */
  mode?: PermissionMode;
  /** e.g. 'category'. */
  resourceType?: string;
  resourceID?: number | null;
}

/** `system.only` grants everything (03 §6), as isAdmin does. */
const GRANTS_ALL = 'system.only';

function entryHolds(
  data: ApiPermissions,
  name: string,
  match: (type: string, id: number | null) => boolean,
): boolean {
  return data.permissions.some(
    (entry) => match(entry.type, entry.id) && entry.permissions[name] === true,
  );
}

/** A resource may borrow another's permissions (a category using its parent's): follow the alias. */
function resolveAlias(data: ApiPermissions, type: string, id: number): number {
  const alias = data.junctionAliases?.[type]?.[String(id)];
  return typeof alias === 'number' ? alias : id;
}

function checkOne(data: ApiPermissions, name: string, options: PermissionOptions): boolean {
  const { resourceType } = options;
  const rawID = options.resourceID ?? null;
  let mode =
    options.mode ??
    (rawID !== null ? PermissionMode.RESOURCE_IF_JUNCTION : PermissionMode.GLOBAL_OR_RESOURCE);
  const resourceID =
    resourceType && rawID !== null ? resolveAlias(data, resourceType, rawID) : rawID;
  const isGlobal = (type: string): boolean => type === 'global';
  const isResource = (type: string, id: number | null): boolean =>
    !isGlobal(type) &&
    (resourceType === undefined || type === resourceType) &&
    (resourceID === null || id === resourceID);

  if (mode === PermissionMode.RESOURCE_IF_JUNCTION) {
    const junctions = resourceType ? data.junctions?.[resourceType] : undefined;
    const isJunction =
      resourceID !== null && junctions !== undefined && junctions.includes(resourceID);
    mode = isJunction ? PermissionMode.RESOURCE : PermissionMode.GLOBAL;
  }
  switch (mode) {
    case PermissionMode.GLOBAL:
      return entryHolds(data, name, isGlobal);
    case PermissionMode.RESOURCE:
      return entryHolds(data, name, isResource);
    default:
      return entryHolds(data, name, (type, id) => isGlobal(type) || isResource(type, id));
  }
}

/**
 * Does the user hold any of `names`? isAdmin (and `system.only`) holds every permission.
 * Modes: global reads the global entry; resource reads the entries of `resourceType`
 * (and `resourceID`, after junctionAliases); globalOrResource reads both;
 * resourceIfJunction reads the resource when `resourceID` is one of the type's junctions,
 * otherwise the global entry.
 */
export function hasPermission(
  data: ApiPermissions | undefined,
  names: string | string[],
  options: PermissionOptions = {},
): boolean {
  if (!data) return false;
  if (data.isAdmin || data.isSysAdmin) return true;
  if (entryHolds(data, GRANTS_ALL, (type) => type === 'global')) return true;
  const list = Array.isArray(names) ? names : [names];
  return list.some((name) => checkOne(data, name, options));
}
