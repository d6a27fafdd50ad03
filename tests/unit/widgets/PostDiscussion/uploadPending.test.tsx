// The discussion form does not post while the editor is still uploading a file: the body taken
// then would not hold it.
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import * as navigation from '@/features/composer/components/navigation';
import { PostDiscussion } from '../../../../widgets/PostDiscussion/PostDiscussion';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { fakeForum, findEditor, memberConfig, typeInEditor } from './forum';

jest.setTimeout(20_000);

const WAIT = 'Wait until the uploads have finished, then post again.';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]).toString('base64');

// The product makes its Files with the page's File; jest-fixed-jsdom's FormData (Node's) takes
// only Node's.
const pageFile = globalThis.File;
let goTo: jest.SpyInstance;
// Compiling the editor chunk's modules the first time takes longer than a test waits.
beforeAll(() => import('@/features/composer/editor/RichEditorImpl'), 30000);
beforeEach(() => {
  localStorage.clear();
  globalThis.File = NodeFile as unknown as typeof File;
  goTo = jest.spyOn(navigation, 'goTo').mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.File = pageFile;
  goTo.mockRestore();
});

it('says to wait while an upload is being sent, and posts the card once it is in', async () => {
  fakeForum();
  const posts: Array<{ body: string }> = [];
  let answer: () => void = () => undefined;
  const uploaded = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    http.post(`${API}/media`, async () => {
      await uploaded;
      return HttpResponse.json(
        { mediaID: 3, url: 'http://localhost/uploads/3/pasted-image-1.png', name: 'pasted-image-1.png', type: 'image/png', size: 7 },
        { status: 201 },
      ); // prettier-ignore
    }),
    http.post(`${API}/discussions`, async ({ request }) => {
      posts.push((await request.json()) as { body: string });
      return HttpResponse.json(
        { discussionID: 99, name: 'Pic', categoryID: 1, url: 'http://localhost/discussion/99/pic' },
        { status: 201 },
      );
    }),
  );
  const { user } = renderWithProviders(<PostDiscussion categoryID={1} />, {
    config: memberConfig(),
  });
  await screen.findByText('Posting in: General');
  await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Pic');
  await typeInEditor(user, 'Body', 'See');
  const editor = await findEditor('Body');
  const paste = new Event('paste', { bubbles: true, cancelable: true });
  const html = `<img src="data:image/png;base64,${PNG}">`;
  Object.defineProperty(paste, 'clipboardData', {
    value: { types: ['text/html'], files: [], getData: (type: string) => (type === 'text/html' ? html : '') }, // prettier-ignore
  });
  act(() => {
    editor.dispatchEvent(paste);
  });
  expect(editor).toHaveTextContent('Uploading pasted-image-1.png…');

  await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
  expect(screen.getByText(WAIT)).toBeVisible();
  expect(editor).toHaveAccessibleDescription(WAIT);
  expect(posts).toEqual([]);

  answer();
  await waitFor(() => expect(editor.querySelector('img')).not.toBeNull());
  expect(screen.queryByText(WAIT)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
  await waitFor(() => expect(goTo).toHaveBeenCalledWith('/discussion/99/pic'));
  const nodes = JSON.parse(posts[0]!.body) as Array<{ type: string }>;
  expect(nodes.map((node) => node.type)).toContain('rich_embed_card');
});
