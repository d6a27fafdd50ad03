import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EDIT_COUNTDOWN_FAST_MS,
  EDIT_COUNTDOWN_SLOW_MS,
  EditCountdown,
  formatTimeLeft,
  getEditDeadline,
} from '@/ui/EditCountdown';

const NOW = Date.UTC(2024, 2, 1, 9, 0, 0);

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

const advance = (ms: number): void => act(() => jest.advanceTimersByTime(ms));

describe('EditCountdown', () => {
  it("reads 'Edit (time)' with the time left", () => {
    render(<EditCountdown deadline={NOW + 5 * 60_000 + 30_000} onEdit={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Edit (5 minutes)' })).toBeInTheDocument();
  });

  it('refreshes every 10 s while more than a minute remains, then every 5 s', () => {
    render(<EditCountdown deadline={NOW + 62_000} onEdit={jest.fn()} />);
    const control = screen.getByRole('button');
    expect(control).toHaveTextContent('Edit (1 minute)');
    advance(EDIT_COUNTDOWN_SLOW_MS - 1);
    expect(control).toHaveTextContent('Edit (1 minute)');
    advance(1);
    expect(control).toHaveTextContent('Edit (52 seconds)');
    advance(EDIT_COUNTDOWN_FAST_MS - 1);
    expect(control).toHaveTextContent('Edit (52 seconds)');
    advance(1);
    expect(control).toHaveTextContent('Edit (47 seconds)');
    advance(EDIT_COUNTDOWN_FAST_MS);
    expect(control).toHaveTextContent('Edit (42 seconds)');
  });

  it('keeps the 10 s step while over a minute remains', () => {
    render(<EditCountdown deadline={NOW + 3 * 60_000 + 5_000} onEdit={jest.fn()} />);
    const control = screen.getByRole('button');
    expect(control).toHaveTextContent('Edit (3 minutes)');
    advance(EDIT_COUNTDOWN_FAST_MS);
    expect(control).toHaveTextContent('Edit (3 minutes)');
    advance(EDIT_COUNTDOWN_FAST_MS);
    expect(control).toHaveTextContent('Edit (2 minutes)');
  });

  it('disappears when the time runs out and says so once', () => {
    const onExpire = jest.fn();
    render(<EditCountdown deadline={NOW + 7_000} onEdit={jest.fn()} onExpire={onExpire} />);
    expect(screen.getByRole('button')).toHaveTextContent('Edit (7 seconds)');
    advance(EDIT_COUNTDOWN_FAST_MS);
    expect(screen.getByRole('button')).toHaveTextContent('Edit (2 seconds)');
    advance(2_000);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(onExpire).toHaveBeenCalledTimes(1);
    advance(60_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows nothing for a deadline already past', () => {
    const { container } = render(<EditCountdown deadline={NOW - 1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows plain 'Edit' with no timer when there is no limit", () => {
    render(<EditCountdown deadline={getEditDeadline(NOW, -1)} onEdit={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('is a link to a safe edit address, and a button otherwise', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onEdit = jest.fn();
    const { rerender } = render(
      <EditCountdown deadline={NOW + 120_000} href="/post/editdiscussion/3" />,
    );
    expect(screen.getByRole('link', { name: 'Edit (2 minutes)' })).toHaveAttribute(
      'href',
      '/post/editdiscussion/3',
    );
    rerender(<EditCountdown deadline={NOW + 120_000} href="javascript:x()" onEdit={onEdit} />);
    await user.click(screen.getByRole('button', { name: 'Edit (2 minutes)' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });
});

describe('getEditDeadline and formatTimeLeft', () => {
  it('adds the edit timeout in seconds to the post date; -1 means no limit', () => {
    expect(getEditDeadline('2024-03-01T09:00:00Z', 3600)).toBe(NOW + 3_600_000);
    expect(getEditDeadline('2024-03-01T09:00:00Z', -1)).toBeNull();
  });

  it.each([
    [2 * 3_600_000 + 5_000, '2 hours'],
    [3_600_000, '1 hour'],
    [59 * 60_000 + 59_000, '59 minutes'],
    [60_000, '1 minute'],
    [59_999, '59 seconds'],
    [1_000, '1 second'],
    [-5, '0 seconds'],
  ])('reads %i ms as %s', (ms, text) => {
    expect(formatTimeLeft(ms)).toBe(text);
  });
});
