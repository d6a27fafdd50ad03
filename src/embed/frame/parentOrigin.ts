/**
 * Who frames the forum, and whether the forum may talk to it: the parent's origin must be one
 * of the config's `embed.allowedOrigins` (the bootstrap config's `config` map).
 */
import type { BootstrapConfig } from '@/api/types/bootstrap';

/** Remembers the parent's origin for later pages of the same frame (see `findParentOrigin`). */
export const PARENT_ORIGIN_KEY = 'fw-embed-parent';

function originOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const { origin, protocol } = new URL(url);
    return /^https?:$/.test(protocol) ? origin : null;
  } catch {
    return null;
  }
}

/** The allowed parent origins, normalised (`https://a.example/` → `https://a.example`). */
export function allowedOrigins(config: BootstrapConfig): string[] {
  const list = config.config?.['embed.allowedOrigins'];
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => originOf(entry) ?? []);
}

function session(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The framing page's origin when it is allowed, else null. Chromium and Safari name it in
 * `location.ancestorOrigins`; elsewhere it is the referrer's origin, which after the first
 * navigation inside the frame is the forum itself, so the first allowed origin found is kept
 * in sessionStorage for the frame's later pages. A wrong guess cannot leak anything: messages
 * are posted with this exact targetOrigin, so the browser delivers them only to that origin.
 */
export function findParentOrigin(win: Window, config: BootstrapConfig): string | null {
  if (win.parent === win) return null;
  const allowed = allowedOrigins(config);
  const ancestors = win.location.ancestorOrigins as DOMStringList | undefined;
  const store = session(win);
  let origin = ancestors ? (ancestors[0] ?? null) : originOf(win.document.referrer);
  if (!ancestors && origin === win.location.origin) {
    try {
      origin = store?.getItem(PARENT_ORIGIN_KEY) ?? null;
    } catch {
      origin = null;
    }
  }
  if (origin === null || !allowed.includes(origin)) return null;
  try {
    store?.setItem(PARENT_ORIGIN_KEY, origin);
  } catch {
    // Storage full or blocked: later pages fall back to the referrer.
  }
  return origin;
}
