import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DiscussionPage } from '../../../../widgets/DiscussionPage/DiscussionPage';
import { CommentThread } from '../../../../widgets/DiscussionPage/PostAssets';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { comment, discussion, MEMBER } from './fixtures';

/** `GET /comments` over `total` comments, paged by the request's own `limit`. */
function serveComments(total: number): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/comments`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const first = (page - 1) * limit + 1;
      const count = Math.max(0, Math.min(limit, total - first + 1));
      return HttpResponse.json(
        Array.from({ length: count }, (_, i) => comment(first + i)),
        { headers: { 'x-app-page-result-count': String(total) } },
      );
    }),
  );
  return seen;
}

const thread = (): HTMLElement => screen.getByRole('region', { name: 'Comments' });

beforeEach(() => {
  window.history.replaceState(null, '', '/discussion/5/how-do-widgets-mount');
});

// The pager's default page limit is 10 (03 §9); a `limit` prop (the host's page size) overrides it.
describe('comments per page', () => {
  it('the post page asks for 10 comments a page unless told otherwise', async () => {
    const seen = serveComments(25);
    renderWithProviders(<DiscussionPage discussionID={5} discussion={discussion()} />, {
      config: MEMBER,
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen.map((q) => [q.get('discussionID'), q.get('page'), q.get('limit')])).toEqual([
      ['5', '1', '10'],
    ]);
    await waitFor(() => expect(within(thread()).getAllByRole('article')).toHaveLength(10));
    expect(within(thread()).getAllByText('1 - 10 of 25').length).toBeGreaterThan(0);
  });

  it("the layout's comment thread asks for 10 comments a page unless told otherwise", async () => {
    const seen = serveComments(25);
    renderWithProviders(<CommentThread discussionID={5} discussion={discussion() as never} />, {
      config: MEMBER,
    });
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen.map((q) => [q.get('discussionID'), q.get('page'), q.get('limit')])).toEqual([
      ['5', '1', '10'],
    ]);
    await waitFor(() => expect(within(thread()).getAllByRole('article')).toHaveLength(10));
  });

  it('a limit prop still sets the page size', async () => {
    const seen = serveComments(25);
    renderWithProviders(<DiscussionPage discussionID={5} discussion={discussion()} limit={30} />, {
      config: MEMBER,
    });
    await waitFor(() => expect(within(thread()).getAllByRole('article')).toHaveLength(25));
    expect(seen.map((q) => q.get('limit'))).toEqual(['30']);
  });
});
