/**
 * The viewer's permissions, computed from role grants in the database.
 * Category permissions live on "junction" categories (their own rows) or on
 * the defaults (junction -1); other categories inherit from their junction.
 */
import type { Db } from '../db/database.ts';
import { ROLE } from './permissionNames.ts';

export interface CategoryPermissionInfo {
  categoryID: number;
  parentCategoryID: number | null;
  permissionCategoryID: number;
}

export interface PermissionEntry {
  type: 'global' | 'category';
  id: number | null;
  permissions: Record<string, boolean>;
}

export interface PermissionsData {
  isAdmin: boolean;
  permissions: PermissionEntry[];
  junctions: { category: number[] };
  junctionAliases: { category: Record<string, number> };
}

export class Permissions {
  private readonly global = new Set<string>();
  private readonly junctions = new Map<number, Set<string>>();
  private readonly categories = new Map<number, CategoryPermissionInfo>();

  constructor(
    db: Db,
    readonly roleIDs: number[],
    readonly isAdmin: boolean,
    signedIn: boolean,
  ) {
    const roles = roleIDs.length > 0 ? roleIDs : [ROLE.guest];
    const rows = db
      .prepare(
        `SELECT junctionTable, junctionID, permission FROM role_permissions WHERE roleID IN (${roles.map(() => '?').join(',')})`,
      )
      .all(...roles) as { junctionTable: string; junctionID: number; permission: string }[];
    for (const row of rows) {
      if (row.junctionTable === 'global') this.global.add(row.permission);
      else {
        const set = this.junctions.get(row.junctionID) ?? new Set<string>();
        set.add(row.permission);
        this.junctions.set(row.junctionID, set);
      }
    }
    if (signedIn) this.global.add('session.valid');
    else this.global.delete('session.valid');
    for (const c of db
      .prepare('SELECT categoryID, parentCategoryID, permissionCategoryID FROM categories')
      .all() as CategoryPermissionInfo[]) {
      this.categories.set(c.categoryID, c);
    }
  }

  /** A global permission (or, for category permissions, the default junction). */
  has(permission: string): boolean {
    if (this.isAdmin) return true;
    return this.global.has(permission) || (this.junctions.get(-1)?.has(permission) ?? false);
  }

  /** A permission on one category, through its junction. */
  inCategory(permission: string, categoryID: number): boolean {
    if (this.isAdmin) return this.categories.has(categoryID);
    const cat = this.categories.get(categoryID);
    if (!cat) return false;
    return this.junctions.get(cat.permissionCategoryID)?.has(permission) ?? false;
  }

  /** Held on at least one category (or globally). */
  inAnyCategory(permission: string): boolean {
    if (this.has(permission)) return true;
    return [...this.categories.keys()].some((id) => this.inCategory(permission, id));
  }

  /** Category IDs where the permission holds. */
  categoriesWith(permission: string): number[] {
    return [...this.categories.keys()].filter((id) => this.inCategory(permission, id));
  }

  /** The shape of `/users/$me/permissions?expand=junctions` and the page bootstrap. */
  toJSON(): PermissionsData {
    const global: Record<string, boolean> = {};
    for (const p of [...this.global, ...(this.junctions.get(-1) ?? [])].sort()) global[p] = true;
    const entries: PermissionEntry[] = [{ type: 'global', id: null, permissions: global }];
    const junctionIDs = [
      ...new Set([...this.categories.values()].map((c) => c.permissionCategoryID)),
    ]
      .filter((id) => id > 0)
      .sort((a, b) => a - b);
    for (const id of junctionIDs) {
      const perms: Record<string, boolean> = {};
      for (const p of [...(this.junctions.get(id) ?? [])].sort()) perms[p] = true;
      entries.push({ type: 'category', id, permissions: perms });
    }
    const aliases: Record<string, number> = {};
    for (const c of this.categories.values()) {
      if (c.permissionCategoryID > 0 && c.permissionCategoryID !== c.categoryID)
        aliases[String(c.categoryID)] = c.permissionCategoryID;
    }
    return {
      isAdmin: this.isAdmin,
      permissions: entries,
      junctions: { category: junctionIDs },
      junctionAliases: { category: aliases },
    };
  }
}
