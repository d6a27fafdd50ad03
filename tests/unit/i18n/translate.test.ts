import { formatString, getLocale, initI18n, resetI18n, t } from '@/i18n/translate';
import { getMissedTranslations, MISSED_TRANSLATION_CHECK_MS } from '@/i18n/missedTranslations';

afterEach(() => {
  resetI18n();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('t', () => {
  it('returns the translation when the bootstrap data has one', () => {
    initI18n({ translations: { 'Sign In': 'Se connecter' } });
    expect(t('Sign In')).toBe('Se connecter');
  });

  it('falls back to the default text, then to the key, when there is no translation', () => {
    initI18n({ translations: {} });
    expect(t('Sign In', 'Sign in')).toBe('Sign in');
    expect(t('Sign In')).toBe('Sign In');
  });

  it('uses an empty translation as it is', () => {
    initI18n({ translations: { Optional: '' } });
    expect(t('Optional')).toBe('');
  });

  it('never reads keys such as constructor off the object prototype', () => {
    initI18n({ translations: {} });
    expect(t('constructor', 'Builder')).toBe('Builder');
    expect(t('__proto__', 'Proto')).toBe('Proto');
  });

  it('ignores translations that are not strings', () => {
    initI18n({ translations: { Count: 3 as unknown as string } });
    expect(t('Count')).toBe('Count');
  });

  it('uses English defaults before initialisation and after a reset', () => {
    initI18n({ translations: { Yes: 'Oui' }, locale: 'fr' });
    resetI18n();
    expect(t('Yes')).toBe('Yes');
    expect(getLocale()).toBe('en');
  });
});

describe('missed translations in debug mode', () => {
  it('reports every miss in one warning after 5000 ms, and not before', () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    initI18n({ debug: true, translations: { Known: 'Connu' } });
    t('Zeta');
    t('Alpha');
    t('Known');
    jest.advanceTimersByTime(MISSED_TRANSLATION_CHECK_MS - 1);
    expect(warn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toEqual(['Alpha', 'Zeta']);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('reports a key only once, and batches later misses into the next check', () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    initI18n({ debug: true });
    t('First');
    jest.advanceTimersByTime(MISSED_TRANSLATION_CHECK_MS);
    t('First');
    t('Second');
    jest.advanceTimersByTime(MISSED_TRANSLATION_CHECK_MS);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]?.[1]).toEqual(['Second']);
    expect(getMissedTranslations()).toEqual(['First', 'Second']);
  });

  it('flags nothing and holds no timer outside debug mode', () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    initI18n({ debug: false });
    t('Missing');
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(MISSED_TRANSLATION_CHECK_MS * 3);
    expect(warn).not.toHaveBeenCalled();
    expect(getMissedTranslations()).toEqual([]);
  });

  it('holds no timer in debug mode while nothing is missing', () => {
    jest.useFakeTimers();
    initI18n({ debug: true, translations: { Known: 'Connu' } });
    t('Known');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops cleanly when re-initialised without debug: the timer is cleared and nothing is reported', () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    initI18n({ debug: true });
    t('Missing');
    expect(jest.getTimerCount()).toBe(1);
    initI18n({ debug: false });
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(MISSED_TRANSLATION_CHECK_MS);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('formatString', () => {
  it('fills %s placeholders in order, as the upload messages need', () => {
    expect(formatString('The uploaded file was too big (max %s).', '2 MB')).toBe(
      'The uploaded file was too big (max 2 MB).',
    );
    expect(formatString('%s of %s', 1, 10)).toBe('1 of 10');
  });

  it('keeps %% as a percent sign and leaves missing values empty', () => {
    expect(formatString('100%% of %s', 'users')).toBe('100% of users');
    expect(formatString('a %s b')).toBe('a  b');
  });
});
