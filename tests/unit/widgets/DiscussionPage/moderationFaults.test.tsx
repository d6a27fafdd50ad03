// The post page's options menu when a save fails (issue 31 §1): the failure toasts of Close,
// Sink, Delete, Type, Tag and Report belong to the discussions feature, not to the discussion
// list, so a post page without any list shows them too, and rolls the change back. This file
// imports no DiscussionList on purpose: the listeners are registered once per module registry,
// so a list imported here would register them for every test of the file. A page with both a
// list and the post is moderationToastsWithList.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { ToastHost } from '@/mount/ToastHost';
import { DiscussionPage } from '../../../../widgets/DiscussionPage/DiscussionPage';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { discussion, MEMBER, MODERATOR } from './fixtures';

const PATH = '/discussion/5/how-do-widgets-mount';
beforeEach(() => window.history.replaceState(null, '', PATH));

const TAGGING_MODERATOR: BootstrapConfig = {
  ...MODERATOR,
  config: { ...MODERATOR.config, 'tagging.enabled': true },
};
const TAGGED = [{ tagID: 7, name: 'Widgets', urlcode: 'widgets' }];

/** The post page alone: no DiscussionList anywhere on it, and the page's toast stack. */
function renderPostPage(config: BootstrapConfig = MODERATOR) {
  return renderWithProviders(
    <>
      <DiscussionPage
        discussionID={5}
        discussion={discussion({ tags: TAGGED })}
        comments={[]}
        totalComments={0}
      />
      <ToastHost />
    </>,
    { config },
  );
}
type User = ReturnType<typeof renderPostPage>['user'];

const post = () => screen.getByRole('article', { name: 'How do widgets mount?' });

async function choose(user: User, action: string): Promise<void> {
  await user.click(within(post()).getByRole('button', { name: 'Discussion Options' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

/** The menu offers `action` again (the original state is back); the menu is closed again. */
async function offers(user: User, action: string): Promise<void> {
  await user.click(within(post()).getByRole('button', { name: 'Discussion Options' }));
  expect(await screen.findByRole('menuitem', { name: action })).toBeEnabled();
  await user.keyboard('{Escape}');
}

/** The one failure toast says `text` and stays until dismissed (role alert). */
async function failureToast(text: string): Promise<void> {
  const toast = await screen.findByText(text, { selector: '.fw-toast *' });
  expect(toast.closest('[role="alert"]')).not.toBeNull();
  expect(screen.getAllByText(text, { selector: '.fw-toast *' })).toHaveLength(1);
}

const refuse = (message: string) => () => HttpResponse.json({ message }, { status: 500 });

/** The writes (not GETs) the test's server saw. */
const writes = (seen: Request[]) => seen.filter((r) => r.method !== 'GET');

describe('DiscussionPage without a list: a failed moderation save rolls back and says why', () => {
  it('Close (500): the post reads Closed while the save runs, then open again, with the toast', async () => {
    let release!: () => void;
    const seen = recordRequests();
    server.use(
      http.patch(`${API}/discussions/5`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return refuse('Closing is down.')();
      }),
    );
    const { user } = renderPostPage();
    await choose(user, 'Close');
    // Optimistic: closed at once...
    expect(await within(post()).findByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('This discussion has been closed.')).toBeInTheDocument();
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    release();
    // ...and open again when the server refuses, with the reason.
    await failureToast('Closing is down.');
    await waitFor(() => expect(within(post()).queryByText('Closed')).toBeNull());
    expect(screen.queryByText('This discussion has been closed.')).toBeNull();
    await offers(user, 'Close');
    expect(writes(seen)).toHaveLength(1);
  });

  it('Sink (500): the toast says why and the menu offers Sink again', async () => {
    server.use(http.patch(`${API}/discussions/5`, refuse('Sinking is down.')));
    const { user } = renderPostPage();
    await choose(user, 'Sink');
    await failureToast('Sinking is down.');
    await offers(user, 'Sink');
  });

  it('Delete (500): the toast says why, the confirmation stays, the post stays', async () => {
    server.use(http.delete(`${API}/discussions/5`, refuse('Deleting is down.')));
    const { user } = renderPostPage();
    await choose(user, 'Delete');
    const dialog = screen.getByRole('dialog', { name: 'Delete Discussion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await failureToast('Deleting is down.');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled(),
    );
    expect(screen.getByRole('dialog', { name: 'Delete Discussion' })).toBe(dialog);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How do widgets mount?');
    expect(window.location.pathname).toBe(PATH);
  });

  it('Change Type (500): the toast says why, the modal keeps the choice, the post stays a discussion', async () => {
    server.use(http.put(`${API}/discussions/5/type`, refuse('Types are locked.')));
    const { user } = renderPostPage();
    await choose(user, 'Change Type');
    const dialog = screen.getByRole('dialog', { name: 'Change Type' });
    await user.click(within(dialog).getByRole('radio', { name: 'Question' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await failureToast('Types are locked.');
    expect(screen.getByRole('dialog', { name: 'Change Type' })).toBe(dialog);
    expect(within(dialog).getByRole('radio', { name: 'Question' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(within(post()).queryByText('Question')).toBeNull();
  });

  it('Tag (500): the toast says why, the modal keeps the chosen tag, the post keeps its tags', async () => {
    server.use(
      http.get(`${API}/tags`, () =>
        HttpResponse.json([{ tagID: 9, name: 'Security', urlcode: 'security' }]),
      ),
      http.put(`${API}/discussions/5/tags`, refuse('Tags are locked.')),
    );
    const { user } = renderPostPage(TAGGING_MODERATOR);
    await choose(user, 'Tag');
    const dialog = screen.getByRole('dialog', { name: 'Tag' });
    await user.type(within(dialog).getByLabelText('Find a tag'), 'Secu');
    await user.click(await within(dialog).findByRole('button', { name: 'Security' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await failureToast('Tags are locked.');
    expect(screen.getByRole('dialog', { name: 'Tag' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Remove Security' })).toBeInTheDocument();
    const postTags = within(post()).getByRole('list', { name: 'Tags' });
    expect(
      within(postTags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Widgets']);
  });

  it('Report (500): the toast says why and the dialog keeps the reason', async () => {
    server.use(http.post(`${API}/discussions/5/reactions`, refuse('Reports are paused.')));
    const { user } = renderPostPage({ ...MEMBER, currentUser: { userID: 3, name: 'member' } });
    await choose(user, 'Report');
    const dialog = screen.getByRole('dialog', { name: 'Report' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    await failureToast('Reports are paused.');
    expect(screen.getByRole('dialog', { name: 'Report' })).toBe(dialog);
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toBeChecked();
  });
});
