import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as navigation from '@/features/composer/components/navigation';
import { readLocalDraft, writeLocalDraft } from '@/features/drafts/draftStorage';
import { PostDiscussion } from '../../../../widgets/PostDiscussion/PostDiscussion';
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
} from './forum';

// The editor's chunk and typing in it take a few seconds on a busy machine.
jest.setTimeout(20_000);

let goTo: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  goTo = jest.spyOn(navigation, 'goTo').mockImplementation(() => undefined);
});
afterEach(() => goTo.mockRestore());

/** `POST /discussions` answering 201, recording what it got. */
function acceptPosts(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/discussions`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json(
        {
          discussionID: 99,
          name: body.name,
          categoryID: body.categoryID,
          url: 'http://localhost/discussion/99/my-question',
        },
        { status: 201 },
      );
    }),
  );
  return bodies;
}

preloadEditor();

describe('PostDiscussion: a new discussion', () => {
  it('asks a guest to sign in instead of showing the form', async () => {
    renderWithProviders(<PostDiscussion />, { config: GUEST_CONFIG });
    expect(
      await screen.findByRole('link', { name: 'Sign in to start a discussion' }),
    ).toHaveAttribute('href', expect.stringContaining('/entry/signin?target='));
    expect(screen.queryByRole('textbox', { name: /Title/ })).not.toBeInTheDocument();
  });

  it('shows each problem at its field, moves focus to the first and sends nothing', async () => {
    fakeForum();
    const posts = acceptPosts();
    const { user } = renderWithProviders(<PostDiscussion />, { config: memberConfig() });
    await findEditor('Body');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));

    const title = screen.getByRole('textbox', { name: /Title/ });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('A title is required.');
    expect(title).toHaveFocus();
    expect(screen.getByRole('group', { name: /Category/ })).toHaveAccessibleDescription(
      /Choose a category\./,
    );
    expect(screen.getByText('Write something before posting.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('offers only the categories the member may start a discussion in', async () => {
    fakeForum();
    renderWithProviders(<PostDiscussion />, { config: memberConfig() });
    const choices = await screen.findByRole('radiogroup', { name: 'Categories' });
    expect(await within(choices).findByRole('radio', { name: 'General' })).toBeInTheDocument();
    expect(within(choices).queryByRole('radio', { name: 'Announcements' })).toBeNull();
  });

  it('posts title, category, type, tags and body, then goes to the new discussion', async () => {
    fakeForum();
    const posts = acceptPosts();
    const { user } = renderWithProviders(<PostDiscussion categoryID={1} />, {
      config: memberConfig(),
    });
    expect(await screen.findByText('Posting in: General')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'My question');
    await user.click(screen.getByRole('radio', { name: 'Question' }));
    await user.type(screen.getByRole('textbox', { name: 'Find a tag' }), 'he');
    await user.click(await screen.findByRole('button', { name: 'Add tag help' }));
    await typeInEditor(user, 'Body', 'How do I start?');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));

    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/discussion/99/my-question'));
    expect(posts).toEqual([
      {
        name: 'My question',
        body: rich2('How do I start?'),
        format: 'rich2',
        categoryID: 1,
        type: 'question',
        tagIDs: [11],
      },
    ]);
  });

  // 03 §2, §3: a create-post route with `groupid` composes into the group.
  it('composes into a group: the group is the place of the draft and the post names it', async () => {
    fakeForum();
    const posts = acceptPosts();
    const { user } = renderWithProviders(<PostDiscussion categoryID={1} groupID={4} />, {
      config: memberConfig(),
    });
    expect(await screen.findByText('Posting in: General')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Group plans');
    await typeInEditor(user, 'Body', 'Meet on Friday');
    await waitFor(() =>
      expect(
        readLocalDraft(USER_ID, {
          recordType: 'discussion',
          parentRecordType: 'group',
          parentRecordID: 4,
        })?.meta,
      ).toMatchObject({ name: 'Group plans' }),
    );
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/discussion/99/my-question'));
    expect(posts[0]).toMatchObject({
      name: 'Group plans',
      categoryID: 1,
      groupID: 4,
      attributes: { groupID: 4 },
    });
  });

  it('opens the saved draft of this place and deletes it once the discussion is posted', async () => {
    const forum = fakeForum({ drafts: [serverDraft({ draftID: 41 })] });
    const posts = acceptPosts();
    const { user } = renderWithProviders(<PostDiscussion categoryID={1} />, {
      config: memberConfig(),
    });
    expect(await screen.findByDisplayValue('Drafted title')).toBeInTheDocument();
    expect(await findEditor('Body')).toHaveTextContent('From my draft');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));

    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(posts[0]).toMatchObject({ name: 'Drafted title', draftID: 41 });
    await waitFor(() =>
      expect(forum.received).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: '/api/v2/drafts/41' }),
      ),
    );
  });

  it('keeps what was typed and shows the server’s reason at the title when it refuses', async () => {
    fakeForum();
    server.use(
      http.post(`${API}/discussions`, () =>
        HttpResponse.json(
          {
            message: 'A discussion with this title exists.',
            status: 422,
            errors: [{ field: 'name', message: 'A discussion with this title exists.' }],
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderWithProviders(<PostDiscussion categoryID={1} />, {
      config: memberConfig(),
    });
    await screen.findByText('Posting in: General');
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.type(title, 'Hello');
    await typeInEditor(user, 'Body', 'Some text');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the errors below.');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('A discussion with this title exists.');
    expect(title).toHaveValue('Hello');
    expect(await findEditor('Body')).toHaveTextContent('Some text');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('shows a general failure in an alert and keeps the text for another try', async () => {
    fakeForum();
    server.use(
      http.post(`${API}/discussions`, () =>
        HttpResponse.json({ message: 'The database is down.', status: 500 }, { status: 500 }),
      ),
    );
    const { user } = renderWithProviders(<PostDiscussion categoryID={1} />, {
      config: memberConfig(),
    });
    await screen.findByText('Posting in: General');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Hello');
    await typeInEditor(user, 'Body', 'Some text');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The database is down.');
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Hello');
    expect(await findEditor('Body')).toHaveTextContent('Some text');
    expect(screen.getByRole('button', { name: 'Post Discussion' })).toBeEnabled();
  });

  it('posts with Ctrl+Enter from the title field', async () => {
    fakeForum();
    const posts = acceptPosts();
    const { user } = renderWithProviders(<PostDiscussion categoryID={1} />, {
      config: memberConfig(),
    });
    await screen.findByText('Posting in: General');
    await typeInEditor(user, 'Body', 'Text');
    const title = screen.getByRole('textbox', { name: /Title/ });
    await user.type(title, 'Quick one');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(posts).toHaveLength(1));
  });
});

describe('PostDiscussion: leaving with unsaved changes', () => {
  it('asks before Cancel leaves, and stays when the member says Cancel', async () => {
    fakeForum();
    const { user } = renderWithProviders(<PostDiscussion categoryID={1} />, {
      config: memberConfig(),
    });
    await findEditor('Body');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Half a thought');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(dialog).toHaveTextContent(
      'You have unsaved changes and your work will be lost. Are you sure you want to continue without saving?',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(goTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }),
    );
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/discussions'));
  });

  it('makes the browser ask before the page is left while changes are unsaved', async () => {
    fakeForum();
    const { user } = renderWithProviders(<PostDiscussion categoryID={1} />, {
      config: memberConfig(),
    });
    await findEditor('Body');
    const unload = (): boolean => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => {
        window.dispatchEvent(event);
      });
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Typed');
    expect(unload()).toBe(true);
  });

  it('leaves at once when nothing was typed', async () => {
    fakeForum();
    const { user } = renderWithProviders(<PostDiscussion categoryID={1} />, {
      config: memberConfig(),
    });
    await findEditor('Body');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/discussions'));
  });
});

describe('PostDiscussion: drafts of the same place', () => {
  it('says a saved draft is available when the page opened another one', async () => {
    fakeForum({ drafts: [serverDraft({ draftID: 8 })] });
    writeLocalDraft(
      USER_ID,
      { recordType: 'discussion', parentRecordType: 'category', parentRecordID: 1 },
      {
        body: rich2('Other words'),
        format: 'rich2',
        meta: { name: 'Other draft' },
        lastSaved: new Date(Date.now() - 3_600_000).toISOString(),
        draftID: 7,
        synced: true,
      },
    );
    renderWithProviders(<PostDiscussion categoryID={1} draftID={8} />, {
      config: memberConfig(),
    });
    expect(await screen.findByText(/Saved Draft Available\./)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Navigate to Draft' });
    expect(link).toHaveAttribute('href', '/post/editdiscussion/0/7');
    // A toast (03 §8), not an alert inside the form.
    expect(screen.getByRole('group', { name: 'New Discussion' })).not.toContainElement(link);
    expect(link.closest('[role="status"]')).not.toBeNull();
  });

  it('says nothing when the only draft of the place is the one open', async () => {
    fakeForum({ drafts: [serverDraft({ draftID: 8 })] });
    renderWithProviders(<PostDiscussion categoryID={1} />, { config: memberConfig() });
    expect(await findEditor('Body')).toHaveTextContent('From my draft');
    expect(screen.queryByText('Saved Draft Available.')).toBeNull();
  });
});
