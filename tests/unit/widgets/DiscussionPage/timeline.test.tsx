import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Timeline, type TimelineProps } from '../../../../widgets/DiscussionPage/Timeline';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

// jsdom has no PointerEvent: a MouseEvent with a pointerId carries the coordinates.
beforeAll(() => {
  if (typeof window.PointerEvent === 'function') return;
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
});

// The timeline's body and its date form are lazy parts. Compiling their modules the first time
// (a cold transform cache, as on CI) can take longer than findBy waits, so they are compiled once
// here; the component still loads them through its own dynamic import.
beforeAll(async () => {
  await import('../../../../widgets/DiscussionPage/TimelineBody');
  await import('../../../../widgets/DiscussionPage/TimelineDateJump');
}, 30000);

const timeline = () => screen.getByRole('navigation', { name: 'Timeline' });
const slider = () => screen.getByRole('slider', { name: 'Position in the thread' });

async function renderTimeline(props: Partial<TimelineProps> = {}) {
  const onJump = jest.fn<void, [number, { focus: true }?]>();
  const result = renderWithProviders(
    <Timeline
      discussionID={5}
      position={12}
      total={340}
      sort="dateInserted"
      onJump={onJump}
      {...props}
    />,
  );
  // The timeline's code is a lazy part: it renders once its chunk has arrived.
  if ((props.total ?? 340) >= 1) await screen.findByRole('navigation', { name: 'Timeline' });
  return { ...result, onJump };
}

/** `GET /comments` answering `before` as the result count; the filters it was asked with. */
function serveCount(before: number): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/comments`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json([], {
        headers: {
          'x-app-page-result-count': String(before),
          'x-app-page-current': '1',
          'x-app-page-limit': '1',
        },
      });
    }),
  );
  return asked;
}

async function jumpToDate(user: Awaited<ReturnType<typeof renderTimeline>>['user'], day: string) {
  await user.click(within(timeline()).getByRole('button', { name: 'A date' }));
  fireEvent.change(await screen.findByLabelText('Date'), { target: { value: day } });
  await user.click(screen.getByRole('button', { name: 'Go' }));
}

describe('Timeline', () => {
  it('shows the reader’s position as text and as a slider', async () => {
    await renderTimeline();
    expect(within(timeline()).getByText('12 / 340')).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-valuemin', '1');
    expect(slider()).toHaveAttribute('aria-valuemax', '340');
    expect(slider()).toHaveAttribute('aria-valuenow', '12');
    expect(slider()).toHaveAttribute('aria-valuetext', 'Comment 12 of 340');
  });

  it('renders nothing for a thread without comments, and one position for one comment', async () => {
    const { unmount } = await renderTimeline({ position: 0, total: 0 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    unmount();
    await renderTimeline({ position: 0, total: 1 });
    expect(within(timeline()).getByText('1 / 1')).toBeInTheDocument();
  });

  it.each([
    ['{ArrowUp}', 11],
    ['{ArrowLeft}', 11],
    ['{ArrowDown}', 13],
    ['{ArrowRight}', 13],
    ['{PageUp}', 2],
    ['{PageDown}', 22],
    ['{Home}', 1],
    ['{End}', 340],
  ])('moves with %s and jumps there', async (key, expected) => {
    const { user, onJump } = await renderTimeline();
    slider().focus();
    await user.keyboard(key);
    expect(onJump).toHaveBeenCalledWith(expected);
    expect(slider()).toHaveAttribute('aria-valuenow', String(expected));
    expect(within(timeline()).getByText(`${expected} / 340`)).toBeInTheDocument();
  });

  it('stays within the thread at its ends and moves on from the last key’s target', async () => {
    const { user, onJump } = await renderTimeline({ position: 1, total: 5 });
    slider().focus();
    await user.keyboard('{ArrowUp}{PageUp}{Home}');
    expect(onJump).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{ArrowDown}{PageDown}{End}');
    expect(onJump.mock.calls).toEqual([[2], [3], [5]]);
  });

  it('follows a drag along the track and jumps on release', async () => {
    const { onJump } = await renderTimeline({ position: 1, total: 101 });
    const track = slider().parentElement as HTMLElement;
    track.getBoundingClientRect = () =>
      ({ top: 0, left: 0, width: 20, height: 200, right: 20, bottom: 200 }) as DOMRect;
    fireEvent.pointerDown(track, { button: 0, pointerId: 1, clientX: 10, clientY: 50 });
    expect(within(timeline()).getByText('26 / 101')).toBeInTheDocument();
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 10, clientY: 100 });
    expect(within(timeline()).getByText('51 / 101')).toBeInTheDocument();
    expect(onJump).not.toHaveBeenCalled();
    fireEvent.pointerUp(track, { pointerId: 1, clientX: 10, clientY: 300 });
    expect(onJump).toHaveBeenCalledWith(101);
    expect(slider()).toHaveFocus();
  });

  it('jumps to the first and the last post, by date in the newest-first sort, moving focus there', async () => {
    const { user, onJump, rerender } = await renderTimeline();
    await user.click(screen.getByRole('button', { name: 'First post' }));
    await user.click(screen.getByRole('button', { name: 'Last post' }));
    expect(onJump.mock.calls).toEqual([
      [1, { focus: true }],
      [340, { focus: true }],
    ]);
    onJump.mockClear();
    rerender(
      <Timeline discussionID={5} position={12} total={340} sort="-dateInserted" onJump={onJump} />,
    );
    await user.click(screen.getByRole('button', { name: 'First post' }));
    await user.click(screen.getByRole('button', { name: 'Last post' }));
    expect(onJump.mock.calls).toEqual([
      [340, { focus: true }],
      [1, { focus: true }],
    ]);
  });

  it('offers the first unread comment with the count of new ones, only when there is one', async () => {
    const { user, onJump, rerender } = await renderTimeline({ firstUnread: 329, countUnread: 12 });
    await user.click(screen.getByRole('button', { name: 'First unread (12 new)' }));
    expect(onJump).toHaveBeenCalledWith(329, { focus: true });
    rerender(
      <Timeline
        discussionID={5}
        position={12}
        total={340}
        sort="dateInserted"
        firstUnread={3}
        onJump={onJump}
      />,
    );
    expect(screen.getByRole('button', { name: 'First unread' })).toBeInTheDocument();
    rerender(
      <Timeline discussionID={5} position={12} total={340} sort="dateInserted" onJump={onJump} />,
    );
    expect(screen.queryByRole('button', { name: /First unread/ })).not.toBeInTheDocument();
  });

  it('jumps to the first comment from a date, oldest first', async () => {
    const asked = serveCount(40);
    const { user, onJump } = await renderTimeline();
    const toggle = screen.getByRole('button', { name: 'A date' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await jumpToDate(user, '2026-05-01');
    expect(await screen.findByRole('button', { name: 'A date', expanded: false })).toBeVisible();
    expect(onJump).toHaveBeenCalledWith(41, { focus: true });
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      discussionID: '5',
      dateInserted: `<${new Date(2026, 4, 1).toISOString()}`,
      limit: '1',
      page: '1',
    });
  });

  it('jumps to the same comment newest first, and to the ends for dates outside the thread', async () => {
    serveCount(40);
    const { user, onJump, rerender } = await renderTimeline({ sort: '-dateInserted' });
    await jumpToDate(user, '2026-05-01');
    await screen.findByRole('button', { name: 'A date', expanded: false });
    expect(onJump).toHaveBeenLastCalledWith(300, { focus: true });
    serveCount(340);
    await jumpToDate(user, '2030-01-01');
    await screen.findByRole('button', { name: 'A date', expanded: false });
    expect(onJump).toHaveBeenLastCalledWith(1, { focus: true });
    rerender(
      <Timeline discussionID={5} position={12} total={340} sort="dateInserted" onJump={onJump} />,
    );
    await jumpToDate(user, '2030-01-01');
    await screen.findByRole('button', { name: 'A date', expanded: false });
    expect(onJump).toHaveBeenLastCalledWith(340, { focus: true });
  });

  it('shows a failed date look-up beside the form and does not jump', async () => {
    server.use(
      http.get(`${API}/comments`, () =>
        HttpResponse.json({ message: 'Server exploded.', status: 500 }, { status: 500 }),
      ),
    );
    const { user, onJump } = await renderTimeline();
    await jumpToDate(user, '2026-05-01');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That date could not be looked up. Try again.');
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(alert.textContent ?? '');
    expect(screen.getByRole('button', { name: 'A date' })).toHaveAttribute('aria-expanded', 'true');
    expect(onJump).not.toHaveBeenCalled();
  });

  it.each(['-score', '-experimentalTrending'])(
    'offers no date jump in the %s sort',
    async (sort) => {
      await renderTimeline({ sort });
      expect(screen.queryByRole('button', { name: 'A date' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Date')).not.toBeInTheDocument();
    },
  );

  it('gives two timelines on a page distinct names', async () => {
    renderWithProviders(
      <>
        <Timeline discussionID={5} position={1} total={3} sort="dateInserted" onJump={jest.fn()} />
        <Timeline discussionID={6} position={1} total={3} sort="dateInserted" onJump={jest.fn()} />
      </>,
    );
    const names = (await screen.findAllByRole('navigation')).map((nav) =>
      nav.getAttribute('aria-label'),
    );
    expect(new Set(names).size).toBe(2);
    expect(names[0]).toMatch(/^Timeline/);
  });
});
