import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import type { ApiDiscussion } from '@/api/types/discussions';
import type { ApiComment } from '@/api/types/posting';
import { fetchDiscussion } from '@/features/discussions/discussionsActions';
import {
  DiscussionPage,
  type DiscussionPageProps,
} from '../../../../widgets/DiscussionPage/DiscussionPage';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { comment, discussion, GUEST, MEMBER } from './fixtures';

const PATH = '/discussion/5/how-do-widgets-mount';

/** `GET /comments` answering `pages` comments in pages of `limit`, with the total header. */
function serveComments(total: number, seen: URLSearchParams[] = []): URLSearchParams[] {
  server.use(
    http.get(`${API}/comments`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 30);
      const first = (page - 1) * limit + 1;
      const ids = Array.from({ length: Math.max(0, Math.min(limit, total - first + 1)) }, (_, i) =>
        query.get('sort') === '-dateInserted' ? total - first + 1 - i : first + i,
      );
      return HttpResponse.json(
        ids.map((id) => comment(id)),
        { headers: { 'x-app-page-result-count': String(total) } },
      );
    }),
  );
  return seen;
}

function renderPage(config: BootstrapConfig, props: Partial<DiscussionPageProps> = {}) {
  return renderWithProviders(
    <DiscussionPage
      discussionID={5}
      discussion={discussion()}
      comments={[comment(1), comment(2), comment(3)]}
      totalComments={3}
      limit={30}
      {...props}
    />,
    { config },
  );
}

const thread = () => screen.getByRole('region', { name: 'Comments' });
const article = (name: string) => within(thread()).getByRole('article', { name });

beforeEach(() => {
  window.history.replaceState(null, '', PATH);
});

describe('DiscussionPage', () => {
  it('renders the preloaded discussion and comments without a request', async () => {
    const requests = recordRequests();
    renderPage(GUEST);
    expect(screen.getByRole('heading', { level: 1, name: 'How do widgets mount?' })).toBeVisible();
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(within(thread()).getAllByRole('article')).toHaveLength(3);
    expect(article('Comment by writer2')).toHaveAttribute('id', 'Comment_2');
    expect(within(article('Comment by writer2')).getByText('Comment body 2')).toBeInTheDocument();
    // The comment box is a marker the runtime mounts, told not to insert HTML itself.
    const marker = document.querySelector('[data-react="CommentBox"]');
    expect(JSON.parse(marker?.getAttribute('data-props') ?? '{}')).toEqual({
      discussionID: 5,
      commentListSelector: '',
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toHaveLength(0);
  });

  it('sanitises the body: scripts, handlers and unsafe links are gone', () => {
    renderPage(GUEST, {
      discussion: discussion({
        body: '<p id="Comment_2">Hi<img src="x" onerror="window.pwned=1"><a href="javascript:alert(1)">link</a></p><script>window.pwned=1</script>',
      }),
    });
    const post = screen.getByRole('article', { name: 'How do widgets mount?' });
    expect(post.querySelector('script')).toBeNull();
    expect(post.querySelector('[onerror]')).toBeNull();
    expect(within(post).getByText('link')).not.toHaveAttribute('href');
    // A post cannot take a comment's permalink id.
    expect(document.querySelectorAll('#Comment_2')).toHaveLength(1);
  });

  it('changes the sort: pushes ?sort= and loads page 1 of that sort', async () => {
    const seen = serveComments(3);
    const { user } = renderPage(MEMBER);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), '-dateInserted');
    expect(window.location.pathname).toBe(PATH);
    expect(window.location.search).toBe('?sort=-dateInserted');
    await waitFor(() =>
      expect(within(thread()).getAllByRole('article')[0]).toHaveAccessibleName(
        'Comment by writer3',
      ),
    );
    expect(seen.map((q) => [q.get('sort'), q.get('page'), q.get('discussionID')])).toEqual([
      ['-dateInserted', '1', '5'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: '3 Comments' })).toHaveFocus();
  });

  it('jumps to a page: /p3 in the address, that page loaded, focus on the thread', async () => {
    const seen = serveComments(65);
    const first = Array.from({ length: 30 }, (_, i) => comment(i + 1));
    const { user } = renderPage(MEMBER, { comments: first, totalComments: 65 });
    const pager = screen.getByRole('navigation', { name: 'Comment pages' });
    expect(screen.getByRole('navigation', { name: 'Comment pages, bottom' })).toBeInTheDocument();
    await user.type(within(pager).getByRole('textbox', { name: 'Page' }), '9x');
    await user.click(within(pager).getByRole('button', { name: 'Go' }));
    // 9 is clamped to the last page (03 §5).
    expect(window.location.pathname).toBe(`${PATH}/p3`);
    await waitFor(() => expect(within(thread()).getAllByRole('article')).toHaveLength(5));
    expect(article('Comment by writer61')).toBeInTheDocument();
    expect(seen.map((q) => q.get('page'))).toEqual(['3']);
    expect(screen.getByRole('heading', { level: 2, name: '65 Comments' })).toHaveFocus();

    // Back: popstate reads the address again, page 1 is still cached.
    act(() => {
      window.history.replaceState(null, '', PATH);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(article('Comment by writer1')).toBeInTheDocument());
    expect(seen).toHaveLength(1);
  });

  it('shows signatures by the signature settings, also after the discussion is fetched again', async () => {
    const signed = discussion({
      insertUser: {
        userID: 4,
        name: 'author',
        signature: { body: '<p>Sig of author <img src="/sig.png" alt="badge"></p>' },
      } as ApiDiscussion['insertUser'],
    });
    const config: BootstrapConfig = {
      ...GUEST,
      config: {
        'signatures.enabled': true,
        'signatures.hideMobile': true,
        'signatures.imageMaxHeight': 40,
      },
    };
    const { store } = renderPage(config, {
      discussion: signed,
      comments: [
        comment(1, {
          insertUser: { userID: 6, name: 'writer1', signature: { body: 'Sig of writer1' } },
        }),
      ],
    });
    const sig = screen.getByText('Sig of author').closest('.fw-signature');
    expect(sig).toHaveClass('fw-signature--hideMobile');
    expect(sig?.querySelector('.fw-signature-body')).toHaveStyle('--fw-signature-image-max: 40px');
    expect(screen.getByText('Sig of writer1')).toBeInTheDocument();
    // The comment box's GET /discussions/{id} has no signature expand: the preload's stays.
    server.use(http.get(`${API}/discussions/5`, () => HttpResponse.json(discussion())));
    await act(() => store.dispatch(fetchDiscussion({ discussionID: 5, force: true })));
    expect(screen.getByText('Sig of author')).toBeInTheDocument();
  });

  it('shows no signatures when signatures are off', () => {
    renderPage(GUEST, {
      discussion: discussion({
        insertUser: {
          userID: 4,
          name: 'author',
          signature: { body: 'Sig' },
        } as ApiDiscussion['insertUser'],
      }),
    });
    expect(screen.queryByText('Sig')).toBeNull();
  });

  it('has no bottom pager when everything fits on one page', () => {
    renderPage(GUEST);
    expect(screen.getByRole('navigation', { name: 'Comment pages' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Comment pages, bottom' })).toBeNull();
  });

  it('shows a comment posted in the box, once, highlighted', async () => {
    renderPage(MEMBER);
    const posted: ApiComment = comment(4, { insertUser: { userID: 3, name: 'member' } });
    act(() => {
      document.dispatchEvent(
        new CustomEvent('fw:comment-posted', { detail: { discussionID: 5, comment: posted } }),
      );
    });
    const mine = await screen.findByRole('article', { name: 'Comment by member' });
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(within(thread()).getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 2, name: '4 Comments' })).toBeInTheDocument();
    // Another discussion's post is not ours.
    act(() => {
      document.dispatchEvent(
        new CustomEvent('fw:comment-posted', {
          detail: { discussionID: 6, comment: comment(7, { discussionID: 6 }) },
        }),
      );
    });
    expect(within(thread()).getAllByRole('article')).toHaveLength(4);
  });

  it('permalink: pushes the address with #Comment_{id} and highlights that comment', async () => {
    const { user } = renderPage(GUEST);
    const second = article('Comment by writer2');
    expect(second).not.toHaveAttribute('aria-current');
    await user.click(within(second).getByRole('link', { name: 'Permalink, writer2' }));
    expect(`${window.location.pathname}${window.location.hash}`).toBe(`${PATH}#Comment_2`);
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(second).toHaveClass('fw-comment--highlighted');
  });

  it('a permalink followed on the page (a hash change) highlights its comment', () => {
    renderPage(GUEST);
    act(() => {
      window.history.pushState(null, '', `${PATH}#Comment_1`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(article('Comment by writer1')).toHaveAttribute('aria-current', 'true');
    expect(article('Comment by writer2')).not.toHaveAttribute('aria-current');
  });

  it('says a closed discussion is closed, above the comment box', () => {
    renderPage(GUEST, { discussion: discussion({ closed: true }) });
    expect(screen.getByText('This discussion has been closed.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'How do widgets mount?' })).getByText('Closed'),
    ).toBeInTheDocument();
  });

  it('opened with #Comment_{id}: that comment is highlighted and scrolled to', async () => {
    window.history.replaceState(null, '', `${PATH}#Comment_3`);
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderPage(GUEST);
      expect(article('Comment by writer3')).toHaveAttribute('aria-current', 'true');
      await waitFor(() => expect(scrolled).toContain(article('Comment by writer3')));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('loads the discussion and the page when nothing is preloaded, with skeletons meanwhile', async () => {
    serveComments(2);
    server.use(http.get(`${API}/discussions/5`, () => HttpResponse.json(discussion())));
    renderWithProviders(<DiscussionPage discussionID={5} />, { config: GUEST });
    expect(screen.getByRole('status', { name: 'Loading discussion' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How do widgets mount?' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(thread()).getAllByRole('article')).toHaveLength(2));
  });

  it('says the discussion was not found on a 404', async () => {
    server.use(
      http.get(`${API}/discussions/5`, () =>
        HttpResponse.json({ message: 'Discussion not found.', status: 404 }, { status: 404 }),
      ),
    );
    renderWithProviders(<DiscussionPage discussionID={5} />, { config: GUEST });
    expect(
      await screen.findByRole('heading', { name: 'Discussion Not Found' }),
    ).toBeInTheDocument();
  });

  it('offers Retry when the discussion fails to load, and recovers', async () => {
    let fail = true;
    serveComments(0);
    server.use(
      http.get(`${API}/discussions/5`, () =>
        fail
          ? HttpResponse.json({ message: 'Server trouble', status: 500 }, { status: 500 })
          : HttpResponse.json(discussion({ countComments: 0 })),
      ),
    );
    const { user } = renderWithProviders(<DiscussionPage discussionID={5} />, { config: GUEST });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How do widgets mount?' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
  });

  it('offers Retry when a comment page fails to load', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/comments`, () =>
        fail
          ? HttpResponse.json({ message: 'Server trouble', status: 500 }, { status: 500 })
          : HttpResponse.json([comment(1)], { headers: { 'x-app-page-result-count': '1' } }),
      ),
    );
    const { user } = renderPage(GUEST, { comments: undefined });
    const retry = await within(thread()).findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('article', { name: 'Comment by writer1' })).toBeInTheDocument();
  });

  it('two widgets on a page keep their ids and landmark names apart', () => {
    renderWithProviders(
      <>
        <DiscussionPage discussionID={5} discussion={discussion()} comments={[comment(1)]} />
        <DiscussionPage discussionID={5} discussion={discussion()} comments={[comment(1)]} />
      </>,
      { config: GUEST },
    );
    expect(document.querySelectorAll('#Comment_1')).toHaveLength(1);
    expect(document.querySelectorAll('#Comment_1-2')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Comments 2' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb 2' })).toBeInTheDocument();
  });

  it('refuses props of the wrong type', async () => {
    const { validateProps } = await import('../../../../widgets/DiscussionPage/DiscussionPage');
    expect(validateProps({ discussionID: 5, comments: [], page: 2 })).toBe(true);
    expect(() => validateProps({ discussionID: '5' })).toThrow(/discussionID/);
    expect(() => validateProps({ discussionID: 5, comments: {} })).toThrow(/comments/);
    expect(() => validateProps({ discussionID: 5, limit: Infinity })).toThrow(/limit/);
  });
});
