import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { READ_DWELL_MS } from '@/features/readPosition/readTracker';
import { useReadTracker } from '@/features/readPosition/useReadTracker';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { TestObserver } from './testObserver';

/** A thread of `count` comments after `from` read ones, as the post page renders them. */
function Thread({ from, count }: { from: number; count: number }): ReactElement {
  const { position, refFor } = useReadTracker(9, 40, 40 - from);
  return (
    <div>
      <p data-testid="position">{position}</p>
      {Array.from({ length: count }, (_, i) => (
        <article key={i} data-testid={`c${from + i + 1}`} ref={refFor(from + i + 1)} />
      ))}
    </div>
  );
}

const member = { config: { currentUser: { userID: 3, name: 'member' } } };
let puts: number[];

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  TestObserver.current = undefined;
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = TestObserver;
  localStorage.clear();
  puts = [];
  server.use(
    http.put(`${API}/discussions/9/read`, async ({ request }) => {
      const { countCommentsRead } = (await request.json()) as { countCommentsRead: number };
      puts.push(countCommentsRead);
      return HttpResponse.json({
        discussionID: 9,
        countCommentsRead,
        countUnread: 40 - countCommentsRead,
        unread: countCommentsRead < 40,
      });
    }),
  );
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.useRealTimers();
});

/** The tracker's chunk loads after the first render: its observer then exists. */
async function trackerStarted(): Promise<TestObserver> {
  await waitFor(() => expect(TestObserver.current).toBeDefined());
  return TestObserver.current!;
}

describe('useReadTracker', () => {
  it('watches the comments rendered before the tracker started, and shows the position', async () => {
    const view = renderWithProviders(<Thread from={10} count={3} />, member);
    expect(view.getByTestId('position').textContent).toBe('10');
    const io = await trackerStarted();
    expect(io.targets.size).toBe(3);
    act(() => io.show(view.getByTestId('c12'), 1));
    await act(() => jest.advanceTimersByTimeAsync(READ_DWELL_MS));
    expect(view.getByTestId('position').textContent).toBe('12');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(puts).toEqual([12]);
  });

  it('keeps watching through re-renders, and stops with the page', async () => {
    const view = renderWithProviders(<Thread from={0} count={2} />, member);
    const io = await trackerStarted();
    view.rerender(<Thread from={0} count={3} />);
    expect(io.targets.size).toBe(3);
    view.unmount();
    expect(io.targets.size).toBe(0);
  });

  it('never moves for a guest', async () => {
    const view = renderWithProviders(<Thread from={0} count={2} />, {
      config: { currentUser: { userID: 0, name: 'Guest' } },
    });
    expect(TestObserver.current).toBeUndefined();
    await act(() => jest.advanceTimersByTimeAsync(5 * READ_DWELL_MS));
    expect(view.getByTestId('position').textContent).toBe('0');
    expect(puts).toEqual([]);
  });
});
