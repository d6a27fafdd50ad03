// Editing a comment whose HTML holds a data: image (04 §7 step 5): the image is uploaded once the
// editor is open, and Save waits for it rather than send a body without the image.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { CommentBox } from '../../../../widgets/CommentBox/CommentBox';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { fakeForum, findEditor, memberConfig, USER_ID } from '../PostDiscussion/forum';

jest.setTimeout(20_000);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]).toString('base64');
const RENDERED = `<p>Look</p><img src="data:image/png;base64,${PNG}" alt="x"><p>there</p>`;

// The product makes its Files with the page's File; jest-fixed-jsdom's FormData (Node's) takes
// only Node's.
const pageFile = globalThis.File;
beforeAll(async () => {
  globalThis.File = NodeFile as unknown as typeof File;
  // Compiling the editor chunk's modules the first time takes longer than a test waits.
  await import('@/features/composer/editor/RichEditorImpl');
}, 30000);
afterAll(() => {
  globalThis.File = pageFile;
});

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '<article id="Comment_7"><div class="Message">Old</div></article>';
});

it('uploads the data: image of an opened comment and holds Save until it is in', async () => {
  fakeForum();
  const patches: Array<{ body: string; format: string }> = [];
  let answer: () => void = () => undefined;
  const uploaded = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const comment = { commentID: 7, discussionID: 5, insertUserID: USER_ID };
  server.use(
    http.get(`${API}/comments/7/edit`, () =>
      HttpResponse.json({ ...comment, body: RENDERED, format: 'html' }),
    ),
    http.get(`${API}/comments/7`, () =>
      HttpResponse.json({ ...comment, body: RENDERED, dateInserted: new Date().toISOString() }),
    ),
    http.post(`${API}/media`, async () => {
      await uploaded;
      return HttpResponse.json(
        { mediaID: 9, url: 'http://localhost/uploads/9/pasted-image-1.png', name: 'pasted-image-1.png', type: 'image/png', size: 7 },
        { status: 201 },
      ); // prettier-ignore
    }),
    http.patch(`${API}/comments/7`, async ({ request }) => {
      patches.push((await request.json()) as { body: string; format: string });
      return HttpResponse.json({ ...comment, body: '<p>saved</p>', dateInserted: new Date().toISOString() }); // prettier-ignore
    }),
  );
  const { user } = renderWithProviders(<CommentBox discussionID={5} commentID={7} />, {
    config: memberConfig(),
  });
  const editor = await findEditor('Edit comment');
  expect(editor.innerHTML).not.toContain('data:');
  expect(editor).toHaveTextContent('Uploading pasted-image-1.png…');

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Wait until the uploads have finished, then post again.')).toBeVisible();
  expect(patches).toHaveLength(0);

  answer();
  await waitFor(() => expect(editor.querySelector('img')).not.toBeNull());
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Your changes were saved.');
  expect(patches).toHaveLength(1);
  expect(patches[0]!.body).not.toContain('data:');
  const nodes = JSON.parse(patches[0]!.body) as Array<{ type: string; url?: string }>;
  expect(nodes.map((node) => node.type)).toEqual(['p', 'rich_embed_card', 'p']);
  expect(nodes[1]!.url).toBe('http://localhost/uploads/9/pasted-image-1.png');
});
