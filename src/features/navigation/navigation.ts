import { t } from '@/i18n/translate';
import { sanitizeUrl } from '@/utils/links';

/** A navigation item of the title bar settings (02 §3). */
export interface NavItem {
  id?: string;
  name?: string;
  url?: string;
  permission?: string;
  isHidden?: boolean;
  badge?: { type?: string; text?: string } | null;
  children?: NavItem[];
  roleIDs?: number[];
  recordType?: string;
  recordID?: number;
}

/** A navigation item that passed the filter: it has a name, and a url or children. */
export interface VisibleNavItem {
  id: string;
  name: string;
  url?: string;
  badge?: { type?: string; text?: string };
  children: VisibleNavItem[];
}

export interface NavFilterContext {
  /** The current user's roles; a guest has none. */
  roleIDs: readonly number[];
  /** True when the current user holds the permission (or permissions, comma-free). */
  hasPermission: (permission: string) => boolean;
  /** Compact screens get the mobile-only items appended. */
  isCompact?: boolean;
}

/** Posts and Categories, only when the forum section is enabled (02 §2). */
export function defaultNavItems(forumEnabled: boolean): NavItem[] {
  if (!forumEnabled) return [];
  return [
    { id: 'builtin-discussions', name: t('Posts'), url: '/discussions' },
    { id: 'builtin-categories', name: t('Categories'), url: '/categories' },
  ];
}

function isShown(item: NavItem, ctx: NavFilterContext): boolean {
  if (item.isHidden) return false;
  if (item.roleIDs && item.roleIDs.length > 0) {
    if (!item.roleIDs.some((roleID) => ctx.roleIDs.includes(roleID))) return false;
  }
  if (item.permission && !ctx.hasPermission(item.permission)) return false;
  return true;
}

function filterItems(
  items: readonly NavItem[],
  ctx: NavFilterContext,
  path: string,
): VisibleNavItem[] {
  const kept: VisibleNavItem[] = [];
  items.forEach((item, index) => {
    if (!item || typeof item !== 'object' || !isShown(item, ctx)) return;
    const name = typeof item.name === 'string' ? item.name.trim() : '';
    const url = sanitizeUrl(item.url);
    const id = item.id ?? `${path}${index}`;
    const children = Array.isArray(item.children) ? filterItems(item.children, ctx, `${id}-`) : [];
    // Kept only with a name and either a url or at least one (visible) child (02 §5).
    if (!name || (!url && children.length === 0)) return;
    const badge = item.badge && item.badge.text ? item.badge : undefined;
    kept.push({ id, name, ...(url ? { url } : {}), ...(badge ? { badge } : {}), children });
  });
  return kept;
}

/**
 * The items the current user sees: hidden ones, ones without the role or permission, and
 * ones without a name or a destination are dropped (children too); on compact screens the
 * mobile-only items are appended.
 */
export function filterNavItems(
  items: readonly NavItem[],
  ctx: NavFilterContext,
  mobileOnlyItems: readonly NavItem[] = [],
): VisibleNavItem[] {
  const all = ctx.isCompact ? [...items, ...mobileOnlyItems] : items;
  return filterItems(all, ctx, 'nav-');
}

/** The path part of a url (origin, query and hash removed), without a trailing slash. */
export function pathOf(url: string, origin = 'http://localhost'): string {
  let path = url;
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin !== new URL(origin).origin) return '';
    path = parsed.pathname;
  } catch {
    return '';
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** How many characters of `path` `url` covers as a prefix, or -1 when it is not a prefix. */
export function prefixLength(url: string, path: string, origin?: string): number {
  const itemPath = pathOf(url, origin);
  if (!itemPath) return -1;
  const current = pathOf(path, origin);
  if (itemPath === '/') return current.startsWith('/') ? 1 : -1;
  if (current === itemPath || current.startsWith(`${itemPath}/`)) return itemPath.length;
  return -1;
}

/**
 * The active item: the one (at any depth) whose url is the longest matching prefix of the
 * current path (02 §2). Returns its id, or undefined when none matches.
 */
export function findActiveItemID(
  items: readonly VisibleNavItem[],
  path: string,
  origin?: string,
): string | undefined {
  let best: { id: string; length: number } | undefined;
  const visit = (list: readonly VisibleNavItem[]): void => {
    for (const item of list) {
      const length = item.url ? prefixLength(item.url, path, origin) : -1;
      if (length >= 0 && (!best || length > best.length)) best = { id: item.id, length };
      visit(item.children);
    }
  };
  visit(items);
  return best?.id;
}

/** True when `id` is the item or one of its descendants (to highlight a top-level parent). */
export function containsItem(item: VisibleNavItem, id: string | undefined): boolean {
  if (!id) return false;
  return item.id === id || item.children.some((child) => containsItem(child, id));
}
