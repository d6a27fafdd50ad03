// The post page's live updates (issue 36 §3): the discussion's comment events from a fake
// `/api/v2/events` stream (or, with no endpoint, the 30 s polling), through the real store, the
// real live hub and msw answers for the comments.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import type { ApiComment } from '@/api/types/posting';
import { COMMENT_POLL_MS } from '@/features/live/commentPolling';
import { ANNOUNCE_INTERVAL_MS } from '@/features/live/liveAnnouncer';
import {
  DiscussionPage,
  type DiscussionPageProps,
} from '../../../../widgets/DiscussionPage/DiscussionPage';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import {
  answerEvents,
  type EventsServer,
  serveEvents,
  settle,
  useLiveTimers,
} from '../../live/streamSupport';
import { comment, discussion, GUEST, MEMBER } from './fixtures';

const PATH = '/discussion/5/how-do-widgets-mount';
const ME = 3;

let nextEventID = 1;

/** Writes one SSE event to the open stream, as the server would. */
async function send(
  served: EventsServer,
  type: string,
  data: Record<string, number> = {},
): Promise<void> {
  await act(async () => {
    served.streams
      .at(-1)!
      .send(`id: ${nextEventID++}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    await settle();
  });
}

/** Lets requests, stream reads and renders run, without moving the clock. */
const flush = (): Promise<void> => act(() => settle(8));

/** `GET /comments/{id}` answers from `comments` (404 for others), or `hold` for a test's timing. */
function serveComment(comments: Record<number, ApiComment>): void {
  server.use(
    http.get(`${API}/comments/:id`, ({ params }) => {
      const found = comments[Number(params.id)];
      return found ? HttpResponse.json(found) : HttpResponse.json({}, { status: 404 });
    }),
  );
}

/** `GET /comments` answers the thread of `thread.total` comments (IDs 1..total), by page. */
function serveThread(thread: { total: number; pages: string[] }): void {
  server.use(
    http.get(`${API}/comments`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 30);
      thread.pages.push(`${query.get('sort')}|${page}|${limit}`);
      const first = (page - 1) * limit + 1;
      const count = Math.max(0, Math.min(limit, thread.total - first + 1));
      const ids = Array.from({ length: count }, (_, i) =>
        query.get('sort') === '-dateInserted' ? thread.total - first + 1 - i : first + i,
      );
      return HttpResponse.json(
        ids.map((id) => comment(id)),
        { headers: { 'x-app-page-result-count': String(thread.total) } },
      );
    }),
  );
}

const range = (from: number, to: number): ApiComment[] =>
  Array.from({ length: to - from + 1 }, (_, i) => comment(from + i));

/** Renders the post page (3 comments, 30 a page by default) and waits for its open stream. */
async function openPage(
  config: BootstrapConfig = MEMBER,
  props: Partial<DiscussionPageProps> = {},
  events: () => EventsServer | { count: number } = serveEvents,
) {
  const served = events();
  const rendered = renderWithProviders(
    <DiscussionPage
      discussionID={5}
      discussion={discussion()}
      comments={range(1, 3)}
      totalComments={3}
      limit={30}
      {...props}
    />,
    { config },
  );
  // The lone tab claims the lead (BroadcastChannel fallback) and opens the stream.
  await act(async () => {
    await jest.advanceTimersByTimeAsync(2000);
    await settle();
  });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { ...rendered, user, served: served as EventsServer };
}

const thread = () => screen.getByRole('region', { name: 'Comments' });
const articles = () => within(thread()).getAllByRole('article');
const names = () => articles().map((a) => a.getAttribute('aria-label'));
const region = () => document.querySelector('[role="status"][aria-live="polite"]');
/** What the page's polite live region says, without the no-break space it toggles. */
const announced = () => region()?.textContent?.replace(/\u00a0/g, '') ?? '';

/**
 * The page's announcer is shared by the whole file and says at most one summary per 10 s of
 * `Date.now()`: each test starts an hour after the last, so none waits on another's summary.
 */
let clock = Date.now();

beforeEach(() => {
  useLiveTimers();
  clock += 3_600_000;
  jest.setSystemTime(clock);
  window.history.replaceState(null, '', PATH);
  const live = region();
  if (live) live.textContent = '';
});
afterEach(async () => {
  // A summary still waiting is said, so the page's shared announcer is quiet for the next test.
  await act(() => jest.advanceTimersByTimeAsync(ANNOUNCE_INTERVAL_MS));
  jest.useRealTimers();
});

describe('the post page, live', () => {
  it("appends another member's comment at the end of the last page and announces it", async () => {
    serveComment({ 4: comment(4) });
    const { served } = await openPage();
    expect(served.streams).toHaveLength(1);
    const focused = within(articles()[0]!).getByRole('button', { name: /Quote/ });
    focused.focus();
    await send(served, 'comment.created', { discussionID: 5, commentID: 4 });
    await flush();
    expect(names()).toEqual([
      'Comment by writer1',
      'Comment by writer2',
      'Comment by writer3',
      'Comment by writer4',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: '4 Comments' })).toBeInTheDocument();
    expect(announced()).toBe('1 new comment');
    // Nothing took the reader's focus, and no button: the comment is in place.
    expect(focused).toHaveFocus();
    expect(screen.queryByRole('button', { name: /new comment/ })).toBeNull();
  });

  it('announces a comment once when two post page widgets of the discussion hear it', async () => {
    serveThread({ total: 11, pages: [] });
    serveComment({ 11: comment(11) });
    const served = serveEvents();
    const widget = (
      <DiscussionPage
        discussionID={5}
        discussion={discussion()}
        comments={range(1, 5)}
        totalComments={10}
        limit={5}
      />
    );
    renderWithProviders(
      <>
        {widget}
        {widget}
      </>,
      { config: MEMBER },
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
      await settle();
    });
    await send(served, 'comment.created', { discussionID: 5, commentID: 11 });
    await flush();
    // Each widget, on page 1 of 2, counts it behind its button (one request for both); the
    // page says it once.
    expect(screen.getAllByRole('button', { name: '1 new comment' })).toHaveLength(2);
    expect(announced()).toBe('1 new comment');
    // No second summary when the 10 s are over (the region would say its text again, the
    // no-break space toggled).
    const said = region()?.textContent;
    act(() => {
      jest.advanceTimersByTime(ANNOUNCE_INTERVAL_MS);
    });
    expect(region()?.textContent).toBe(said);
  });

  it('ignores the events of other discussions', async () => {
    const requests = recordRequests();
    const { served } = await openPage();
    await send(served, 'comment.created', { discussionID: 9, commentID: 4 });
    await send(served, 'comment.updated', { discussionID: 9, commentID: 2 });
    await send(served, 'comment.deleted', { discussionID: 9, commentID: 3 });
    await flush();
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/v2/events']);
    expect(articles()).toHaveLength(3);
    expect(screen.queryByText('This comment has been deleted.')).toBeNull();
    expect(announced()).toBe('');
  });

  it('shows "n new comments" on an earlier page, and the button leads to the first of them', async () => {
    const pages = { total: 67, pages: [] as string[] };
    serveThread(pages);
    serveComment({ 66: comment(66), 67: comment(67) });
    const { served, user } = await openPage(MEMBER, { comments: range(1, 30), totalComments: 65 });
    await send(served, 'comment.created', { discussionID: 5, commentID: 66 });
    await flush();
    expect(screen.getByRole('button', { name: '1 new comment' })).toBeVisible();
    await send(served, 'comment.created', { discussionID: 5, commentID: 67 });
    await flush();
    const button = screen.getByRole('button', { name: '2 new comments' });
    // The page itself did not change: 30 comments, the first page's.
    expect(articles()).toHaveLength(30);
    expect(names().at(-1)).toBe('Comment by writer30');
    await user.click(button);
    await flush();
    await act(() => jest.advanceTimersByTimeAsync(50));
    // Comment 66 is the 66th: page 3 of 30 a page, asked again for the new ones.
    expect(window.location.pathname).toBe(`${PATH}/p3`);
    expect(window.location.hash).toBe('#Comment_66');
    expect(pages.pages).toEqual(['dateInserted|3|30']);
    expect(names().slice(-2)).toEqual(['Comment by writer66', 'Comment by writer67']);
    expect(within(thread()).getByRole('article', { name: 'Comment by writer66' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /new comment/ })).toBeNull();
  });

  it('shows the button instead of appending when the last page is full', async () => {
    const pages = { total: 31, pages: [] as string[] };
    serveThread(pages);
    serveComment({ 31: comment(31) });
    const { served, user } = await openPage(MEMBER, { comments: range(1, 30), totalComments: 30 });
    await send(served, 'comment.created', { discussionID: 5, commentID: 31 });
    await flush();
    expect(articles()).toHaveLength(30);
    await user.click(screen.getByRole('button', { name: '1 new comment' }));
    await flush();
    expect(window.location.pathname).toBe(`${PATH}/p2`);
    expect(names()).toEqual(['Comment by writer31']);
  });

  it('newest first: never inserts above the reader, the button leads to page 1 asked again', async () => {
    const pages = { total: 4, pages: [] as string[] };
    serveThread(pages);
    serveComment({ 4: comment(4) });
    window.history.replaceState(null, '', `${PATH}?sort=-dateInserted`);
    const { served, user } = await openPage(MEMBER, {
      comments: [comment(3), comment(2), comment(1)],
      sort: '-dateInserted',
    });
    await send(served, 'comment.created', { discussionID: 5, commentID: 4 });
    await flush();
    expect(names()[0]).toBe('Comment by writer3');
    await user.click(screen.getByRole('button', { name: '1 new comment' }));
    await flush();
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(pages.pages).toEqual(['-dateInserted|1|30']);
    expect(names()[0]).toBe('Comment by writer4');
    expect(within(thread()).getByRole('article', { name: 'Comment by writer4' })).toHaveFocus();
  });

  describe("the reader's own comment is shown once", () => {
    const mine = comment(4, { insertUserID: ME, insertUser: { userID: ME, name: 'member' } });
    const post = (): void =>
      act(() => {
        document.dispatchEvent(
          new CustomEvent('fw:comment-posted', { detail: { discussionID: 5, comment: mine } }),
        );
      });

    it('when the composer answers before the event', async () => {
      const requests = recordRequests();
      serveComment({ 4: mine });
      const { served } = await openPage();
      post();
      await send(served, 'comment.created', { discussionID: 5, commentID: 4 });
      await flush();
      expect(names()).toHaveLength(4);
      expect(names().filter((n) => n === 'Comment by member')).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 2, name: '4 Comments' })).toBeInTheDocument();
      // Already shown: not even fetched, and not announced as news.
      expect(requests.some((r) => new URL(r.url).pathname === '/api/v2/comments/4')).toBe(false);
      expect(announced()).toBe('');
    });

    it('when the event and its fetch come before the composer answers', async () => {
      serveComment({ 4: mine });
      const { served } = await openPage();
      await send(served, 'comment.created', { discussionID: 5, commentID: 4 });
      await flush();
      expect(names()).toHaveLength(4);
      post();
      await flush();
      expect(names().filter((n) => n === 'Comment by member')).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 2, name: '4 Comments' })).toBeInTheDocument();
      expect(announced()).toBe('');
      expect(screen.queryByRole('button', { name: /new comment/ })).toBeNull();
    });

    it('when the composer answers while the event’s fetch is on its way', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.get(`${API}/comments/4`, async () => {
          await held;
          return HttpResponse.json(mine);
        }),
      );
      const { served } = await openPage();
      await send(served, 'comment.created', { discussionID: 5, commentID: 4 });
      post();
      release();
      await flush();
      expect(names().filter((n) => n === 'Comment by member')).toHaveLength(1);
      expect(names()).toHaveLength(4);
      expect(screen.getByRole('heading', { level: 2, name: '4 Comments' })).toBeInTheDocument();
      expect(announced()).toBe('');
    });

    it('on an earlier page: no button for it', async () => {
      serveComment({ 66: { ...mine, commentID: 66 } });
      serveThread({ total: 66, pages: [] });
      const { served } = await openPage(MEMBER, { comments: range(1, 30), totalComments: 65 });
      await send(served, 'comment.created', { discussionID: 5, commentID: 66 });
      await flush();
      expect(screen.queryByRole('button', { name: /new comment/ })).toBeNull();
      expect(announced()).toBe('');
    });
  });

  it('refetches an edited comment in place, without moving focus', async () => {
    serveComment({ 2: comment(2, { body: '<p>Edited elsewhere</p>' }) });
    const { served } = await openPage();
    const quote = within(articles()[2]!).getByRole('button', { name: /Quote/ });
    quote.focus();
    await send(served, 'comment.updated', { discussionID: 5, commentID: 2 });
    await flush();
    const second = within(thread()).getByRole('article', { name: 'Comment by writer2' });
    expect(within(second).getByText('Edited elsewhere')).toBeInTheDocument();
    expect(names()).toHaveLength(3);
    expect(quote).toHaveFocus();
  });

  it('asks again for an edit heard while the last one is loading', async () => {
    let bodies = ['<p>First edit</p>', '<p>Second edit</p>'];
    let asked = 0;
    server.use(
      http.get(`${API}/comments/2`, () => {
        asked += 1;
        const body = bodies[0]!;
        bodies = bodies.slice(1);
        return HttpResponse.json(comment(2, { body }));
      }),
    );
    const { served } = await openPage();
    await act(async () => {
      served.streams[0]!.send(
        `id: ${nextEventID++}\nevent: comment.updated\ndata: {"discussionID":5,"commentID":2}\n\n` +
          `id: ${nextEventID++}\nevent: comment.updated\ndata: {"discussionID":5,"commentID":2}\n\n`,
      );
      await settle(10);
    });
    expect(asked).toBe(2);
    expect(screen.getByText('Second edit')).toBeInTheDocument();
  });

  it('turns a comment deleted elsewhere into a tombstone in its place', async () => {
    const { served } = await openPage(GUEST);
    await send(served, 'comment.deleted', { discussionID: 5, commentID: 2 });
    await flush();
    const items = articles();
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveAccessibleName('Deleted comment');
    expect(within(items[1]!).getByText('This comment has been deleted.')).toBeInTheDocument();
    expect(items[2]).toHaveAccessibleName('Comment by writer3');
  });

  it('counts a new comment behind the button down again when it is deleted before it is read', async () => {
    serveComment({ 66: comment(66), 67: comment(67) });
    const { served } = await openPage(MEMBER, { comments: range(1, 30), totalComments: 65 });
    await send(served, 'comment.created', { discussionID: 5, commentID: 66 });
    await send(served, 'comment.created', { discussionID: 5, commentID: 67 });
    await flush();
    expect(screen.getByRole('button', { name: '2 new comments' })).toBeVisible();
    await send(served, 'comment.deleted', { discussionID: 5, commentID: 67 });
    expect(screen.getByRole('button', { name: '1 new comment' })).toBeVisible();
  });

  it('refetches the page shown on reset, and counts what it missed', async () => {
    const pages = { total: 5, pages: [] as string[] };
    serveThread(pages);
    // A reset refreshes the title bar's counts too (the live hub's own reaction).
    server.use(http.get(`${API}/users/me-counts`, () => HttpResponse.json({})));
    const { served } = await openPage();
    await send(served, 'reset');
    await flush();
    expect(pages.pages).toEqual(['dateInserted|1|30']);
    expect(names()).toHaveLength(5);
    expect(names().at(-1)).toBe('Comment by writer5');
    await act(() => jest.advanceTimersByTimeAsync(ANNOUNCE_INTERVAL_MS));
    expect(announced()).toBe('2 new comments');
  });

  it('shows a guest the new comments of a public discussion', async () => {
    serveComment({ 4: comment(4) });
    const { served } = await openPage(GUEST);
    await send(served, 'comment.created', { discussionID: 5, commentID: 4 });
    await flush();
    expect(names().at(-1)).toBe('Comment by writer4');
  });
});

describe('the post page, polling (no events endpoint)', () => {
  it('checks the page shown every 30 s: new comments join it, the rest go behind the button', async () => {
    const pages = { total: 3, pages: [] as string[] };
    serveThread(pages);
    const { unmount } = await openPage(MEMBER, { comments: range(1, 3), limit: 5 }, () =>
      answerEvents(404),
    );
    await act(() => jest.advanceTimersByTimeAsync(COMMENT_POLL_MS));
    await flush();
    expect(pages.pages).toEqual(['dateInserted|1|5']);
    expect(names()).toHaveLength(3);
    // Four more: two fit on this page of five, two are on page 2.
    pages.total = 7;
    await act(() => jest.advanceTimersByTimeAsync(COMMENT_POLL_MS));
    await flush();
    expect(names()).toHaveLength(5);
    expect(screen.getByRole('button', { name: '2 new comments' })).toBeVisible();
    await act(() => jest.advanceTimersByTimeAsync(ANNOUNCE_INTERVAL_MS));
    expect(announced()).toBe('4 new comments');
    unmount();
    await act(() => jest.advanceTimersByTimeAsync(3 * COMMENT_POLL_MS));
    expect(pages.pages).toHaveLength(2);
  });

  it('does not count the reader’s own comment as new', async () => {
    const pages = { total: 3, pages: [] as string[] };
    serveThread(pages);
    await openPage(MEMBER, {}, () => answerEvents(404));
    pages.total = 4;
    act(() => {
      document.dispatchEvent(
        new CustomEvent('fw:comment-posted', {
          detail: { discussionID: 5, comment: comment(4, { insertUserID: ME }) },
        }),
      );
    });
    await act(() => jest.advanceTimersByTimeAsync(COMMENT_POLL_MS));
    await flush();
    expect(names()).toHaveLength(4);
    expect(announced()).toBe('');
  });

  it('in another sort, asks a one-comment probe and shows the button', async () => {
    const pages = { total: 3, pages: [] as string[] };
    serveThread(pages);
    window.history.replaceState(null, '', `${PATH}?sort=-score`);
    await openPage(MEMBER, { sort: '-score' }, () => answerEvents(404));
    await act(() => jest.advanceTimersByTimeAsync(COMMENT_POLL_MS));
    await flush();
    pages.total = 4;
    await act(() => jest.advanceTimersByTimeAsync(COMMENT_POLL_MS));
    await flush();
    expect(pages.pages).toEqual(['dateInserted|1|1', 'dateInserted|1|1']);
    expect(names()).toHaveLength(3);
    expect(screen.getByRole('button', { name: '1 new comment' })).toBeVisible();
  });
});
