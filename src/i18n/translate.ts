import type { BootstrapConfig } from '@/api/types/bootstrap';
import { DEFAULT_LOCALE, resolveLocale } from './locale';
import {
  flagMissedTranslation,
  setMissedTranslationTracking,
  stopMissedTranslationTracking,
} from './missedTranslations';

/**
 * The page's translations. A Map, not the raw object, so that keys such as
 * `constructor` or `__proto__` are never read off `Object.prototype`.
 */
let translations = new Map<string, string>();
let locale = DEFAULT_LOCALE;
let version = 0;

/**
 * Sets up translation from the bootstrap data: the locale (see `resolveLocale`), the
 * translations map and, when `debug` is true, the flagging of misses. Call it once per
 * page before rendering; calling it again replaces everything.
 */
export function initI18n(bootstrap: BootstrapConfig): void {
  translations = new Map();
  for (const [key, value] of Object.entries(bootstrap.translations ?? {})) {
    if (typeof value === 'string') translations.set(key, value);
  }
  locale = resolveLocale(bootstrap);
  stopMissedTranslationTracking();
  setMissedTranslationTracking(bootstrap.debug === true);
  version += 1;
}

/** Back to the state before `initI18n`: English defaults, no translations, no timers. */
export function resetI18n(): void {
  initI18n({});
}

/**
 * Looks up interface text by key. Returns the translation, else `defaultText`, else the
 * key itself. A translation that is an empty string is used as is (it is not a miss).
 * In debug mode a key with no translation is flagged (see `missedTranslations.ts`).
 */
export function t(key: string, defaultText?: string): string {
  const translated = translations.get(key);
  if (translated !== undefined) return translated;
  flagMissedTranslation(key);
  return defaultText ?? key;
}

/** The page's locale as a BCP 47 tag (`en`, `pt-BR`), for `Intl` and dayjs. */
export function getLocale(): string {
  return locale;
}

/** Changes each time `initI18n` runs, so caches built from translations know to rebuild. */
export function getI18nVersion(): number {
  return version;
}

/**
 * Fills `%s` placeholders in order, as the spec's messages use them:
 * `formatString(t('The uploaded file was too big (max %s).'), '2 MB')`.
 * `%%` is a literal percent sign; missing values leave the placeholder empty.
 */
export function formatString(template: string, ...values: Array<string | number>): string {
  let index = 0;
  return template.replace(/%%|%s/g, (match) => {
    if (match === '%%') return '%';
    const value = values[index];
    index += 1;
    return value === undefined ? '' : String(value);
  });
}
