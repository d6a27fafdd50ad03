// Editing a comment stored in another format than rich2 (04 §2 last rule, §8): the composer
// opens the rendered HTML of the normal read (GET /comments/{id}), says that saving converts the
// comment, and saves rich2. A failed read is the load's error page, never an empty editor.
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
  USER_ID,
  preloadEditor,
} from '../PostDiscussion/forum';

// The editor's chunk and typing in it take a few seconds on a busy machine.
jest.setTimeout(20_000);

const NOTICE = 'This post was written in Markdown. Saving it will convert it to rich text.';
const RENDERED =
  '<p>First <strong>bold</strong> line<br />\nsecond line</p>\n<ul><li>one</li></ul>';

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '<article id="Comment_7"><div class="Message">Old</div></article>';
});

/** Comment 7 stored as `format`, its rendered read (or `readStatus`), and the PATCHes. */
function commentSeven(
  format: string,
  options: { body?: string; readStatus?: number } = {},
): { patches: { body: string; format: string }[]; reads: number } {
  const seen = { patches: [] as { body: string; format: string }[], reads: 0 };
  server.use(
    http.get(`${API}/comments/7/edit`, () =>
      HttpResponse.json({
        commentID: 7,
        discussionID: 5,
        body: options.body ?? '**First** line  \nsecond line\n\n- one',
        format,
      }),
    ),
    http.get(`${API}/comments/7`, () => {
      seen.reads += 1;
      const status = options.readStatus ?? 200;
      return status === 200
        ? HttpResponse.json({
            commentID: 7,
            discussionID: 5,
            body: RENDERED,
            insertUserID: USER_ID,
            dateInserted: new Date().toISOString(),
          })
        : HttpResponse.json({ message: 'The server broke.', status }, { status });
    }),
    http.patch(`${API}/comments/7`, async ({ request }) => {
      seen.patches.push((await request.json()) as { body: string; format: string });
      return HttpResponse.json({
        commentID: 7,
        discussionID: 5,
        body: '<p>saved</p>',
        insertUserID: USER_ID,
        dateInserted: new Date().toISOString(),
      });
    }),
  );
  return seen;
}

const edit = (): ReturnType<typeof renderWithProviders> =>
  renderWithProviders(<CommentBox discussionID={5} commentID={7} />, { config: memberConfig() });

preloadEditor();

describe('CommentBox: editing a comment of another format', () => {
  it('opens a Markdown comment as its rendered HTML, with a notice the editor is described by', async () => {
    fakeForum();
    commentSeven('markdown');
    edit();
    const editor = await findEditor('Edit comment');
    expect(editor).toHaveTextContent('First bold linesecond line');
    expect(editor).not.toHaveTextContent('**');
    expect(editor.querySelector('strong')).toHaveTextContent('bold');
    expect(editor.querySelector('ul li')).toHaveTextContent('one');
    expect(editor).toHaveAccessibleDescription(NOTICE);
    expect(screen.getByText(NOTICE)).toBeVisible();
  });

  it('saves rich2 converted from the rendered HTML, also when nothing was changed', async () => {
    fakeForum();
    const seen = commentSeven('Markdown');
    const { user } = edit();
    await findEditor('Edit comment');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your changes were saved.');
    expect(seen.patches).toHaveLength(1);
    expect(seen.patches[0]!.format).toBe('rich2');
    expect(JSON.parse(seen.patches[0]!.body)).toEqual([
      {
        type: 'p',
        children: [
          { text: 'First ' },
          { text: 'bold', bold: true },
          { text: ' line\nsecond line' },
        ],
      },
      { type: 'ul', children: [{ type: 'li', children: [{ type: 'lic', children: [{ text: 'one' }] }] }] },
    ]); // prettier-ignore
  });

  it.each([
    ['rich', 'the older rich text format', '[{"insert":"First line\\n"}]'],
    ['html', 'HTML', '<p>First <b>bold</b> line'],
    ['text', 'plain text', 'First line'],
    ['bbcode', 'BBCode', '[b]First[/b] line'],
    ['display', 'another format', 'First line'],
  ])(
    'opens a %s comment from its rendered HTML too and names it as %s',
    async (format, name, body) => {
      fakeForum();
      const seen = commentSeven(format, { body });
      edit();
      const editor = await findEditor('Edit comment');
      expect(editor).toHaveTextContent('First bold linesecond line');
      expect(editor).toHaveAccessibleDescription(
        name === 'another format'
          ? 'This post was written in another format. Saving it will convert it to rich text.'
          : `This post was written in ${name}. Saving it will convert it to rich text.`,
      );
      expect(seen.reads).toBe(1);
    },
  );

  it('opens a rich2 comment from its source, without the read or a notice', async () => {
    fakeForum();
    const seen = commentSeven('Rich2', { body: rich2('Stored words') });
    edit();
    const editor = await findEditor('Edit comment');
    expect(editor).toHaveTextContent('Stored words');
    expect(editor).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Saving it will convert it/)).not.toBeInTheDocument();
    expect(seen.reads).toBe(0);
  });

  it('shows the load’s error with Retry, and no editor, when the rendered read fails', async () => {
    fakeForum();
    const seen = commentSeven('markdown', { readStatus: 500 });
    const { user } = edit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server broke.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    commentSeven('markdown');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findEditor('Edit comment')).toHaveTextContent('First bold line');
    expect(seen.patches).toHaveLength(0);
  });

  it('shows the error when the read answers without a body (a 408)', async () => {
    fakeForum();
    commentSeven('markdown');
    server.use(http.get(`${API}/comments/7`, () => new HttpResponse(null, { status: 408 })));
    edit();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
  });
});
