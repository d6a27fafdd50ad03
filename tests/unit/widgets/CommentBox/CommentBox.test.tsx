import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocalDraft, writeLocalDraft } from '@/features/drafts/draftStorage';
import { topLevelCommentPlace } from '@/features/drafts/draftRules';
import { CommentBox } from '../../../../widgets/CommentBox/CommentBox';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import {
  fakeForum,
  findEditor,
  GUEST_CONFIG,
  memberConfig,
  rich2,
  serverDraft,
  typeInEditor,
  USER_ID,
  preloadEditor,
} from '../PostDiscussion/forum';

// The editor's chunk and typing in it take a few seconds on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

/** Discussion 5 in category 1, open unless `closed`. */
function discussionFive(closed = false): void {
  server.use(
    http.get(`${API}/discussions/5`, () =>
      HttpResponse.json({ discussionID: 5, name: 'Topic', categoryID: 1, closed }),
    ),
  );
}

/** `POST /comments` answering with a comment whose body holds hostile bits. */
function acceptComments(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/comments`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(
        {
          commentID: 70,
          discussionID: 5,
          body: '<p>Thanks!<img src="x" onerror="alert(1)"><a href="javascript:alert(2)">x</a></p><script>alert(3)</script>',
          insertUserID: USER_ID,
          insertUser: { userID: USER_ID, name: 'member', url: 'http://localhost/profile/member' },
          dateInserted: new Date().toISOString(),
          url: 'http://localhost/discussion/comment/70#Comment_70',
        },
        { status: 201 },
      );
    }),
  );
  return bodies;
}

/** A server-rendered comment list with one comment, as the demo host's page has. */
function commentList(): HTMLElement {
  const list = document.createElement('section');
  list.setAttribute('data-fw-comment-list', '');
  list.innerHTML =
    '<article class="Item ItemComment" id="Comment_7"><div class="Message">Old <b>words</b></div></article>';
  document.body.appendChild(list);
  return list;
}

preloadEditor();

describe('CommentBox: who gets what', () => {
  it('gives a guest a sign-in link', async () => {
    renderWithProviders(<CommentBox discussionID={5} />, { config: GUEST_CONFIG });
    expect(await screen.findByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
      'href',
      expect.stringContaining('/entry/signin'),
    );
  });

  it('shows nothing to a member without comments.add in the category', async () => {
    fakeForum();
    server.use(
      http.get(`${API}/discussions/5`, () =>
        HttpResponse.json({ discussionID: 5, name: 'Topic', categoryID: 2 }),
      ),
    );
    const { container } = renderWithProviders(<CommentBox discussionID={5} />, {
      config: memberConfig(),
    });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('shows nothing on a closed discussion unless the member may close discussions', async () => {
    fakeForum();
    discussionFive(true);
    const { container, unmount } = renderWithProviders(<CommentBox discussionID={5} />, {
      config: memberConfig(),
    });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    unmount();

    renderWithProviders(<CommentBox discussionID={5} />, {
      config: memberConfig({ category1: { 'discussions.close': true } }),
    });
    expect(await findEditor('Comment')).toBeInTheDocument();
  });

  // 03 §6: on a closed discussion `discussions.close` *replaces* the `comments.add` check, as
  // the comment footer's Reply and Quote apply it (`commentActions`): the box must agree.
  it('gives the box on a closed discussion to a member with discussions.close but not comments.add', async () => {
    fakeForum();
    server.use(
      http.get(`${API}/discussions/5`, () =>
        HttpResponse.json({ discussionID: 5, name: 'Topic', categoryID: 2, closed: true }),
      ),
    );
    // memberConfig() with `discussions.close` added in category 2, where it has no comments.add.
    const base = memberConfig();
    const entries = (base.permissions?.permissions ?? []).map((entry) =>
      entry.type === 'category' && entry.id === 2
        ? { ...entry, permissions: { ...entry.permissions, 'discussions.close': true } }
        : entry,
    );
    const config = { ...base, permissions: { ...base.permissions, permissions: entries } };
    renderWithProviders(<CommentBox discussionID={5} />, { config });
    expect(await findEditor('Comment')).toBeInTheDocument();
  });

  it('follows a record override of discussions.close on a closed discussion, as the footer does', async () => {
    fakeForum();
    server.use(
      http.get(`${API}/discussions/5`, () =>
        HttpResponse.json({
          discussionID: 5,
          name: 'Topic',
          categoryID: 1,
          closed: true,
          permissions: { 'discussions.close': true },
        }),
      ),
    );
    renderWithProviders(<CommentBox discussionID={5} />, { config: memberConfig() });
    expect(await findEditor('Comment')).toBeInTheDocument();
  });
});

describe('CommentBox: posting', () => {
  it('posts the comment, shows it in the page’s list (sanitised), clears the box and tells the page', async () => {
    fakeForum();
    discussionFive();
    const posts = acceptComments();
    const list = commentList();
    const heard: unknown[] = [];
    document.addEventListener('fw:comment-posted', (event) =>
      heard.push((event as CustomEvent).detail),
    );
    const { user } = renderWithProviders(<CommentBox discussionID={5} />, {
      config: memberConfig(),
    });
    await typeInEditor(user, 'Comment', 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    await waitFor(() => expect(list.querySelector('#Comment_70')).not.toBeNull());
    expect(posts).toEqual([{ discussionID: 5, body: rich2('Thanks!'), format: 'rich2' }]);
    const shown = list.querySelector('#Comment_70') as HTMLElement;
    expect(shown).toHaveTextContent('member');
    expect(shown).toHaveTextContent('Thanks!');
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(shown.querySelector('a[href^="javascript"]')).toBeNull();
    expect(shown).toHaveFocus();
    expect(heard).toEqual([
      expect.objectContaining({
        discussionID: 5,
        comment: expect.objectContaining({ commentID: 70 }),
      }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Your comment was posted.');
    await waitFor(async () => expect(await findEditor('Comment')).not.toHaveTextContent('Thanks!'));
  });

  it('asks for some text before posting an empty comment', async () => {
    fakeForum();
    discussionFive();
    const posts = acceptComments();
    const { user } = renderWithProviders(<CommentBox discussionID={5} />, {
      config: memberConfig(),
    });
    await findEditor('Comment');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(screen.getByText('Write something before posting.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('keeps the text and says why when the server refuses the comment', async () => {
    fakeForum();
    discussionFive();
    server.use(
      http.post(`${API}/comments`, () =>
        HttpResponse.json({ message: 'You have been banned.', status: 403 }, { status: 403 }),
      ),
    );
    const { user } = renderWithProviders(<CommentBox discussionID={5} />, {
      config: memberConfig(),
    });
    await typeInEditor(user, 'Comment', 'My words');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have been banned.');
    expect(await findEditor('Comment')).toHaveTextContent('My words');
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeEnabled();
  });
});

describe('CommentBox: quotes and replies driven by the page', () => {
  it('inserts the quoted comment with its author when the page asks', async () => {
    fakeForum();
    discussionFive();
    server.use(
      http.get(`${API}/comments/7/quote`, () =>
        HttpResponse.json({
          bodyRaw: rich2('Quoted words'),
          format: 'rich2',
          insertUser: { userID: 9, name: 'Ana' },
          url: 'http://localhost/discussion/comment/7',
        }),
      ),
    );
    renderWithProviders(<CommentBox discussionID={5} />, { config: memberConfig() });
    const editor = await findEditor('Comment');
    act(() => {
      document.dispatchEvent(new CustomEvent('fw:comment-quote', { detail: { commentID: 7 } }));
    });
    await waitFor(() => expect(editor.querySelector('blockquote')).not.toBeNull());
    expect(editor.querySelector('blockquote')).toHaveTextContent('Ana wrote:');
    expect(editor.querySelector('blockquote')).toHaveTextContent('Quoted words');
  });

  it('asks Discard Draft before a reply replaces an unposted comment, and keeps it on Cancel', async () => {
    const forum = fakeForum({
      drafts: [
        serverDraft({
          draftID: 31,
          recordType: 'comment',
          parentRecordType: 'discussion',
          parentRecordID: 5,
          attributes: {
            body: rich2('Unposted words'),
            format: 'rich2',
            lastSaved: new Date(Date.now() - 60_000).toISOString(),
            draftMeta: { commentParentID: null },
          },
        }),
      ],
    });
    discussionFive();
    const { user } = renderWithProviders(<CommentBox discussionID={5} />, {
      config: memberConfig(),
    });
    expect(await findEditor('Comment')).toHaveTextContent('Unposted words');
    const reply = (): void =>
      act(() => {
        document.dispatchEvent(
          new CustomEvent('fw:comment-reply', { detail: { commentID: 7, author: 'Ana' } }),
        );
      });

    reply();
    const dialog = await screen.findByRole('dialog', { name: 'Discard Draft' });
    expect(dialog).toHaveTextContent(
      'You have an unposted draft, replying to this comment will discard your draft. Are you sure you want to discard it?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await findEditor('Comment')).toHaveTextContent('Unposted words');

    reply();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }),
    );
    expect(await screen.findByRole('heading', { name: 'Reply to Ana' })).toBeInTheDocument();
    expect(await findEditor('Reply')).not.toHaveTextContent('Unposted words');
    await waitFor(() =>
      expect(forum.received).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: '/api/v2/drafts/31' }),
      ),
    );
  });

  it('replies at once when the box holds nothing, and goes back with Cancel', async () => {
    fakeForum();
    discussionFive();
    const { user } = renderWithProviders(<CommentBox discussionID={5} />, {
      config: memberConfig(),
    });
    await findEditor('Comment');
    act(() => {
      document.dispatchEvent(new CustomEvent('fw:comment-reply', { detail: { commentID: 7 } }));
    });
    expect(await screen.findByRole('heading', { name: 'Reply to comment' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await findEditor('Reply');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Leave a comment' })).toBeInTheDocument();
  });

  it('writes the reply draft with the comment answered and its path (04 §6)', async () => {
    fakeForum();
    discussionFive();
    const { user } = renderWithProviders(<CommentBox discussionID={5} />, {
      config: memberConfig(),
    });
    await findEditor('Comment');
    act(() => {
      document.dispatchEvent(
        new CustomEvent('fw:comment-reply', { detail: { commentID: 7, commentPath: '3.7' } }),
      );
    });
    await typeInEditor(user, 'Reply', 'Agreed');
    const place = {
      recordType: 'comment',
      parentRecordType: 'comment',
      parentRecordID: 7,
    } as const;
    await waitFor(() =>
      expect(readLocalDraft(USER_ID, place)?.meta).toEqual({
        format: 'rich2',
        commentParentID: 7,
        commentPath: '3.7',
      }),
    );
  });

  it('opens a reply draft where it was written: the reply box of the comment the link names', async () => {
    fakeForum();
    discussionFive();
    writeLocalDraft(
      USER_ID,
      { recordType: 'comment', parentRecordType: 'comment', parentRecordID: 7 },
      {
        body: rich2('Half a reply'),
        format: 'rich2',
        meta: { format: 'rich2', commentParentID: 7, commentPath: '7' },
        lastSaved: new Date().toISOString(),
        synced: false,
      },
    );
    window.history.replaceState(null, '', '/discussion/5?hasDraft=true#Comment_7');
    try {
      renderWithProviders(<CommentBox discussionID={5} />, { config: memberConfig() });
      expect(await screen.findByRole('heading', { name: 'Reply to comment' })).toBeInTheDocument();
      expect(await findEditor('Reply')).toHaveTextContent('Half a reply');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('ignores requests about another discussion', async () => {
    fakeForum();
    discussionFive();
    writeLocalDraft(USER_ID, topLevelCommentPlace(5), {
      body: rich2('Mine'),
      format: 'rich2',
      meta: { commentParentID: null },
      lastSaved: new Date().toISOString(),
      synced: false,
    });
    renderWithProviders(<CommentBox discussionID={5} />, { config: memberConfig() });
    await findEditor('Comment');
    act(() => {
      document.dispatchEvent(
        new CustomEvent('fw:comment-reply', { detail: { commentID: 7, discussionID: 6 } }),
      );
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Leave a comment' })).toBeInTheDocument();
  });
});

describe('CommentBox: the saved draft toast (03 §8, §9)', () => {
  it('says a saved draft is available and scrolls to the box, 150 px below the top, on Navigate to Draft', async () => {
    fakeForum();
    discussionFive();
    writeLocalDraft(USER_ID, topLevelCommentPlace(5), {
      body: rich2('Kept words'),
      format: 'rich2',
      meta: { commentParentID: null },
      lastSaved: new Date().toISOString(),
      synced: false,
    });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      const { user } = renderWithProviders(<CommentBox discussionID={5} />, {
        config: memberConfig(),
      });
      const editor = await findEditor('Comment');
      expect(editor).toHaveTextContent('Kept words');
      expect(await screen.findByText(/Saved Draft Available\./)).toBeInTheDocument();
      const box = document.getElementById('create-comment') as HTMLElement;
      jest.spyOn(box, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
      await user.click(screen.getByRole('link', { name: 'Navigate to Draft' }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 750 + window.scrollY });
      expect(editor).toHaveFocus();
    } finally {
      scrollTo.mockRestore();
    }
  });

  it('gives a second box on the page an id of its own: the first keeps #create-comment', async () => {
    fakeForum();
    discussionFive();
    renderWithProviders(
      <>
        <CommentBox discussionID={5} />
        <CommentBox discussionID={5} />
      </>,
      { config: memberConfig() },
    );
    await waitFor(() => expect(document.querySelectorAll('.fw-commentBox')).toHaveLength(2));
    const ids = [...document.querySelectorAll('.fw-commentBox')].map((box) => box.id);
    expect(ids).toEqual(['create-comment', 'create-comment-2']);
  });

  it('says nothing when the box opens empty', async () => {
    fakeForum();
    discussionFive();
    renderWithProviders(<CommentBox discussionID={5} />, { config: memberConfig() });
    await findEditor('Comment');
    expect(screen.queryByText(/Saved Draft Available\./)).toBeNull();
  });
});
