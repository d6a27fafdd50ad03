import { isValidDate, parseDate } from '@/i18n/dates';

describe('parseDate', () => {
  it('parses ISO strings, timestamps in milliseconds and Date objects', () => {
    expect(parseDate('2024-03-01T12:00:00Z').toISOString()).toBe('2024-03-01T12:00:00.000Z');
    expect(parseDate(Date.UTC(2024, 0, 2)).toISOString()).toBe('2024-01-02T00:00:00.000Z');
    expect(parseDate(new Date('2020-05-05T00:00:00Z')).toISOString()).toBe(
      '2020-05-05T00:00:00.000Z',
    );
  });

  it.each([['not a date'], [''], ['   '], [null], [undefined], [Number.NaN], [new Date('x')]])(
    'falls back to 1970-01-01 for the invalid date %p',
    (input) => {
      expect(parseDate(input).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    },
  );

  it('returns a copy, never the caller’s Date', () => {
    const original = new Date('2020-01-01T00:00:00Z');
    const parsed = parseDate(original);
    parsed.setUTCFullYear(1999);
    expect(original.getUTCFullYear()).toBe(2020);
  });
});

describe('isValidDate', () => {
  it('tells real dates from invalid input', () => {
    expect(isValidDate('2024-03-01')).toBe(true);
    expect(isValidDate('nope')).toBe(false);
    expect(isValidDate(null)).toBe(false);
  });
});
