import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import * as navigation from '@/features/composer/components/navigation';
import { PostDiscussion } from '../../../../widgets/PostDiscussion/PostDiscussion';
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
} from './forum';

// The editor's chunk and typing in it take a few seconds on a busy machine.
jest.setTimeout(20_000);

let goTo: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  goTo = jest.spyOn(navigation, 'goTo').mockImplementation(() => undefined);
});
afterEach(() => goTo.mockRestore());

const minutesAgo = (n: number): string => new Date(Date.now() - n * 60_000).toISOString();

/** Discussion 5 by `author`, written `age` minutes ago, and its source; records the PATCH. */
function discussionFive(
  options: { author?: number; age?: number; closed?: boolean; sourceStatus?: number } = {},
): { patches: unknown[] } {
  const patches: unknown[] = [];
  const { author = USER_ID, age = 10, closed = false, sourceStatus = 200 } = options;
  server.use(
    http.get(`${API}/discussions/5`, () =>
      HttpResponse.json({
        discussionID: 5,
        name: 'Original title',
        categoryID: 1,
        insertUserID: author,
        dateInserted: minutesAgo(age),
        closed,
        url: 'http://localhost/discussion/5/original-title',
        tags: [{ tagID: 11, name: 'help' }],
      }),
    ),
    http.get(`${API}/discussions/5/edit`, () =>
      sourceStatus === 200
        ? HttpResponse.json({
            discussionID: 5,
            name: 'Original title',
            body: rich2('Original words'),
            format: 'rich2',
            categoryID: 1,
            type: 'discussion',
            tagIDs: [11],
            insertUserID: author,
            dateInserted: minutesAgo(age),
          })
        : HttpResponse.json(
            { message: 'Permission Problem', status: sourceStatus },
            { status: sourceStatus },
          ),
    ),
    http.patch(`${API}/discussions/5`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      return HttpResponse.json({
        discussionID: 5,
        name: body.name,
        categoryID: 1,
        url: 'http://localhost/discussion/5/new-title',
      });
    }),
  );
  return { patches };
}

/** Discussion 5 (by the member) tagged `help` and with a User tag; records the tag PUTs. */
function discussionFiveWithUserTag(): { patches: unknown[]; tagPuts: unknown[] } {
  const { patches } = discussionFive();
  const userTag = { tagID: 21, name: 'member', urlcode: 'member', type: 'User' };
  const tagPuts: unknown[] = [];
  server.use(
    http.get(`${API}/discussions/5`, () =>
      HttpResponse.json({
        discussionID: 5,
        name: 'Original title',
        categoryID: 1,
        insertUserID: USER_ID,
        dateInserted: minutesAgo(10),
        url: 'http://localhost/discussion/5/original-title',
        tags: [{ tagID: 11, name: 'help' }, userTag],
      }),
    ),
    http.get(`${API}/discussions/5/edit`, () =>
      HttpResponse.json({
        discussionID: 5,
        name: 'Original title',
        body: rich2('Original words'),
        format: 'rich2',
        categoryID: 1,
        type: 'discussion',
        tagIDs: [11, 21],
        insertUserID: USER_ID,
        dateInserted: minutesAgo(10),
      }),
    ),
    http.put(`${API}/discussions/5/tags`, async ({ request }) => {
      tagPuts.push(await request.json());
      return HttpResponse.json([userTag]);
    }),
  );
  return { patches, tagPuts };
}

preloadEditor();

describe('PostDiscussion: editing a discussion', () => {
  it('starts from the discussion’s source, shows the time left and saves with PATCH', async () => {
    fakeForum();
    const { patches } = discussionFive({ age: 10 });
    const { user } = renderWithProviders(<PostDiscussion discussionID={5} />, {
      config: memberConfig(),
    });
    expect(await screen.findByRole('heading', { name: 'Edit Discussion' })).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Original title');
    expect(await findEditor('Body')).toHaveTextContent('Original words');
    expect(screen.getByText(/^You have 49 minutes left to edit\.$/)).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('help');

    await user.clear(title);
    await user.type(title, 'Better title');
    await typeInEditor(user, 'Body', 'Edited');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/discussion/5/new-title'));
    expect(patches).toEqual([
      {
        name: 'Better title',
        body: expect.stringContaining('EditedOriginal words') as unknown,
        format: 'rich2',
        categoryID: 1,
      },
    ]);
  });

  // 03 §3: tags of type 'User' are filtered out only when tagging is off; memberConfig() has
  // `tagging.enabled`, so the edit shows them and the save keeps them.
  it('keeps the discussion’s User tags when tagging is on: shown as chips, sent with the save', async () => {
    fakeForum();
    const { tagPuts } = discussionFiveWithUserTag();
    const { user } = renderWithProviders(<PostDiscussion discussionID={5} />, {
      config: memberConfig(),
    });
    const chosen = await screen.findByRole('list', { name: 'Chosen tags' });
    expect(screen.getByRole('group', { name: 'Tags' })).toContainElement(chosen);
    expect(chosen).toHaveTextContent('help');
    expect(chosen).toHaveTextContent('member');
    await user.click(screen.getByRole('button', { name: 'Remove tag help' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/discussion/5/new-title'));
    expect(tagPuts).toEqual([{ tagIDs: [21] }]);
  });

  it('leaves the tags alone when tagging is off: no picker, and the save sends none', async () => {
    fakeForum();
    const { tagPuts, patches } = discussionFiveWithUserTag();
    const member = memberConfig();
    const { user } = renderWithProviders(<PostDiscussion discussionID={5} />, {
      config: { ...member, config: { ...member.config, 'tagging.enabled': false } },
    });
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(screen.queryByRole('group', { name: 'Tags' })).toBeNull();
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/discussion/5/new-title'));
    expect(patches).toEqual([expect.objectContaining({ name: 'Original title!' })]);
    expect(tagPuts).toEqual([]);
  });

  it('tells a member who is not the author that they cannot edit it', async () => {
    fakeForum();
    discussionFive({ author: 77 });
    renderWithProviders(<PostDiscussion discussionID={5} />, { config: memberConfig() });
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot edit this discussion.');
    expect(screen.getByRole('link', { name: 'Back to the discussion' })).toHaveAttribute(
      'href',
      '/discussion/5/original-title',
    );
    expect(screen.queryByRole('textbox', { name: /Title/ })).toBeNull();
  });

  it('tells the author when the edit time has run out or the discussion is closed', async () => {
    fakeForum();
    discussionFive({ age: 61 });
    const { unmount } = renderWithProviders(<PostDiscussion discussionID={5} />, {
      config: memberConfig(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot edit this discussion.');
    unmount();

    discussionFive({ closed: true });
    renderWithProviders(<PostDiscussion discussionID={5} />, { config: memberConfig() });
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot edit this discussion.');
  });

  it('lets a moderator edit any time, with no time limit shown', async () => {
    fakeForum();
    discussionFive({ author: 77, age: 600 });
    renderWithProviders(<PostDiscussion discussionID={5} />, {
      config: memberConfig({ category1: { 'discussions.edit': true } }),
    });
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue('Original title');
    expect(screen.queryByText(/left to edit/)).toBeNull();
  });

  it('shows the server’s refusal when it will not give the source', async () => {
    fakeForum();
    discussionFive({ sourceStatus: 403 });
    renderWithProviders(<PostDiscussion discussionID={5} />, { config: memberConfig() });
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot edit this discussion.');
  });

  it('shows the failed discussion load with Retry although the source came, and opens the form after Retry', async () => {
    fakeForum();
    discussionFive();
    let failures = 1;
    server.use(
      // It fails after the source has come (the form could open but for it).
      http.get(`${API}/discussions/5`, async () => {
        if (failures-- <= 0) return undefined;
        await delay(300);
        return HttpResponse.json({ message: 'Server exploded.' }, { status: 500 });
      }),
    );
    const { user } = renderWithProviders(<PostDiscussion discussionID={5} />, {
      config: memberConfig(),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Server exploded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue('Original title');
  });

  it('shows a source answered 408 (no source in it) as a failure with Retry, not a crash', async () => {
    fakeForum();
    discussionFive();
    server.use(
      http.get(`${API}/discussions/5/edit`, () =>
        HttpResponse.json({ message: 'Request timeout', status: 408 }, { status: 408 }),
      ),
    );
    renderWithProviders(<PostDiscussion discussionID={5} />, { config: memberConfig() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Request timeout');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
