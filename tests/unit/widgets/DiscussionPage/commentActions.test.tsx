import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import type { ApiDiscussion } from '@/api/types/discussions';
import type { ApiComment } from '@/api/types/posting';
import { ToastHost } from '@/mount/ToastHost';
import { DiscussionPage } from '../../../../widgets/DiscussionPage/DiscussionPage';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { comment, discussion, GUEST, MEMBER, MODERATOR } from './fixtures';

function renderPage(
  config: BootstrapConfig,
  comments: ApiComment[] = [comment(1), comment(2), comment(3)],
  d: ApiDiscussion = discussion(),
) {
  return renderWithProviders(
    <DiscussionPage
      discussionID={5}
      discussion={d}
      comments={comments}
      totalComments={comments.length}
    />,
    { config },
  );
}
const article = (name: string) => screen.getByRole('article', { name });
/** The page's data calls (not the live stream it opens, issue 36). */
const calls = (requests: Request[]) =>
  requests
    .map((r) => `${r.method} ${new URL(r.url).pathname}`)
    .filter((call) => call !== 'GET /api/v2/events');

/** Collects the detail of each `name` event on the document while the test runs. */
function listen(name: string): unknown[] {
  const seen: unknown[] = [];
  const handler = (event: Event) => seen.push((event as CustomEvent).detail);
  document.addEventListener(name, handler);
  afterEachCleanups.push(() => document.removeEventListener(name, handler));
  return seen;
}
const afterEachCleanups: (() => void)[] = [];
afterEach(() => afterEachCleanups.splice(0).forEach((cleanup) => cleanup()));
beforeEach(() => window.history.replaceState(null, '', '/discussion/5/how-do-widgets-mount'));

describe('comment actions on the post page', () => {
  it('a guest reads: no quote, reply, edit, delete or report', () => {
    renderPage(GUEST);
    const second = article('Comment by writer2');
    for (const name of ['Quote', 'Reply', 'Delete', 'Report', 'Accept Answer'])
      expect(within(second).queryByRole('button', { name })).toBeNull();
    expect(within(second).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(second).getByRole('link', { name: 'Permalink, writer2' })).toBeInTheDocument();
  });

  it('quote and reply drive the comment box through its DOM events', async () => {
    const quotes = listen('fw:comment-quote');
    const replies = listen('fw:comment-reply');
    const { user } = renderPage(MEMBER);
    const second = article('Comment by writer2');
    await user.click(within(second).getByRole('button', { name: 'Quote' }));
    await user.click(within(second).getByRole('button', { name: 'Reply' }));
    expect(quotes).toEqual([{ discussionID: 5, recordType: 'comment', recordID: 2 }]);
    expect(replies).toEqual([{ discussionID: 5, commentID: 2, author: 'writer2' }]);
    await user.click(
      within(screen.getByRole('article', { name: 'How do widgets mount?' })).getByRole('button', {
        name: 'Quote',
      }),
    );
    expect(quotes[1]).toEqual({ discussionID: 5, recordType: 'discussion', recordID: 5 });
  });

  it('deletes after confirmation, and the comment becomes a tombstone', async () => {
    const requests = recordRequests();
    server.use(http.delete(`${API}/comments/2`, () => new HttpResponse(null, { status: 204 })));
    const { user } = renderPage(MODERATOR);
    await user.click(within(article('Comment by writer2')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Comment' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this comment?');
    expect(requests).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const tombstone = await screen.findByRole('article', { name: 'Deleted comment' });
    expect(tombstone).toHaveTextContent('This comment has been deleted.');
    expect(tombstone).toHaveAttribute('id', 'Comment_2');
    expect(screen.queryByText('Comment body 2')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(requests)).toEqual(['DELETE /api/v2/comments/2']);
  });

  it('keeps the comment and says why when the delete fails', async () => {
    server.use(
      http.delete(`${API}/comments/2`, () =>
        HttpResponse.json({ message: 'Permission Problem', status: 403 }, { status: 403 }),
      ),
    );
    const { user } = renderPage(MODERATOR);
    await user.click(within(article('Comment by writer2')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Comment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Permission Problem');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(article('Comment by writer2')).getByText('Comment body 2')).toBeInTheDocument();
  });

  it('the question’s author accepts an answer: the comment and the question show it', async () => {
    const asker: BootstrapConfig = { ...MEMBER, currentUser: { userID: 4, name: 'author' } };
    const question = discussion({ type: 'question', statusID: 1 });
    let body: unknown;
    server.use(
      http.patch(`${API}/comments/2/answer`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(comment(2, { attributes: { answer: { status: 'accepted' } } }));
      }),
      http.get(`${API}/discussions/5`, () => HttpResponse.json({ ...question, statusID: 3 })),
    );
    const { user } = renderPage(asker, undefined, question);
    const post = screen.getByRole('article', { name: 'How do widgets mount?' });
    expect(within(post).getByText('Question')).toBeInTheDocument();
    await user.click(
      within(article('Comment by writer2')).getByRole('button', { name: 'Accept Answer' }),
    );
    expect(await within(article('Comment by writer2')).findByText('Accepted Answer')).toBeVisible();
    expect(body).toEqual({ status: 'accepted' });
    await waitFor(() => expect(within(post).getByText('Answered ✓')).toBeInTheDocument());
    expect(
      within(article('Comment by writer2')).queryByRole('button', { name: 'Accept Answer' }),
    ).toBeNull();
    // The other answers can still be decided.
    expect(
      within(article('Comment by writer1')).getByRole('button', { name: 'Reject Answer' }),
    ).toBeInTheDocument();
  });

  it('a reaction on a comment is sent on the record-generic path and the comment refetched', async () => {
    const requests = recordRequests();
    server.use(
      http.post(`${API}/comments/2/reactions`, () =>
        HttpResponse.json([{ tagID: 1, count: 1 }], { status: 201 }),
      ),
      http.get(`${API}/comments/2`, () =>
        HttpResponse.json(
          comment(2, {
            score: 1,
            reactions: comment(2).reactions?.map((r) =>
              r.urlcode === 'Up' ? { ...r, count: 1, hasReacted: true } : r,
            ),
          }),
        ),
      ),
    );
    const { user } = renderPage(MEMBER);
    await user.click(within(article('Comment by writer2')).getByRole('button', { name: 'Up' }));
    await waitFor(() =>
      // '%s point' for 0 and '%s points' otherwise (03 §5).
      expect(within(article('Comment by writer2')).getAllByText('1 points')).not.toHaveLength(0),
    );
    expect(within(article('Comment by writer1')).getAllByText('0 point')).not.toHaveLength(0);
    expect(
      within(article('Comment by writer2')).getByRole('button', { name: 'Up' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(calls(requests)).toEqual([
      'POST /api/v2/comments/2/reactions',
      'GET /api/v2/comments/2',
    ]);
  });

  it('rolls a failed comment reaction back and says why in a toast', async () => {
    server.use(
      http.post(`${API}/comments/2/reactions`, () =>
        HttpResponse.json(
          { message: 'The reaction could not be saved.', status: 500 },
          { status: 500 },
        ),
      ),
    );
    const { user } = renderWithProviders(
      <>
        <DiscussionPage
          discussionID={5}
          discussion={discussion()}
          comments={[comment(1), comment(2)]}
          totalComments={2}
        />
        <ToastHost />
      </>,
      { config: MEMBER },
    );
    const up = within(article('Comment by writer2')).getByRole('button', { name: 'Up' });
    await user.click(up);
    expect(await screen.findByText('The reaction could not be saved.')).toBeInTheDocument();
    expect(up).toHaveAttribute('aria-pressed', 'false');
    expect(within(article('Comment by writer2')).getAllByText('0 point')).not.toHaveLength(0);
  });

  it('edits in place: the comment box marker replaces the body until saved or cancelled', async () => {
    const mine = comment(2, {
      insertUserID: 3,
      insertUser: { userID: 3, name: 'member' },
      dateInserted: new Date(Date.now() - 60_000).toISOString(),
    });
    const { user } = renderPage(MEMBER, [comment(1), mine]);
    const own = article('Comment by member');
    expect(
      within(article('Comment by writer1')).queryByRole('button', { name: /^Edit/ }),
    ).toBeNull();
    await user.click(within(own).getByRole('button', { name: /^Edit \(5\d minutes\)$/ }));
    const marker = own.querySelector('[data-react="CommentBox"]');
    expect(JSON.parse(marker?.getAttribute('data-props') ?? '{}')).toEqual({
      discussionID: 5,
      commentID: 2,
    });
    expect(within(own).queryByText('Comment body 2')).toBeNull();

    act(() => {
      document.dispatchEvent(
        new CustomEvent('fw:comment-edit-cancelled', { detail: { discussionID: 5, commentID: 2 } }),
      );
    });
    expect(within(own).getByText('Comment body 2')).toBeInTheDocument();
    expect(own.querySelector('[data-react="CommentBox"]')).toBeNull();

    await user.click(within(own).getByRole('button', { name: /^Edit/ }));
    act(() => {
      document.dispatchEvent(
        new CustomEvent('fw:comment-edited', {
          detail: { discussionID: 5, comment: { ...mine, body: '<p>Better words</p>' } },
        }),
      );
    });
    expect(within(own).getByText('Better words')).toBeInTheDocument();
    expect(own.querySelector('[data-react="CommentBox"]')).toBeNull();
  });

  it('offers the author no edit once the edit window has passed (02 §5)', () => {
    const old = comment(2, {
      insertUserID: 3,
      insertUser: { userID: 3, name: 'member' },
      dateInserted: new Date(Date.now() - 3_601_000).toISOString(),
    });
    renderPage(MEMBER, [old]);
    expect(
      within(article('Comment by member')).queryByRole('button', { name: /^Edit/ }),
    ).toBeNull();
    expect(
      within(article('Comment by member')).getByRole('button', { name: 'Reply' }),
    ).toBeVisible();
  });

  it('reports a comment with a Flag reaction as the reason', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/comments/2/reactions`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json([], { status: 201 });
      }),
      http.get(`${API}/comments/2`, () => HttpResponse.json(comment(2))),
    );
    const { user } = renderPage(MEMBER);
    await user.click(within(article('Comment by writer2')).getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({ reactionType: 'Spam' });
  });

  it('keeps the report dialog and its reason when the report fails', async () => {
    server.use(
      http.post(`${API}/comments/2/reactions`, () =>
        HttpResponse.json({ message: 'Reports are paused.', status: 500 }, { status: 500 }),
      ),
    );
    const { user } = renderWithProviders(
      <>
        <DiscussionPage discussionID={5} discussion={discussion()} comments={[comment(2)]} />
        <ToastHost />
      </>,
      { config: MEMBER },
    );
    await user.click(within(article('Comment by writer2')).getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Reports are paused.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toBeChecked();
  });

  it('shows moderators the report count, linking to the reports', () => {
    renderPage(MODERATOR, [comment(1, { reportMeta: { countReports: 2 } })]);
    const link = within(article('Comment by writer1')).getByRole('link', { name: '2 Reports' });
    expect(link).toHaveAttribute(
      'href',
      '/dashboard/content/reports?statuses=none&recordType=comment&recordID=1',
    );
  });
});
