import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CommentBox } from '../../../../widgets/CommentBox/CommentBox';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import {
  fakeForum,
  findEditor,
  memberConfig,
  rich2,
  typeInEditor,
  USER_ID,
  preloadEditor,
} from '../PostDiscussion/forum';

// The editor's chunk and typing in it take a few seconds on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML =
    '<article id="Comment_7"><div class="Message">Old <b>words</b></div></article>';
});

function commentSeven(status = 200): unknown[] {
  const patches: unknown[] = [];
  server.use(
    http.get(`${API}/comments/7/edit`, () =>
      status === 200
        ? HttpResponse.json({
            commentID: 7,
            discussionID: 5,
            body: rich2('Old words'),
            format: 'rich2',
          })
        : HttpResponse.json({ message: 'Permission Problem', status }, { status }),
    ),
    http.patch(`${API}/comments/7`, async ({ request }) => {
      const body = (await request.json()) as { body: string };
      patches.push(body);
      return HttpResponse.json({
        commentID: 7,
        discussionID: 5,
        body: '<p>New <em>words</em></p><script>alert(1)</script>',
        insertUserID: USER_ID,
        dateInserted: new Date().toISOString(),
      });
    }),
  );
  return patches;
}

preloadEditor();

describe('CommentBox: editing a comment in place', () => {
  it('starts from the comment’s source, saves with PATCH and shows the new body on the page', async () => {
    fakeForum();
    const patches = commentSeven();
    const heard: unknown[] = [];
    document.addEventListener('fw:comment-edited', (event) =>
      heard.push((event as CustomEvent).detail),
    );
    const { user } = renderWithProviders(<CommentBox discussionID={5} commentID={7} />, {
      config: memberConfig(),
    });
    expect(await findEditor('Edit comment')).toHaveTextContent('Old words');
    await typeInEditor(user, 'Edit comment', 'Really ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your changes were saved.');
    expect(patches).toEqual([
      { body: expect.stringContaining('Really Old words') as unknown, format: 'rich2' },
    ]);
    const message = document.querySelector('#Comment_7 .Message') as HTMLElement;
    expect(message.innerHTML).toBe('<p>New <em>words</em></p>');
    expect(heard).toEqual([expect.objectContaining({ discussionID: 5 })]);
  });

  it('tells a member who may not edit the comment so', async () => {
    fakeForum();
    commentSeven(403);
    renderWithProviders(<CommentBox discussionID={5} commentID={7} />, {
      config: memberConfig(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot edit this comment.');
  });

  it('leaves without saving on Cancel and tells the page', async () => {
    fakeForum();
    const patches = commentSeven();
    const heard: unknown[] = [];
    document.addEventListener('fw:comment-edit-cancelled', (event) =>
      heard.push((event as CustomEvent).detail),
    );
    const { user, container } = renderWithProviders(<CommentBox discussionID={5} commentID={7} />, {
      config: memberConfig(),
    });
    await findEditor('Edit comment');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(heard).toEqual([{ discussionID: 5, commentID: 7 }]);
    expect(patches).toHaveLength(0);
  });
});
