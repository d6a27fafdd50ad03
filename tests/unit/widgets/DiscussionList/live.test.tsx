import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiDiscussion } from '@/api/types/discussions';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { DiscussionList } from '../../../../widgets/DiscussionList/DiscussionList';
import { FakeLocks } from '../../live/fakeTabs';
import { serveEvents, settle, type EventsServer } from '../../live/streamSupport';
import { API, recordRequests, server, TEST_CONFIG } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

/*
 * The discussion list's live updates (issue 36 §3), with a real store, the real live hub and
 * msw at the network edge: `GET /api/v2/events` is an open stream the test writes to, and
 * `GET /discussions` answers from a small in-memory forum. The tab holds an in-memory Web Lock
 * (jsdom has none), so it leads and opens the stream at once.
 */

const item = (id: number, extra: Partial<ApiDiscussion> = {}): ApiDiscussion => ({
  discussionID: id,
  name: `Discussion ${id}`,
  categoryID: 1,
  category: { name: 'General', url: 'http://localhost/categories/general' },
  url: `http://localhost/discussion/${id}/d`,
  insertUserID: 4,
  insertUser: { userID: 4, name: 'member2' },
  countViews: 10,
  countComments: 3,
  dateInserted: '2025-06-01T00:00:00Z',
  dateLastComment: '2025-06-01T00:00:00Z',
  ...extra,
});

const MEMBER: BootstrapConfig = {
  ...TEST_CONFIG,
  currentUser: { userID: 3, name: 'member' },
  permissions: {
    permissions: [
      { type: 'global', id: null, permissions: { 'session.valid': true, 'comments.add': true } },
    ],
  },
};

/** The forum behind `GET /discussions`: newest first; `tagged` are the IDs tag 7 holds. */
interface Forum {
  discussions: ApiDiscussion[];
  tagged: number[];
}

function serveForum(forum: Forum): void {
  server.use(
    http.get(`${API}/discussions`, ({ request }) => {
      const url = new URL(request.url);
      const ids = url.searchParams.getAll('discussionID[]').map(Number);
      const categoryID = url.searchParams.get('categoryID');
      const tagID = url.searchParams.get('tagID');
      let found = forum.discussions;
      if (ids.length > 0) found = found.filter((d) => ids.includes(d.discussionID));
      if (categoryID) found = found.filter((d) => d.categoryID === Number(categoryID));
      if (tagID) found = found.filter((d) => forum.tagged.includes(d.discussionID));
      return HttpResponse.json(found.slice(0, Number(url.searchParams.get('limit') ?? 30)), {
        headers: { 'x-app-page-result-count': String(found.length) },
      });
    }),
  );
}

const onPage = (forum: Forum, ...ids: number[]): ApiDiscussion[] =>
  ids.map((id) => forum.discussions.find((d) => d.discussionID === id)!);

let nextEventID = 1;
/** Writes one event into the open stream and lets the client read it. */
async function send(served: EventsServer, type: string, data: object): Promise<void> {
  await act(async () => {
    served.streams[0]!.send(
      `id: ${nextEventID++}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`,
    );
    await settle();
  });
}

async function renderLive(
  forum: Forum,
  props: Record<string, unknown>,
  shown: ApiDiscussion[],
  page = 1,
) {
  serveForum(forum);
  const served = serveEvents();
  const rendered = renderWithProviders(
    <DiscussionList
      apiParams={{ limit: 10, page }}
      discussions={shown}
      paging={{ currentPage: page, limit: 10, total: 30 }}
      {...props}
    />,
    { config: MEMBER },
  );
  await act(() => settle());
  await waitFor(() => expect(served.streams).toHaveLength(1));
  return { ...rendered, served };
}

const items = (): string[] =>
  within(screen.getAllByRole('list')[0]!)
    .getAllByRole('listitem')
    .filter((li) => li.classList.contains('fw-discussionItem'))
    .map((li) => li.getAttribute('aria-labelledby')!)
    .map((id) => document.getElementById(id)!.textContent!);

const newButton = () => screen.queryByRole('button', { name: /new discussions?$/ });

beforeEach(() => {
  Object.defineProperty(navigator, 'locks', { configurable: true, value: new FakeLocks() });
});
afterEach(() => {
  delete (navigator as { locks?: unknown }).locks;
});

describe('the discussion list, live', () => {
  it('counts new discussions on a button and announces them politely', async () => {
    const forum = { discussions: [item(1), item(2)], tagged: [] };
    const { served } = await renderLive(forum, {}, onPage(forum, 1, 2));
    expect(newButton()).toBeNull();
    forum.discussions.unshift(item(40));
    await send(served, 'discussion.created', { discussionID: 40, categoryID: 5 });
    expect(newButton()).toHaveTextContent('1 new discussion');
    expect(screen.getByRole('status')).toHaveTextContent('1 new discussion');
    forum.discussions.unshift(item(41));
    await send(served, 'discussion.created', { discussionID: 41, categoryID: 1 });
    // The same event again (a replay) does not count twice.
    await send(served, 'discussion.created', { discussionID: 41, categoryID: 1 });
    expect(newButton()).toHaveTextContent('2 new discussions');
    expect(items()).toEqual(['Discussion 1', 'Discussion 2']);
  });

  it('inserts them at the top when pressed and moves focus to the first new one', async () => {
    const forum = { discussions: [item(1), item(2)], tagged: [] };
    const { served, user } = await renderLive(forum, {}, onPage(forum, 1, 2));
    forum.discussions.unshift(item(41), item(40));
    await send(served, 'discussion.created', { discussionID: 40, categoryID: 1 });
    await send(served, 'discussion.created', { discussionID: 41, categoryID: 1 });
    await user.click(newButton()!);
    await waitFor(() =>
      expect(items()).toEqual(['Discussion 41', 'Discussion 40', 'Discussion 1', 'Discussion 2']),
    );
    expect(newButton()).toBeNull();
    expect(screen.getByRole('link', { name: 'Discussion 41' })).toHaveFocus();
  });

  it('counts only the discussions of its category on a category list', async () => {
    const forum = { discussions: [item(1), item(2)], tagged: [] };
    const requests = recordRequests();
    const { served } = await renderLive(forum, { categoryID: 1 }, onPage(forum, 1, 2));
    await send(served, 'discussion.created', { discussionID: 50, categoryID: 8 });
    expect(newButton()).toBeNull();
    await send(served, 'discussion.created', { discussionID: 51, categoryID: 1 });
    expect(newButton()).toHaveTextContent('1 new discussion');
    // Decided from the event: no request asked about either.
    expect(requests.filter((r) => r.url.includes('/discussions'))).toHaveLength(0);
  });

  it("asks the server with the list's own query when the event cannot tell (a tag list)", async () => {
    const forum = { discussions: [item(1), item(60), item(61)], tagged: [1, 61] };
    const requests = recordRequests();
    const { served } = await renderLive(forum, { tagID: 7 }, onPage(forum, 1));
    await send(served, 'discussion.created', { discussionID: 60, categoryID: 1 });
    await act(() => settle());
    expect(newButton()).toBeNull();
    await send(served, 'discussion.created', { discussionID: 61, categoryID: 1 });
    await waitFor(() => expect(newButton()).toHaveTextContent('1 new discussion'));
    const asked = requests
      .map((r) => new URL(r.url))
      .filter((u) => u.pathname.endsWith('/discussions'));
    expect(
      asked.map((u) => [u.searchParams.get('tagID'), u.searchParams.getAll('discussionID[]')]),
    ).toEqual([
      ['7', ['60']],
      ['7', ['61']],
    ]);
  });

  it('shows no button on a later page or in a sort where new ones are not first', async () => {
    const forum = { discussions: [item(11), item(12)], tagged: [] };
    const later = await renderLive(forum, {}, onPage(forum, 11, 12), 2);
    await send(later.served, 'discussion.created', { discussionID: 70, categoryID: 1 });
    expect(newButton()).toBeNull();
    later.unmount();
    const top = await renderLive(forum, { sort: '-score' }, onPage(forum, 11, 12));
    await send(top.served, 'discussion.created', { discussionID: 71, categoryID: 1 });
    expect(newButton()).toBeNull();
  });

  it('updates a listed discussion in place on a new comment, without reordering', async () => {
    const forum = { discussions: [item(1), item(2), item(3)], tagged: [] };
    const requests = recordRequests();
    const { served } = await renderLive(forum, {}, onPage(forum, 1, 2, 3));
    forum.discussions[2] = item(3, { countComments: 4, dateLastComment: '2025-06-02T00:00:00Z' });
    // A comment brings comment.created and the discussion's own update: one or two requests,
    // both by ID, never the list.
    await send(served, 'comment.created', { discussionID: 3, commentID: 900 });
    await send(served, 'discussion.updated', { discussionID: 3, categoryID: 1 });
    const row = screen.getByRole('listitem', { name: 'Discussion 3' });
    await waitFor(() => expect(within(row).getByText('4 comments')).toBeInTheDocument());
    expect(items()).toEqual(['Discussion 1', 'Discussion 2', 'Discussion 3']);
    const asked = requests
      .map((r) => new URL(r.url))
      .filter((u) => u.pathname.endsWith('/discussions'));
    expect(asked.length).toBeGreaterThan(0);
    for (const u of asked) expect(u.searchParams.getAll('discussionID[]')).toEqual(['3']);
    // A discussion the list does not show asks nothing.
    const before = requests.length;
    await send(served, 'comment.created', { discussionID: 99, commentID: 901 });
    expect(requests).toHaveLength(before);
  });

  it('refetches the list on reset', async () => {
    const forum = { discussions: [item(1), item(2)], tagged: [] };
    const { served } = await renderLive(forum, {}, onPage(forum, 1, 2));
    // A reset refetches the title bar's counts too (the hub's own reaction).
    server.use(
      http.get(`${API}/users/me-counts`, () =>
        HttpResponse.json({ countUnreadNotifications: 0, countUnreadConversations: 0 }),
      ),
    );
    forum.discussions.unshift(item(80));
    await send(served, 'reset', {});
    await waitFor(() => expect(items()).toEqual(['Discussion 80', 'Discussion 1', 'Discussion 2']));
    expect(newButton()).toBeNull();
  });
});
