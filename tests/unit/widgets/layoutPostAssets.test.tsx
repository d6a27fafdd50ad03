import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { CreateComment } from '../../../widgets/CommentBox/CreateComment';
import {
  Attachments,
  CommentThread,
  OriginalPost,
  PostMeta,
  PostTags,
  SuggestedAnswers,
  validateProps,
} from '../../../widgets/DiscussionPage/PostAssets';
import { CategoryFollow } from '../../../widgets/FollowDropdown/CategoryFollow';
import { layoutCatalog } from '../../../widgets/layoutCatalog';
import { API, recordRequests, server } from '../../support/msw';
import { renderWithProviders } from '../../support/renderWithProviders';
import { comment, discussion, GUEST, MEMBER } from './DiscussionPage/fixtures';

// A guest page's bootstrap carries its (empty) permissions, as the demo host's does.
const GUEST_PAGE = {
  ...GUEST,
  permissions: { permissions: [{ type: 'global', id: null, permissions: {} }] },
};
const HOSTILE = '<img src=x onerror="window.pwned=1">';

/** `GET /discussions/5` answering `answer`, counting the requests. */
function serveDiscussion(answer: () => Response = () => HttpResponse.json(discussion())) {
  const seen = { count: 0 };
  server.use(
    http.get(`${API}/discussions/5`, () => {
      seen.count += 1;
      return answer();
    }),
  );
  return seen;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/discussion/5/how-do-widgets-mount');
});

/** The thread with its discussion and a page of two comments preloaded, as a member sees it. */
function renderPreloadedThread(): void {
  renderWithProviders(
    <CommentThread
      discussionID={5}
      discussion={discussion() as never}
      comments={[comment(1), comment(2)]}
      totalComments={2}
      limit={30}
    />,
    { config: MEMBER },
  );
}

describe('post assets: registration', () => {
  it('every asset and adapter is in the layout catalog and loads its component', async () => {
    const names = [
      'OriginalPost',
      'CommentThread',
      'Attachments',
      'PostMeta',
      'PostTags',
      'SuggestedAnswers',
      'CreateComment',
      'CreatePostForm',
      'Discussions',
      'CategoryFollow',
    ];
    for (const name of names) {
      const definition = layoutCatalog.find((d) => d.name === name);
      expect(definition).toBeDefined();
      const mod = (await definition!.load()) as Record<string, unknown>;
      expect(typeof mod[name]).toBe('function');
      expect(typeof mod.validateProps).toBe('function');
    }
    expect(validateProps({ discussionID: 5 })).toBe(true);
    expect(() => validateProps({})).toThrow('discussionID');
    expect(() => validateProps({ discussionID: 5, attachments: 'x' })).toThrow('attachments');
  });
});

describe('OriginalPost, PostMeta, PostTags', () => {
  it('a preloaded discussion renders without a request, and without the breadcrumb the layout places', () => {
    const requests = recordRequests();
    const crumbs = [{ name: 'Help', url: 'http://localhost/categories/help' }];
    renderWithProviders(
      <OriginalPost discussionID={5} discussion={discussion({ breadcrumbs: crumbs }) as never} />,
      { config: MEMBER },
    );
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'How do widgets mount?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.includes('/discussions/5'))).toHaveLength(0);
  });

  it('the assets of one post share one request; tags link to their discussions', async () => {
    const seen = serveDiscussion(() =>
      HttpResponse.json(
        discussion({
          tags: [{ tagID: 4, name: HOSTILE, urlcode: 'x', type: 'User' } as never],
        }),
      ),
    );
    renderWithProviders(
      <>
        <PostMeta discussionID={5} />
        <OriginalPost discussionID={5} />
        <PostTags discussionID={5} />
      </>,
      { config: { ...MEMBER, config: { ...MEMBER.config, 'tagging.enabled': true } } },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How do widgets mount?' }),
    ).toBeInTheDocument();
    const meta = document.querySelector('.fw-postMeta') as HTMLElement;
    const author = within(meta).getAllByRole('button', { name: 'author' });
    expect(author).toHaveLength(2); // photo and name open the user card
    for (const trigger of author) expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(meta).getByRole('link', { name: 'General' })).toBeInTheDocument();
    // PostTags' own list (the original post shows its tags too).
    const tagList = document.querySelector('ul.fw-tags.fw-discussionPage') as HTMLElement;
    expect(tagList).toHaveAccessibleName('Tags');
    expect(within(tagList).getByRole('link', { name: HOSTILE })).toHaveAttribute(
      'href',
      '/discussions?tagID=4',
    );
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(seen.count).toBe(1);
  });

  it('a missing discussion shows the not-found page in the original post only', async () => {
    serveDiscussion(() => HttpResponse.json({ message: 'Not found' }, { status: 404 }));
    const { container } = renderWithProviders(
      <>
        <OriginalPost discussionID={5} />
        <PostMeta discussionID={5} />
      </>,
      { config: MEMBER },
    );
    expect(await screen.findByText(/Discussion Not Found/i)).toBeInTheDocument();
    expect(container.querySelector('.fw-postMeta')).toBeNull();
  });
});

describe('CommentThread', () => {
  it('shows the page of comments with its sort', async () => {
    serveDiscussion();
    server.use(
      http.get(`${API}/comments`, () =>
        HttpResponse.json([comment(1), comment(2)], {
          headers: { 'x-app-page-result-count': '2' },
        }),
      ),
    );
    renderWithProviders(<CommentThread discussionID={5} />, { config: MEMBER });
    const thread = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(thread).findByText('Comment body 1')).toBeInTheDocument();
    expect(within(thread).getByText('Comment body 2')).toBeInTheDocument();
    expect(within(thread).getByRole('combobox')).toBeInTheDocument();
  });

  it('a server-preloaded page of comments paints without a request', async () => {
    const requests = recordRequests();
    renderPreloadedThread();
    const thread = screen.getByRole('region', { name: 'Comments' });
    expect(within(thread).getByText('Comment body 1')).toBeInTheDocument();
    expect(within(thread).getByText('Comment body 2')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(requests.filter((r) => r.url.includes('/comments'))).toHaveLength(0);
  });
});

describe('CommentThread permalinks', () => {
  it('highlights the comment of a hash followed on the page and of a history step back to one', () => {
    renderPreloadedThread();
    const article = (name: string) => screen.getByRole('article', { name });
    act(() => {
      window.history.pushState(null, '', '/discussion/5/how-do-widgets-mount#Comment_1');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(article('Comment by writer1')).toHaveAttribute('aria-current', 'true');
    // Back to an address with another comment's hash: popstate, without a hashchange.
    act(() => {
      window.history.replaceState(null, '', '/discussion/5/how-do-widgets-mount#Comment_2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(article('Comment by writer2')).toHaveAttribute('aria-current', 'true');
    expect(article('Comment by writer1')).not.toHaveAttribute('aria-current');
  });
});

describe('Attachments and SuggestedAnswers', () => {
  it('files are download links with sizes; an unsafe address is plain text', () => {
    renderWithProviders(
      <Attachments
        discussionID={5}
        discussion={discussion() as never}
        attachments={[
          { name: 'notes.pdf', url: '/uploads/notes.pdf', size: 20480 },
          { name: HOSTILE, url: 'javascript:alert(1)' },
        ]}
      />,
      { config: MEMBER },
    );
    const region = screen.getByRole('region', { name: 'Attachments' });
    const link = within(region).getByRole('link', { name: 'notes.pdf' });
    expect(link).toHaveAttribute('href', '/uploads/notes.pdf');
    expect(link).toHaveAttribute('download');
    expect(region).toHaveTextContent('(20 KB)');
    expect(within(region).getByText(HOSTILE).closest('a')).toBeNull();
  });

  it('suggested answers show for a question only', () => {
    const answers = [{ name: 'Read the docs', url: '/kb/1', summary: 'It is explained there' }];
    const plain = renderWithProviders(
      <SuggestedAnswers
        discussionID={5}
        discussion={discussion() as never}
        suggestions={answers}
      />,
      { config: MEMBER },
    );
    expect(plain.container).toBeEmptyDOMElement();
    plain.unmount();
    renderWithProviders(
      <SuggestedAnswers
        discussionID={5}
        discussion={
          discussion({
            type: 'question',
            attributes: { question: { status: 'unanswered' } },
          } as never) as never
        }
        suggestions={answers}
      />,
      { config: MEMBER },
    );
    const region = screen.getByRole('region', { name: 'Suggested Answers' });
    expect(within(region).getByRole('link', { name: 'Read the docs' })).toHaveAttribute(
      'href',
      '/kb/1',
    );
  });
});

describe('CreateComment, CreatePostForm and CategoryFollow', () => {
  it('guests get the sign-in links of the comment box and the composer', async () => {
    renderWithProviders(<CreateComment discussionID={5} />, { config: GUEST_PAGE });
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toBeInTheDocument();
    const form = layoutCatalog.find((d) => d.name === 'CreatePostForm')!;
    const { CreatePostForm } = (await form.load()) as {
      CreatePostForm: (props: { categoryID?: number }) => ReactElement;
    };
    renderWithProviders(<CreatePostForm categoryID={1} />, { config: GUEST_PAGE });
    expect(screen.getByRole('link', { name: 'Sign in to start a discussion' })).toBeInTheDocument();
  });

  it('the category follow dropdown fetches the category name when not given', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${API}/categories/7`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({
          categoryID: 7,
          name: 'Off-Topic',
          url: '/categories/off-topic',
        });
      }),
    );
    renderWithProviders(<CategoryFollow categoryID={7} />, { config: GUEST_PAGE });
    expect(await screen.findByRole('link', { name: 'Sign in to follow' })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });
});
