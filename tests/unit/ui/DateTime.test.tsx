import { act, render, screen } from '@testing-library/react';
import { RELATIVE_TIME_REFRESH_MS } from '@/i18n/useRelativeTime';
import { DateTime } from '@/ui/DateTime';
import { formatDate } from '@/ui/formatDate';

const LATE_EVENING_UTC = '2024-01-05T23:30:00Z';

/** ICU puts a narrow no-break space before AM/PM in some versions. */
const titleOf = (element: HTMLElement): string | undefined =>
  element.getAttribute('title')?.replace(/\s/g, ' ');

describe('DateTime (fixed)', () => {
  it.each([
    ['default', 'Jan 5, 2024'],
    ['extended', 'Friday, January 5, 2024 at 11:30 PM'],
    ['compact', '1/5/24'],
    ['time', '11:30 PM'],
  ] as const)('formats the %s type as %s', (type, text) => {
    render(<DateTime date={LATE_EVENING_UTC} timezone="UTC" type={type} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows the date in the given time zone', () => {
    render(<DateTime date={LATE_EVENING_UTC} timezone="Asia/Tokyo" />);
    expect(screen.getByText('Jan 6, 2024')).toBeInTheDocument();
  });

  it('renders a <time> with the machine date and the full date as its title', () => {
    render(<DateTime timestamp={LATE_EVENING_UTC} timezone="UTC" />);
    const time = screen.getByText('Jan 5, 2024');
    expect(time.tagName.toLowerCase()).toBe('time');
    expect(time).toHaveAttribute('dateTime', '2024-01-05T23:30:00.000Z');
    expect(titleOf(time)).toBe('Friday, January 5, 2024 at 11:30 PM');
  });

  it('accepts milliseconds since the epoch', () => {
    render(<DateTime date={Date.UTC(2023, 6, 4, 12)} timezone="UTC" />);
    expect(screen.getByText('Jul 4, 2023')).toBeInTheDocument();
  });

  it('shows an invalid date as 1970-01-01', () => {
    render(<DateTime date="not a date" timezone="UTC" />);
    expect(screen.getByText('Jan 1, 1970')).toHaveAttribute('dateTime', '1970-01-01T00:00:00.000Z');
  });

  it("falls back to the browser's zone for an unknown time zone", () => {
    expect(() => formatDate(LATE_EVENING_UTC, 'default', 'Mars/Olympus')).not.toThrow();
  });
});

describe('DateTime (relative)', () => {
  const NOW = Date.UTC(2024, 5, 15, 12, 0, 0);
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it("reads 'just now', then refreshes every 30 s with the i18n wording", () => {
    render(<DateTime date={NOW} mode="relative" timezone="UTC" />);
    const time = screen.getByText('just now');
    expect(titleOf(time)).toBe('Saturday, June 15, 2024 at 12:00 PM');
    act(() => jest.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS));
    expect(time).toHaveTextContent('a few seconds ago');
    act(() => jest.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS));
    expect(time).toHaveTextContent('a minute ago');
  });

  it('reads older dates in the same wording', () => {
    render(<DateTime date={NOW - 3 * 86_400_000} mode="relative" />);
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
  });
});
