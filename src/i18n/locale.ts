import type { BootstrapConfig } from '@/api/types/bootstrap';

/** The locale used when the page names none, or names one `Intl` cannot read. */
export const DEFAULT_LOCALE = 'en';

/** Config keys that name the locale, in order of preference. */
export const LOCALE_CONFIG_KEYS = ['ui.localeKey', 'ui.locale'] as const;

/**
 * Reads a config value by its dotted server name. The bootstrap `config` map is flat
 * (`{ 'ui.localeKey': 'fr' }`); a nested `{ ui: { localeKey: 'fr' } }` is read too.
 */
export function readConfigValue(config: Record<string, unknown> | undefined, key: string): unknown {
  if (!config) return undefined;
  if (Object.hasOwn(config, key)) return config[key];
  let node: unknown = config;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Turns a server locale key (`en`, `pt_BR`, `zh-hant-tw`) into a canonical BCP 47 tag
 * (`en`, `pt-BR`, `zh-Hant-TW`). A key `Intl` rejects yields {@link DEFAULT_LOCALE}.
 */
export function toBcp47Locale(localeKey: string): string {
  try {
    return Intl.getCanonicalLocales(localeKey.trim().replace(/_/g, '-'))[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * The page's locale: `ui.localeKey`, else `ui.locale` from the config map, else the
 * bootstrap `locale`, else `en`; returned as a BCP 47 tag.
 */
export function resolveLocale(bootstrap: BootstrapConfig): string {
  const candidates = [
    ...LOCALE_CONFIG_KEYS.map((key) => readConfigValue(bootstrap.config, key)),
    bootstrap.locale,
  ];
  for (const candidate of candidates) {
    const key = nonEmptyString(candidate);
    if (key !== undefined) return toBcp47Locale(key);
  }
  return DEFAULT_LOCALE;
}
