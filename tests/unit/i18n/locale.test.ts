import { DEFAULT_LOCALE, readConfigValue, resolveLocale, toBcp47Locale } from '@/i18n/locale';
import { getLocale, initI18n, resetI18n } from '@/i18n/translate';

afterEach(() => resetI18n());

describe('resolveLocale', () => {
  it('defaults to en when the page names no locale', () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(resolveLocale({})).toBe('en');
  });

  it('prefers ui.localeKey over ui.locale over the bootstrap locale', () => {
    const config = { 'ui.localeKey': 'fr', 'ui.locale': 'de' };
    expect(resolveLocale({ locale: 'es', config })).toBe('fr');
    expect(resolveLocale({ locale: 'es', config: { 'ui.locale': 'de' } })).toBe('de');
    expect(resolveLocale({ locale: 'es', config: {} })).toBe('es');
  });

  it('skips blank and non-string values', () => {
    expect(resolveLocale({ locale: 'es', config: { 'ui.localeKey': '  ', 'ui.locale': 7 } })).toBe(
      'es',
    );
  });

  it('reads a nested ui object as well as flat dotted keys', () => {
    expect(resolveLocale({ config: { ui: { localeKey: 'nl' } } })).toBe('nl');
  });

  it('is what initI18n exposes through getLocale', () => {
    initI18n({ config: { 'ui.localeKey': 'pt_BR' } });
    expect(getLocale()).toBe('pt-BR');
  });
});

describe('toBcp47Locale', () => {
  it('turns server keys with underscores into canonical tags', () => {
    expect(toBcp47Locale('pt_BR')).toBe('pt-BR');
    expect(toBcp47Locale('zh-hant-tw')).toBe('zh-Hant-TW');
  });

  it('falls back to en for keys Intl cannot read', () => {
    expect(toBcp47Locale('not a locale!')).toBe('en');
  });
});

describe('readConfigValue', () => {
  it('reads flat dotted keys first, then nested paths, and nothing off the prototype', () => {
    expect(readConfigValue({ 'a.b': 1, a: { b: 2 } }, 'a.b')).toBe(1);
    expect(readConfigValue({ a: { b: 2 } }, 'a.b')).toBe(2);
    expect(readConfigValue({}, 'toString')).toBeUndefined();
    expect(readConfigValue(undefined, 'a')).toBeUndefined();
  });
});
