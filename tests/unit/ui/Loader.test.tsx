import { act, render, screen } from '@testing-library/react';
import { LOADER_DELAY_MS } from '@/theme/themeConstants';
import { Loader } from '@/ui/Loader';
import { Skeleton } from '@/ui/Skeleton';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Loader', () => {
  it('appears only after the default 150 ms delay', () => {
    render(<Loader />);
    act(() => jest.advanceTimersByTime(LOADER_DELAY_MS - 1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveTextContent('Loading');
  });

  it('honours a custom delay and label', () => {
    render(<Loader delay={400} label="Loading comments" />);
    act(() => jest.advanceTimersByTime(399));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: 'Loading comments' })).toBeInTheDocument();
  });

  it('shows at once with a delay of 0', () => {
    render(<Loader delay={0} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('never appears when the content arrives before the delay', () => {
    const { unmount } = render(<Loader />);
    act(() => jest.advanceTimersByTime(100));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('Skeleton', () => {
  const blocks = (container: HTMLElement): number =>
    container.querySelectorAll('.fw-skeleton-block').length;

  it('shows three placeholder blocks by default, announced as loading', () => {
    const { container } = render(<Skeleton />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(blocks(container)).toBe(3);
  });

  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [0, 1],
    [7, 3],
    [Number.NaN, 1],
  ])('asked for %p blocks, shows %i (1 to 3)', (asked, shown) => {
    const { container } = render(<Skeleton blocks={asked} />);
    expect(blocks(container)).toBe(shown);
  });
});
