import {
  type Bindings,
  DEFAULT_BINDINGS,
  isValidBinding,
  normalizeBinding,
  SHORTCUT_ACTIONS,
} from './shortcutBindings';

/**
 * The visitor's shortcut choices, per browser (members and guests alike), in `localStorage`
 * under `forum-widgets:shortcuts` as `{ v: 1, enabled, keys }`. `keys` holds only the remapped
 * actions. Corrupt or foreign JSON, an unknown version or an invalid key reads as the
 * defaults (per key); a storage that is missing or blocked reads as the defaults and a write
 * reports false.
 */
export const SHORTCUTS_STORAGE_KEY = 'forum-widgets:shortcuts';
const VERSION = 1;

export interface ShortcutSettings {
  /** False: the single-key shortcuts are off (WCAG 2.1.4). */
  enabled: boolean;
  bindings: Bindings;
}

export const DEFAULT_SETTINGS: Readonly<ShortcutSettings> = {
  enabled: true,
  bindings: DEFAULT_BINDINGS,
};

/** The page's local storage, or undefined where it is missing or blocked. */
export function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The settings a stored value describes (see above for what is tolerated). */
export function parseSettings(raw: string | null | undefined): ShortcutSettings {
  const settings: ShortcutSettings = { enabled: true, bindings: { ...DEFAULT_BINDINGS } };
  if (raw == null) return settings;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return settings;
  }
  if (typeof value !== 'object' || value === null) return settings;
  const stored = value as { v?: unknown; enabled?: unknown; keys?: unknown };
  if (stored.v !== VERSION) return settings;
  if (stored.enabled === false) settings.enabled = false;
  const keys = stored.keys;
  if (typeof keys !== 'object' || keys === null) return settings;
  for (const action of SHORTCUT_ACTIONS) {
    const key = (keys as Record<string, unknown>)[action];
    if (typeof key !== 'string') continue;
    const binding = normalizeBinding(key);
    if (isValidBinding(binding)) settings.bindings[action] = binding;
  }
  return settings;
}

export function readSettings(storage: Storage | undefined = localStore()): ShortcutSettings {
  try {
    return parseSettings(storage?.getItem(SHORTCUTS_STORAGE_KEY));
  } catch {
    return parseSettings(null);
  }
}

/** Stores `settings` (only what differs from the defaults); false when the storage refused. */
export function writeSettings(
  settings: ShortcutSettings,
  storage: Storage | undefined = localStore(),
): boolean {
  const keys: Partial<Bindings> = {};
  for (const action of SHORTCUT_ACTIONS) {
    if (settings.bindings[action] !== DEFAULT_BINDINGS[action])
      keys[action] = settings.bindings[action];
  }
  try {
    if (!storage) return false;
    storage.setItem(
      SHORTCUTS_STORAGE_KEY,
      JSON.stringify({ v: VERSION, enabled: settings.enabled, keys }),
    );
    return true;
  } catch {
    return false;
  }
}
