/**
 * The bootstrap data a host page hands to the library, read once from
 * `<script type="application/json" id="forum-widgets-config">`.
 *
 * Reading it from a JSON script keeps pages CSP-friendly: no inline script,
 * no eval. Every field is optional; a page without the element gets `{}`.
 */
export interface BootstrapUser {
  userID: number;
  name: string;
  photoUrl?: string;
  roleIDs?: number[];
  isAdmin?: boolean;
  emailConfirmed?: boolean;
  countUnreadNotifications?: number;
  countUnreadConversations?: number;
  dateLastActive?: string | null;
}

export interface PermissionEntry {
  /** 'global' or a resource type such as 'category'. */
  type: string;
  id: number | null;
  permissions: Record<string, boolean>;
}

export interface BootstrapPermissions {
  isAdmin?: boolean;
  permissions: PermissionEntry[];
  junctions?: Record<string, number[]>;
  junctionAliases?: Record<string, Record<string, number>>;
}

export interface BootstrapConfig {
  /** Absolute or root-relative base of the forum; the API lives at `${siteUrl}/api/v2/`. */
  siteUrl?: string;
  /** Site name, used in page titles. */
  siteName?: string;
  /**
   * The active theme's key. When given, its variables are loaded from `GET /themes/{themeKey}`
   * and override the theme defaults (colours, fonts, sizes) at run time.
   */
  themeKey?: string | number;
  debug?: boolean;
  /** Nonce for injected `<style>` tags on pages with a strict CSP. */
  cspNonce?: string;
  /** The CSRF header the host expects on state-changing requests. */
  csrf?: { header: string; token: string };
  locale?: string;
  translations?: Record<string, string>;
  currentUser?: BootstrapUser;
  permissions?: BootstrapPermissions;
  /** Flat config values keyed as the server names them, e.g. `upload.maxSize`. */
  config?: Record<string, unknown>;
  /** Audit-log context sent as X-Parent-Audit-Log-* headers. */
  auditLog?: {
    id?: string;
    requestPath?: string;
    requestMethod?: string;
    requestQuery?: Record<string, unknown>;
  };
}

export const CONFIG_ELEMENT_ID = 'forum-widgets-config';

/** Reads and parses the bootstrap JSON; a missing or broken element yields `{}` plus an error. */
export function readBootstrapConfig(doc: Document): { config: BootstrapConfig; error?: string } {
  const el = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!el) return { config: {} };
  const text = el.textContent ?? '';
  if (text.trim() === '') return { config: {} };
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { config: {}, error: `#${CONFIG_ELEMENT_ID} must hold a JSON object` };
    }
    return { config: parsed as BootstrapConfig };
  } catch (e) {
    return {
      config: {},
      error: `#${CONFIG_ELEMENT_ID} is not valid JSON (${(e as Error).message})`,
    };
  }
}
