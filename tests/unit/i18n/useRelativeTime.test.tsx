import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RELATIVE_TIME_REFRESH_MS, useRelativeTime } from '@/i18n/useRelativeTime';

const START = Date.UTC(2024, 5, 15, 12, 0, 0);

function Stamp({ date, label }: { date: number; label: string }): ReactElement {
  return <span aria-label={label}>{useRelativeTime(date)}</span>;
}

beforeEach(() => {
  jest.useFakeTimers({ now: START });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useRelativeTime', () => {
  it("shows 'just now' for a new date and refreshes to 'a few seconds ago' after 30 s", () => {
    const { result } = renderHook(() => useRelativeTime(START));
    expect(result.current).toBe('just now');
    act(() => jest.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS - 1));
    expect(result.current).toBe('just now');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('a few seconds ago');
    act(() => jest.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS));
    expect(result.current).toBe('a minute ago');
  });

  it('shares one interval between every mounted date, and stops it when the last one unmounts', () => {
    const first = render(<Stamp date={START - 60_000} label="first" />);
    const second = render(<Stamp date={START - 3_600_000} label="second" />);
    const third = render(<Stamp date={START} label="third" />);
    expect(jest.getTimerCount()).toBe(1);

    act(() => jest.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS * 2));
    expect(screen.getByLabelText('first')).toHaveTextContent('2 minutes ago');
    expect(screen.getByLabelText('second')).toHaveTextContent('an hour ago');
    expect(screen.getByLabelText('third')).toHaveTextContent('a minute ago');

    first.unmount();
    second.unmount();
    expect(jest.getTimerCount()).toBe(1);
    third.unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('is exact for a component mounted between two refreshes', () => {
    const early = render(<Stamp date={START} label="early" />);
    act(() => jest.advanceTimersByTime(20_000));
    render(<Stamp date={START - 3_000} label="late" />);
    expect(screen.getByLabelText('late')).toHaveTextContent('a few seconds ago');
    early.unmount();
  });

  it('follows a new date passed by the parent without waiting for the next refresh', () => {
    const { result, rerender } = renderHook(({ date }) => useRelativeTime(date), {
      initialProps: { date: START },
    });
    rerender({ date: START - 2 * 3_600_000 });
    expect(result.current).toBe('2 hours ago');
  });
});
