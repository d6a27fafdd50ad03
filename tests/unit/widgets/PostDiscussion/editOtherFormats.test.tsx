// Editing a discussion stored in another format than rich2 (04 §2 last rule): the form opens
// the rendered HTML of the normal read (GET /discussions/{id}), says that saving converts the
// post, and saves rich2. A failed read is the load's error page, never an empty editor.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as navigation from '@/features/composer/components/navigation';
import { PostDiscussion } from '../../../../widgets/PostDiscussion/PostDiscussion';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { fakeForum, findEditor, memberConfig, USER_ID, preloadEditor } from './forum';

// The editor's chunk and typing in it take a few seconds on a busy machine.
jest.setTimeout(20_000);

let goTo: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  goTo = jest.spyOn(navigation, 'goTo').mockImplementation(() => undefined);
});
afterEach(() => goTo.mockRestore());

const NOTICE = 'This post was written in Markdown. Saving it will convert it to rich text.';

/** Discussion 5, stored as Markdown; its read renders it unless `readStatus` says otherwise. */
function markdownDiscussion(readStatus = 200): { patches: Record<string, unknown>[] } {
  const patches: Record<string, unknown>[] = [];
  const inserted = new Date(Date.now() - 10 * 60_000).toISOString();
  const discussion = {
    discussionID: 5,
    name: 'Original title',
    categoryID: 1,
    insertUserID: USER_ID,
    dateInserted: inserted,
    url: 'http://localhost/discussion/5/original-title',
    body: '<h2 data-id="plan">Plan</h2>\n<p>Read <em>this</em> first.</p>',
  };
  server.use(
    http.get(`${API}/discussions/5`, () =>
      readStatus === 200
        ? HttpResponse.json(discussion)
        : HttpResponse.json({ message: 'The server broke.' }, { status: readStatus }),
    ),
    http.get(`${API}/discussions/5/edit`, () =>
      HttpResponse.json({
        ...discussion,
        body: '## Plan\n\nRead *this* first.',
        format: 'markdown',
        type: 'discussion',
        tagIDs: [],
      }),
    ),
    http.patch(`${API}/discussions/5`, async ({ request }) => {
      patches.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(discussion);
    }),
  );
  return { patches };
}

preloadEditor();

describe('PostDiscussion: editing a discussion of another format', () => {
  it('opens the rendered HTML with the notice, and saves rich2', async () => {
    fakeForum();
    const { patches } = markdownDiscussion();
    const { user } = renderWithProviders(<PostDiscussion discussionID={5} />, {
      config: memberConfig(),
    });
    const editor = await findEditor('Body');
    expect(editor).toHaveTextContent('PlanRead this first.');
    expect(editor).toHaveAccessibleDescription(NOTICE);
    expect(screen.getByText(NOTICE)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(patches).toEqual([
      {
        name: 'Original title',
        categoryID: 1,
        format: 'rich2',
        body: JSON.stringify([
          { type: 'h2', children: [{ text: 'Plan' }] },
          { type: 'p', children: [{ text: 'Read ' }, { text: 'this', italic: true }, { text: ' first.' }] },
        ]),
      },
    ]); // prettier-ignore
  });

  it('shows the load’s error, and no editor, when the rendered read fails', async () => {
    fakeForum();
    markdownDiscussion(500);
    renderWithProviders(<PostDiscussion discussionID={5} />, { config: memberConfig() });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server broke.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
