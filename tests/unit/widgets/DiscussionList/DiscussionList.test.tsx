import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiDiscussion } from '@/api/types/discussions';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { ToastHost } from '@/mount/ToastHost';
import { DiscussionList } from '../../../../widgets/DiscussionList/DiscussionList';
import { API, recordRequests, server, TEST_CONFIG } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

const reactions = () => [
  {
    tagID: 1,
    urlcode: 'Up',
    name: 'Up',
    class: 'Positive',
    count: 2,
    reactionValue: 1,
    hasReacted: false,
  },
  {
    tagID: 2,
    urlcode: 'Down',
    name: 'Down',
    class: 'Negative',
    count: 0,
    reactionValue: -1,
    hasReacted: false,
  },
];
const item = (id: number, extra: Partial<ApiDiscussion> = {}): ApiDiscussion => ({
  discussionID: id,
  name: `Discussion ${id}`,
  categoryID: 1,
  category: { name: 'General', url: 'http://localhost/categories/general' },
  url: `http://localhost/discussion/${id}/d`,
  insertUserID: 4,
  insertUser: { userID: 4, name: 'member2' },
  countViews: 1234,
  countComments: 3,
  dateInserted: '2025-06-01T00:00:00Z',
  dateLastComment: '2025-06-01T00:00:00Z',
  score: 2,
  reactions: reactions(),
  ...extra,
});

const global = (names: string[]) => ({
  permissions: [
    { type: 'global', id: null, permissions: Object.fromEntries(names.map((n) => [n, true])) },
  ],
});
const MEMBER: BootstrapConfig = {
  ...TEST_CONFIG,
  currentUser: { userID: 3, name: 'member' },
  permissions: global([
    'session.valid',
    'comments.add',
    'reactions.positive.add',
    'reactions.negative.add',
  ]),
};
const MODERATOR: BootstrapConfig = {
  ...TEST_CONFIG,
  currentUser: { userID: 2, name: 'moderator' },
  permissions: global([
    'session.valid',
    'comments.add',
    'discussions.moderate',
    'discussions.close',
    'discussions.edit',
    'discussions.delete',
  ]),
};

function renderList(config: BootstrapConfig, discussions = [item(1), item(2, { pinned: true })]) {
  return renderWithProviders(
    <>
      <DiscussionList
        apiParams={{ limit: 10, page: 1 }}
        discussions={discussions}
        paging={{ currentPage: 1, limit: 10, total: discussions.length }}
      />
      <ToastHost />
    </>,
    { config },
  );
}
const row = (name: string) => screen.getByRole('listitem', { name });

describe('DiscussionList', () => {
  it('paints the preloaded discussions without a request', () => {
    const requests = recordRequests();
    renderList(MEMBER);
    expect(row('Discussion 1')).toBeInTheDocument();
    expect(within(row('Discussion 1')).getByText('1.2k views')).toBeInTheDocument();
    expect(screen.getAllByText('1 - 2 of 2')).toHaveLength(1);
    expect(requests).toHaveLength(0);
  });

  it("abbreviates the pager's total over 999 and groups the range (03 §9)", () => {
    const page = Array.from({ length: 30 }, (_, i) => item(1201 + i));
    renderWithProviders(
      <DiscussionList
        apiParams={{ limit: 30, page: 41 }}
        discussions={page}
        paging={{ currentPage: 41, limit: 30, total: 12_345 }}
      />,
      { config: MEMBER },
    );
    expect(screen.getAllByText('1,201 - 1,230 of 12.3k')).toHaveLength(2);
  });

  it('caps only the User tags at 3; tags of other types do not count (03 §5)', () => {
    const tag = (tagID: number, type: string) => ({ tagID, name: `Tag ${tagID}`, type });
    renderList({ ...MEMBER, config: { 'tagging.enabled': true } }, [
      item(1, {
        tags: [tag(1, 'Status'), tag(2, 'User'), tag(3, 'User'), tag(4, 'User'), tag(5, 'User')],
      }),
    ]);
    const tags = within(row('Discussion 1')).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tag 1', 'Tag 2', 'Tag 3', 'Tag 4']);
  });

  it('never marks a guest unread and hides member actions', () => {
    // A bootstrap with no user and no permissions: both load (as a guest: none).
    server.use(
      http.get(`${API}/users/$me/permissions`, () => HttpResponse.json({ permissions: [] })),
      http.get(`${API}/users/me`, () => HttpResponse.json({ userID: 0, name: 'Guest' })),
    );
    renderList({ ...TEST_CONFIG }, [item(1, { unread: true })]);
    expect(within(row('Discussion 1')).queryByText('New')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bookmark' })).toBeNull();
  });

  it('renders an unsafe discussion or category link as not clickable, and shares the safe path', async () => {
    const { user } = renderList(MEMBER, [
      item(1, {
        url: 'javascript:window.__xss=1',
        category: { name: 'General', url: ' JaVaScRiPt:window.__xss=1' },
      }),
    ]);
    const title = within(row('Discussion 1')).getByText('Discussion 1');
    expect(title.tagName).toBe('A');
    expect(title).not.toHaveAttribute('href');
    expect(within(row('Discussion 1')).getByText('General')).not.toHaveAttribute('href');
    await user.click(within(row('Discussion 1')).getByRole('button', { name: 'Share' }));
    const email = screen.getByRole('menuitem', { name: 'Email Link' });
    const body = decodeURIComponent(email.getAttribute('href')!.split('body=')[1]!);
    expect(body).toBe('http://localhost/discussion/1?utm_source=community-share');
  });

  it('bookmarks optimistically and keeps it when the server agrees', async () => {
    let release!: () => void;
    server.use(
      http.put(`${API}/discussions/1/bookmark`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ bookmarked: true });
      }),
    );
    const { user } = renderList(MEMBER);
    const button = within(row('Discussion 1')).getByRole('button', { name: 'Bookmark' });
    await user.click(button);
    const busy = within(row('Discussion 1')).getByRole('button', { name: 'Bookmarking' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-pressed', 'true');
    release();
    await waitFor(() =>
      expect(within(row('Discussion 1')).getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('reverts the bookmark and shows a toast when the server refuses', async () => {
    server.use(
      http.put(`${API}/discussions/1/bookmark`, () =>
        HttpResponse.json({ message: 'No' }, { status: 500 }),
      ),
    );
    const { user } = renderList(MEMBER);
    await user.click(within(row('Discussion 1')).getByRole('button', { name: 'Bookmark' }));
    expect(
      await screen.findByText('There was a problem bookmarking this discussion.'),
    ).toBeInTheDocument();
    expect(within(row('Discussion 1')).getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('applies an Up vote to the score at once and rolls it back on failure', async () => {
    server.use(
      http.post(`${API}/discussions/1/reactions`, () =>
        HttpResponse.json({ message: 'Nope', description: 'Vote refused.' }, { status: 403 }),
      ),
    );
    const { user } = renderList(MEMBER);
    const up = within(row('Discussion 1')).getByRole('button', { name: 'Up' });
    await user.click(up);
    expect(await screen.findByText('Vote refused.')).toBeInTheDocument();
    expect(within(row('Discussion 1')).getByRole('button', { name: 'Up' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(row('Discussion 1')).getAllByText('2 points')).not.toHaveLength(0);
  });

  it('removes the Up vote when it is chosen again, then reloads the discussion', async () => {
    const seen = recordRequests();
    server.use(
      http.delete(
        `${API}/discussions/1/reactions/3`,
        () => new HttpResponse(null, { status: 204 }),
      ),
      http.get(`${API}/discussions/1`, () => HttpResponse.json(item(1, { score: 2 }))),
    );
    const voted = item(1, {
      score: 3,
      reactions: reactions().map((r) =>
        r.urlcode === 'Up' ? { ...r, hasReacted: true, count: 3 } : r,
      ),
    });
    const { user } = renderList(MEMBER, [voted]);
    await user.click(within(row('Discussion 1')).getByRole('button', { name: 'Up' }));
    await waitFor(() =>
      expect(within(row('Discussion 1')).getAllByText('2 points')).not.toHaveLength(0),
    );
    await waitFor(() => expect(seen.map((r) => r.method)).toEqual(['DELETE', 'GET']));
  });

  it('closes optimistically, and reopens with a dismissible toast when the server refuses', async () => {
    server.use(
      http.patch(`${API}/discussions/1`, () =>
        HttpResponse.json(
          { message: 'Permission Problem', description: 'You may not close it.' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderList(MODERATOR);
    await user.click(
      within(row('Discussion 1')).getByRole('button', { name: 'Discussion Options' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Close' }));
    expect(await screen.findByText('You may not close it.')).toBeInTheDocument();
    expect(within(row('Discussion 1')).queryByText('Closed')).toBeNull();
  });

  it('asks before deleting and removes the discussion from the list', async () => {
    server.use(http.delete(`${API}/discussions/1`, () => new HttpResponse(null, { status: 204 })));
    const { user } = renderList(MODERATOR);
    await user.click(
      within(row('Discussion 1')).getByRole('button', { name: 'Discussion Options' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(
      screen.getByText('Are you sure you want to delete this discussion?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Discussion 1' })).toBeNull(),
    );
  });

  it('reports bulk results per ID and puts the failed ones back in the selection', async () => {
    server.use(
      http.patch(`${API}/discussions/close`, () =>
        HttpResponse.json(
          {
            callbackPayload: 'jwt-1',
            progress: { successIDs: [1], failedIDs: [], exceptionsByID: {} },
          },
          { status: 408 },
        ),
      ),
      http.post(`${API}/calls/run`, () =>
        HttpResponse.json({
          progress: {
            successIDs: [],
            failedIDs: [2],
            exceptionsByID: { 2: { message: 'Not allowed.' } },
          },
        }),
      ),
      http.get(`${API}/discussions`, () => HttpResponse.json([item(1, { closed: true }), item(2)])),
    );
    const { user } = renderList(MODERATOR);
    await user.click(screen.getByRole('checkbox', { name: 'Select Discussion 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Discussion 2' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('1 closed.')).toBeInTheDocument();
    expect(screen.getByText(/#2: Not allowed\./)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Discussion 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Discussion 1' })).not.toBeChecked();
  });

  describe('failing lookups and saves in the edit modals', () => {
    const ADMIN: BootstrapConfig = {
      ...MODERATOR,
      currentUser: { userID: 1, name: 'admin' },
      config: { 'tagging.enabled': true },
      permissions: global([
        'session.valid',
        'discussions.moderate',
        'discussions.edit',
        'site.manage',
      ]),
    };
    const open = async (user: ReturnType<typeof renderList>['user'], action: string) => {
      await user.click(
        within(row('Discussion 1')).getByRole('button', { name: 'Discussion Options' }),
      );
      await user.click(screen.getByRole('menuitem', { name: action }));
      return screen.getByRole('dialog');
    };

    it('shows a failed tag lookup as an alert and keeps the typed text', async () => {
      server.use(
        http.get(`${API}/tags`, () =>
          HttpResponse.json({ message: 'Tag search is down.' }, { status: 500 }),
        ),
      );
      const { user } = renderList(ADMIN);
      const dialog = await open(user, 'Tag');
      await user.type(within(dialog).getByLabelText('Find a tag'), 'secu');
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tag search is down.');
      expect(within(dialog).getByLabelText('Find a tag')).toHaveValue('secu');
    });

    it('keeps the chosen tags in the open modal when the save fails', async () => {
      server.use(
        http.get(`${API}/tags`, () =>
          HttpResponse.json([{ tagID: 9, name: 'Security', urlcode: 'security' }]),
        ),
        http.put(`${API}/discussions/1/tags`, () =>
          HttpResponse.json({ message: 'Tags are locked.' }, { status: 403 }),
        ),
      );
      const { user } = renderList(ADMIN);
      const dialog = await open(user, 'Tag');
      await user.type(within(dialog).getByLabelText('Find a tag'), 'Secu');
      await user.click(await within(dialog).findByRole('button', { name: 'Security' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      // A failure toast is announced at once (role alert), not politely.
      expect(
        (await screen.findByText('Tags are locked.')).closest('[role="alert"]'),
      ).not.toBeNull();
      expect(screen.getByRole('dialog')).toBe(dialog);
      expect(within(dialog).getByRole('button', { name: 'Remove Security' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    });

    it('shows a failed user lookup in Change Author, and disables Save while the save runs', async () => {
      let fail = true;
      let release!: () => void;
      server.use(
        http.get(`${API}/users/by-names`, () =>
          fail
            ? HttpResponse.json({ message: 'Lookup failed.' }, { status: 503 })
            : HttpResponse.json([{ userID: 4, name: 'member2' }]),
        ),
        http.patch(`${API}/discussions/1`, async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return HttpResponse.json({ message: 'No such author.' }, { status: 422 });
        }),
      );
      const { user } = renderList(ADMIN);
      const dialog = await open(user, 'Change Author');
      const input = within(dialog).getByLabelText('New author');
      await user.type(input, 'mem');
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Lookup failed.');
      fail = false;
      await user.type(input, 'ber2');
      await user.click(await within(dialog).findByRole('radio', { name: 'member2' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled(),
      );
      release();
      expect(await screen.findByText('No such author.')).toBeInTheDocument();
      expect(within(dialog).getByRole('radio', { name: 'member2' })).toBeChecked();
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
      expect(input).toHaveValue('member2');
    });

    it('says when the collections cannot be loaded, keeps Save off (no accidental clear), and retries', async () => {
      let fail = true;
      const puts = recordRequests();
      server.use(
        http.get(`${API}/collections`, () =>
          HttpResponse.json([
            { collectionID: 1, name: 'Best of' },
            { collectionID: 2, name: 'FAQ' },
          ]),
        ),
        http.get(`${API}/collections/by-resource`, () =>
          fail
            ? HttpResponse.json({ message: 'Collections are down.' }, { status: 500 })
            : HttpResponse.json([{ collectionID: 2, name: 'FAQ' }]),
        ),
      );
      const { user } = renderList({
        ...ADMIN,
        permissions: global(['session.valid', 'community.manage']),
      });
      const dialog = await open(user, 'Add to Collection');
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Collections are down.');
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
      fail = false;
      await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
      expect(await within(dialog).findByRole('checkbox', { name: 'FAQ' })).toBeChecked();
      expect(within(dialog).getByRole('checkbox', { name: 'Best of' })).not.toBeChecked();
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
      expect(puts.filter((request) => request.method === 'PUT')).toHaveLength(0);
    });

    it('keeps Add to Collection open with Save off while its save runs, and after a failure', async () => {
      let release!: () => void;
      server.use(
        http.get(`${API}/collections`, () => HttpResponse.json([{ collectionID: 1, name: 'FAQ' }])),
        http.get(`${API}/collections/by-resource`, () => HttpResponse.json([])),
        http.put(`${API}/collections/by-resource`, async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return HttpResponse.json({ message: 'Collections are read-only.' }, { status: 403 });
        }),
      );
      const { user } = renderList({
        ...ADMIN,
        permissions: global(['session.valid', 'community.manage']),
      });
      const dialog = await open(user, 'Add to Collection');
      await user.click(await within(dialog).findByRole('checkbox', { name: 'FAQ' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled(),
      );
      release();
      expect(await screen.findByText('Collections are read-only.')).toBeInTheDocument();
      expect(within(dialog).getByRole('checkbox', { name: 'FAQ' })).toBeChecked();
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    });
    it('reports with a Flag reason: Send Report waits for a reason and for the request, a failure keeps the choice', async () => {
      let release!: () => void;
      let status = 500;
      const bodies: unknown[] = [];
      const flags = [
        { tagID: 9, urlcode: 'Spam', name: 'Spam', class: 'Flag', count: 0, hasReacted: false },
        { tagID: 10, urlcode: 'Abuse', name: 'Abuse', class: 'Flag', count: 0, hasReacted: false },
      ];
      // The member had voted Up (score 3); the server keeps one reaction per user, so the
      // report replaces the vote, and the reload after the report shows that.
      const votedUp = reactions().map((r) =>
        r.urlcode === 'Up' ? { ...r, hasReacted: true, count: 3 } : r,
      );
      const afterReport = item(1, {
        score: 2,
        reactions: [
          ...reactions(),
          ...flags.map((f) => (f.urlcode === 'Abuse' ? { ...f, count: 1, hasReacted: true } : f)),
        ],
      });
      server.use(
        http.post(`${API}/discussions/1/reactions`, async ({ request }) => {
          bodies.push(await request.json());
          await new Promise<void>((resolve) => (release = resolve));
          return status === 201
            ? HttpResponse.json([], { status: 201 })
            : HttpResponse.json({ message: 'Reports are paused.' }, { status });
        }),
        http.get(`${API}/discussions/1`, () => HttpResponse.json(afterReport)),
      );
      const { user } = renderList(
        {
          ...MEMBER,
          config: { 'featureFlags.escalations.Enabled': true },
          permissions: global(['session.valid', 'flag.add', 'reactions.positive.add']),
        },
        [item(1, { score: 3, reactions: [...votedUp, ...flags] })],
      );
      const dialog = await open(user, 'Report');
      const send = within(dialog).getByRole('button', { name: 'Send Report' });
      expect(send).toBeDisabled();
      await user.click(within(dialog).getByRole('radio', { name: 'Abuse' }));
      await user.click(send);
      await waitFor(() => expect(send).toBeDisabled());
      await user.click(send);
      release();
      expect(await screen.findByText('Reports are paused.')).toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBe(dialog);
      expect(within(dialog).getByRole('radio', { name: 'Abuse' })).toBeChecked();
      expect(send).toBeEnabled();
      expect(within(row('Discussion 1')).getAllByText('3 points')).not.toHaveLength(0);

      status = 201;
      await user.click(send);
      await waitFor(() => expect(bodies).toHaveLength(2));
      release();
      expect(await screen.findByText('Thanks. Your report has been sent.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // The click while the first report was on its way sent nothing more.
      expect(bodies).toEqual([{ reactionType: 'Abuse' }, { reactionType: 'Abuse' }]);
      expect(within(row('Discussion 1')).getByRole('button', { name: 'Up' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(within(row('Discussion 1')).getAllByText('2 points')).not.toHaveLength(0);
    });
  });
});
