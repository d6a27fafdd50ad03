import { formatRelativeTime, JUST_NOW_MS } from '@/i18n/relativeTime';
import { initI18n, resetI18n } from '@/i18n/translate';

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
