import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DiscussionPage } from '../../../../widgets/DiscussionPage/DiscussionPage';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { comment, discussion, GUEST, MEMBER } from './fixtures';

const PATH = '/discussion/5/how-do-widgets-mount';
const thread = () => screen.getByRole('region', { name: 'Comments' });

beforeEach(() => window.history.replaceState(null, '', PATH));

describe('DiscussionPage navigation', () => {
  it('goes to the last page, where a comment posted from page 1 of 3 appears', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${API}/comments`, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        seen.push(page);
        return HttpResponse.json([comment(61), comment(62), comment(99)], {
          headers: { 'x-app-page-result-count': '63' },
        });
      }),
    );
    const first = Array.from({ length: 30 }, (_, i) => comment(i + 1));
    renderWithProviders(
      <DiscussionPage
        discussionID={5}
        discussion={discussion()}
        comments={first}
        totalComments={62}
        limit={30}
      />,
      { config: MEMBER },
    );
    act(() => {
      document.dispatchEvent(
        new CustomEvent('fw:comment-posted', { detail: { discussionID: 5, comment: comment(99) } }),
      );
    });
    expect(window.location.pathname).toBe(`${PATH}/p3`);
    const posted = await within(thread()).findByRole('article', { name: 'Comment by writer99' });
    expect(posted).toHaveAttribute('aria-current', 'true');
    expect(seen).toEqual(['3']);
  });

  it('sends the original post’s reaction on the record-generic discussion path', async () => {
    const requests = recordRequests();
    server.use(
      http.post(`${API}/discussions/5/reactions`, () => HttpResponse.json([], { status: 201 })),
      http.get(`${API}/discussions/5`, () =>
        HttpResponse.json(
          discussion({
            score: 1,
            reactions: discussion().reactions?.map((r) =>
              r.urlcode === 'Up' ? { ...r, count: 1, hasReacted: true } : r,
            ),
          }),
        ),
      ),
    );
    const { user } = renderWithProviders(
      <DiscussionPage discussionID={5} discussion={discussion()} comments={[]} totalComments={0} />,
      { config: MEMBER },
    );
    const post = screen.getByRole('article', { name: 'How do widgets mount?' });
    await user.click(within(post).getByRole('button', { name: 'Up' }));
    await waitFor(() =>
      expect(within(post).getByRole('button', { name: 'Up' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/v2/discussions/5/reactions',
      'GET /api/v2/discussions/5',
    ]);
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
  });

  it('Back goes back in history when there is some, else to the referrer or home', async () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    try {
      window.history.pushState(null, '', PATH);
      const { user } = renderWithProviders(
        <DiscussionPage discussionID={5} discussion={discussion()} comments={[]} />,
        { config: GUEST },
      );
      const link = screen.getByRole('link', { name: 'Back' });
      // Opened in a new tab, the link itself leads home (jsdom has no referrer).
      expect(link).toHaveAttribute('href', '/');
      await user.click(link);
      expect(back).toHaveBeenCalledTimes(1);
    } finally {
      back.mockRestore();
    }
  });
});
