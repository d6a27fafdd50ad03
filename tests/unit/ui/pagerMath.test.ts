import { initI18n, resetI18n } from '@/i18n/translate';
import { parseJump, resultText, showBottomPager, totalPages } from '@/ui/pagerMath';

describe('pager maths', () => {
  afterEach(() => resetI18n());
  it("reads 'x - y of total'", () => {
    expect(resultText({ page: 1, limit: 10, count: 10, total: 64 })).toBe('1 - 10 of 64');
    expect(resultText({ page: 7, limit: 10, count: 4, total: 64 })).toBe('61 - 64 of 64');
  });
  it("adds '+' when more pages exist than the total accounts for", () => {
    expect(resultText({ page: 2, limit: 10, count: 10, hasNext: true })).toBe('11 - 20 of 20+');
    expect(resultText({ page: 1, limit: 10, count: 10, total: 10, hasNext: true })).toBe(
      '1 - 10 of 10+',
    );
    expect(resultText({ page: 1, limit: 10, count: 10, total: 64, hasNext: true })).toBe(
      '1 - 10 of 64',
    );
  });
  it('abbreviates a total over 999 and writes the range with the locale’s separators (03 §9)', () => {
    expect(resultText({ page: 1, limit: 30, count: 30, total: 12_345 })).toBe('1 - 30 of 12.3k');
    expect(resultText({ page: 41, limit: 30, count: 30, total: 12_345 })).toBe(
      '1,201 - 1,230 of 12.3k',
    );
    expect(resultText({ page: 1, limit: 10, count: 10, total: 999 })).toBe('1 - 10 of 999');
    expect(resultText({ page: 100, limit: 10, count: 10, hasNext: true })).toBe(
      '991 - 1,000 of 1.0k+',
    );
    // A known total rounds to the nearest tenth; a lower bound ('+') rounds down, never up.
    expect(resultText({ page: 1, limit: 10, count: 10, total: 1_960 })).toBe('1 - 10 of 2.0k');
    expect(resultText({ page: 196, limit: 10, count: 10, hasNext: true })).toBe(
      '1,951 - 1,960 of 1.9k+',
    );
    expect(resultText({ page: 99_996, limit: 10, count: 10, hasNext: true })).toBe(
      '999,951 - 999,960 of 999.9k+',
    );
    initI18n({ locale: 'de' });
    expect(resultText({ page: 41, limit: 30, count: 30, total: 12_345 })).toBe(
      '1.201 - 1.230 of 12,3k',
    );
  });
  it('reads the result text through t()', () => {
    initI18n({ translations: { '%s - %s of %s': '%s à %s sur %s' } });
    expect(resultText({ page: 1, limit: 10, count: 10, total: 64 })).toBe('1 à 10 sur 64');
  });
  it('counts pages from the total and the limit', () => {
    expect(totalPages({ page: 1, limit: 10, count: 10, total: 64 })).toBe(7);
    expect(totalPages({ page: 1, limit: 10, count: 0, total: 0 })).toBe(1);
  });
  it('strips non-digits from the jump and clamps it to the page range; empty keeps the page', () => {
    expect(parseJump('3', 7, 1)).toBe(3);
    expect(parseJump('p-4x', 7, 1)).toBe(4);
    expect(parseJump('99', 7, 1)).toBe(7);
    expect(parseJump('0', 7, 2)).toBe(1);
    expect(parseJump('abc', 7, 5)).toBe(5);
    expect(parseJump('', 7, 5)).toBe(5);
  });
  it('shows the bottom pager only when the total exceeds the limit', () => {
    expect(showBottomPager(11, 10)).toBe(true);
    expect(showBottomPager(10, 10)).toBe(false);
    expect(showBottomPager(undefined, 10)).toBe(false);
  });
});
