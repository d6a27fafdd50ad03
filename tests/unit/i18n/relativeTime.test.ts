import dayjs from 'dayjs';
import relativeTimePlugin from 'dayjs/plugin/relativeTime';
import fc from 'fast-check';
import { formatRelativeTime, JUST_NOW_MS } from '../../../src/i18n/relativeTime';
import { initI18n, resetI18n } from '../../../src/i18n/translate';

const NOW = Date.UTC(2024, 5, 15, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(ms: number): string {
  return formatRelativeTime(NOW - ms, { now: NOW });
}

afterEach(() => resetI18n());

describe('formatRelativeTime', () => {
  it("reads 'just now' for the first 5 seconds", () => {
    expect(ago(0)).toBe('just now');
    expect(ago(JUST_NOW_MS - 1)).toBe('just now');
    expect(ago(JUST_NOW_MS)).toBe('a few seconds ago');
  });

  it("reads 'a few seconds' for anything under 45 seconds, including 44.9 s", () => {
    expect(ago(30 * SECOND)).toBe('a few seconds ago');
    expect(ago(44 * SECOND + 900)).toBe('a few seconds ago');
  });

  it("reads 'a minute' from 45 seconds", () => {
    expect(ago(45 * SECOND)).toBe('a minute ago');
    expect(ago(89 * SECOND)).toBe('a minute ago');
  });

  it.each([
    [2 * MINUTE, '2 minutes ago'],
    [44 * MINUTE, '44 minutes ago'],
    [45 * MINUTE, 'an hour ago'],
    [3 * HOUR, '3 hours ago'],
    [21 * HOUR, '21 hours ago'],
    [22 * HOUR, 'a day ago'],
    [3 * DAY, '3 days ago'],
    [25 * DAY, '25 days ago'],
    [26 * DAY, 'a month ago'],
    [90 * DAY, '3 months ago'],
    [320 * DAY, 'a year ago'],
    [3 * 365 * DAY, '3 years ago'],
  ])('uses the spec wording for a date %p ms old: %p', (elapsed, wording) => {
    expect(ago(elapsed)).toBe(wording);
  });

  it("reads future dates with 'in', but treats up to 45 s ahead as clock skew ('just now')", () => {
    expect(formatRelativeTime(NOW + 30 * SECOND, { now: NOW })).toBe('just now');
    expect(formatRelativeTime(NOW + 10 * MINUTE, { now: NOW })).toBe('in 10 minutes');
  });

  it("gives the bare duration without a suffix, and never 'just now'", () => {
    expect(formatRelativeTime(NOW - 2 * SECOND, { now: NOW, withoutSuffix: true })).toBe(
      'a few seconds',
    );
    expect(formatRelativeTime(NOW + 3 * HOUR, { now: NOW, withoutSuffix: true })).toBe('3 hours');
  });

  it('measures invalid dates from 1970-01-01', () => {
    expect(formatRelativeTime('garbage', { now: NOW })).toBe('54 years ago');
  });

  it('measures from the current time when no reference is given', () => {
    expect(formatRelativeTime(Date.now() - 3 * HOUR)).toBe('3 hours ago');
  });

  it('takes its wording from the translations, and follows a re-initialisation', () => {
    initI18n({
      translations: {
        'just now': "à l'instant",
        '%s ago': 'il y a %s',
        '%d minutes': '%d minutes',
      },
    });
    expect(ago(SECOND)).toBe("à l'instant");
    expect(ago(5 * MINUTE)).toBe('il y a 5 minutes');
    resetI18n();
    expect(ago(5 * MINUTE)).toBe('5 minutes ago');
  });
});

/**
 * The implementation before it dropped dayjs, kept here as the reference: dayjs's relativeTime
 * plugin with English wording, measured from the date itself under 45 s.
 */
dayjs.extend(relativeTimePlugin);
function dayjsRelativeTime(target: number, now: number, withoutSuffix: boolean): string {
  const elapsed = now - target;
  if (!withoutSuffix && elapsed < JUST_NOW_MS && elapsed > -45_000) return 'just now';
  const from = Math.abs(elapsed) < 45_000 ? target : now;
  return dayjs(target).from(from, withoutSuffix);
}

describe('formatRelativeTime against dayjs', () => {
  const YEAR = 365.25 * DAY;
  const MONTH = YEAR / 12;
  const NOW_2026 = Date.UTC(2026, 10, 25);
  // Every threshold of dayjs's relativeTime, with the half unit where its rounding turns.
  const thresholds = [
    44.5 * SECOND,
    45 * SECOND,
    89.5 * SECOND,
    90 * SECOND,
    1.5 * MINUTE,
    44.5 * MINUTE,
    89.5 * MINUTE,
    1.5 * HOUR,
    21.5 * HOUR,
    35.5 * HOUR,
    1.5 * DAY,
    25.5 * DAY,
    45.5 * DAY,
    1.5 * MONTH,
    10.5 * MONTH,
    17.5 * MONTH,
    1.5 * YEAR,
    2.5 * YEAR,
  ];
  const distance = fc.oneof(
    fc.integer({ min: -200 * SECOND, max: 200 * SECOND }),
    fc.integer({ min: -3 * HOUR, max: 3 * HOUR }),
    fc.integer({ min: -50 * DAY, max: 50 * DAY }),
    fc.integer({ min: Math.round(-3 * YEAR), max: Math.round(3 * YEAR) }),
    fc.integer({ min: Math.round(-30 * YEAR), max: Math.round(30 * YEAR) }),
    fc
      .tuple(fc.constantFrom(...thresholds), fc.integer({ min: -2 * HOUR, max: 2 * HOUR }))
      .chain(([at, jitter]) =>
        fc.constantFrom(Math.round(at) + (jitter % SECOND), Math.round(at) + jitter),
      )
      .chain((d) => fc.constantFrom(d, -d)),
  );
  // Any moment within 30 years of 2026, so DST changes and month ends come up.
  const moment = fc.integer({
    min: Math.round(NOW_2026 - 30 * YEAR),
    max: Math.round(NOW_2026 + 30 * YEAR),
  });

  it('words every distance as dayjs does (thresholds, rounding, calendar months, suffix)', () => {
    fc.assert(
      fc.property(moment, distance, fc.boolean(), (now, elapsed, withoutSuffix) => {
        const target = now - elapsed;
        expect(formatRelativeTime(target, { now, withoutSuffix })).toBe(
          dayjsRelativeTime(target, now, withoutSuffix),
        );
      }),
      { numRuns: 20_000 },
    );
  });

  it('words any two dates within 30 years of 2026 as dayjs does', () => {
    fc.assert(
      fc.property(moment, moment, fc.boolean(), (now, target, withoutSuffix) => {
        expect(formatRelativeTime(new Date(target), { now, withoutSuffix })).toBe(
          dayjsRelativeTime(target, now, withoutSuffix),
        );
      }),
      { numRuns: 5_000 },
    );
  });

  it('measures calendar months from month ends as dayjs does (Jan 31 + 1 month is Feb 28/29)', () => {
    const day = fc.record({
      year: fc.integer({ min: 1997, max: 2055 }),
      month: fc.integer({ min: 0, max: 11 }),
      date: fc.integer({ min: 26, max: 31 }),
      ms: fc.integer({ min: 0, max: DAY - 1 }),
    });
    fc.assert(
      fc.property(day, day, fc.boolean(), (a, b, withoutSuffix) => {
        const target = new Date(a.year, a.month, a.date).getTime() + a.ms;
        const now = new Date(b.year, b.month, b.date).getTime() + b.ms;
        expect(formatRelativeTime(target, { now, withoutSuffix })).toBe(
          dayjsRelativeTime(target, now, withoutSuffix),
        );
      }),
      { numRuns: 5_000 },
    );
  });
});
