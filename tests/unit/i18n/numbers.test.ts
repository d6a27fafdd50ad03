import { formatCompactNumber, formatFullNumber } from '@/i18n/numbers';
import { initI18n, resetI18n } from '@/i18n/translate';

afterEach(() => resetI18n());

describe('formatCompactNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
  ])('shows %p plainly under 1000', (value, shown) => {
    expect(formatCompactNumber(value)).toBe(shown);
  });

  it.each([
    [1000, '1.0k'],
    [1049, '1.0k'],
    [1050, '1.1k'],
    [1234, '1.2k'],
    [1299, '1.3k'],
    [4100, '4.1k'],
    [4876, '4.9k'],
    [12_345, '12.3k'],
    [999_949, '999.9k'],
    [999_950, '1.0m'],
    [999_999, '1.0m'],
    [1_000_000, '1.0m'],
    [2_500_000, '2.5m'],
    [999_950_000, '1.0b'],
    [1_000_000_000, '1.0b'],
    [7_890_000_000, '7.9b'],
    [1_000_000_000_000, '1.0t'],
    [3_450_000_000_000, '3.5t'],
    [999_950_000_000_000, '1,000.0t'],
  ])('abbreviates %p as %p with one rounded decimal, always shown (02 §5)', (value, shown) => {
    expect(formatCompactNumber(value)).toBe(shown);
  });

  it('keeps the sign of negative values and rounds them like positive ones', () => {
    expect(formatCompactNumber(-1234)).toBe('-1.2k');
    expect(formatCompactNumber(-25_476)).toBe('-25.5k');
    expect(formatCompactNumber(-25_450)).toBe('-25.5k');
    expect(formatCompactNumber(-999_950)).toBe('-1.0m');
    expect(formatCompactNumber(-12)).toBe('-12');
  });

  it('uses the locale’s decimal separator but keeps the suffixes', () => {
    expect(formatCompactNumber(1234, 'de')).toBe('1,2k');
    expect(formatCompactNumber(1000, 'de')).toBe('1,0k');
    initI18n({ locale: 'fr' });
    expect(formatCompactNumber(2_500_000)).toBe('2,5m');
  });

  it('reads NaN as 0', () => {
    expect(formatCompactNumber(Number.NaN)).toBe('0');
  });
});

describe('formatFullNumber', () => {
  it('groups thousands with the locale’s separator', () => {
    expect(formatFullNumber(1_234_567)).toBe('1,234,567');
    expect(formatFullNumber(1_234_567, 'de')).toBe('1.234.567');
    expect(formatFullNumber(999)).toBe('999');
  });

  it('follows the page locale set by initI18n', () => {
    initI18n({ config: { 'ui.localeKey': 'de_DE' } });
    expect(formatFullNumber(1_234_567)).toBe('1.234.567');
  });

  it('writes small counts in each locale’s own digits, the first time and every time after', () => {
    for (let round = 0; round < 2; round++) {
      expect(formatFullNumber(7, 'en')).toBe('7');
      expect(formatFullNumber(7, 'ar-EG')).toBe('٧');
      expect(formatFullNumber(42, 'ar-EG')).toBe('٤٢');
      expect(formatFullNumber(0, 'en')).toBe('0');
      expect(formatFullNumber(-0, 'en')).toBe(new Intl.NumberFormat('en').format(-0));
    }
  });
});
