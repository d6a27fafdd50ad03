import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DraftsPage, validateProps } from '../../../../widgets/DraftsPage/DraftsPage';
import { draftsPageWidget } from '../../../../widgets/DraftsPage';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { commentDraft, discussionDraft, fakeDrafts, MEMBER_CONFIG, rich2 } from './server';

function renderPage() {
  return renderWithProviders(<DraftsPage />, { config: MEMBER_CONFIG });
}

const list = (): HTMLElement => screen.getByRole('list', { name: 'My Drafts' });
const items = (): HTMLElement[] => within(list()).getAllByRole('listitem');
const itemOf = (title: string): HTMLElement =>
  screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('DraftsPage: registration', () => {
  it('is the DraftsPage marker with an optional title, checked by its own chunk', async () => {
    expect(draftsPageWidget.name).toBe('DraftsPage');
    expect(draftsPageWidget.validate).toBeUndefined();
    const chunk = (await draftsPageWidget.load()) as { validateProps: typeof validateProps };
    expect(chunk.validateProps).toBe(validateProps);
    expect(validateProps({})).toBe(true);
    expect(validateProps({ title: 'Drafts' })).toBe(true);
    expect(() => validateProps({ title: 3 })).toThrow('title');
  });
});

describe('DraftsPage: the list', () => {
  it('shows each draft newest first with its title, plain-text excerpt, save time, status and link', async () => {
    const forum = fakeDrafts([
      discussionDraft(1, {
        attributes: {
          body: rich2('First <img src=x onerror=alert(1)> paragraph', 'Second one'),
          format: 'rich2',
          lastSaved: '2026-01-02T10:00:00Z',
          draftMeta: { name: 'An idea', categoryID: 1 },
        },
      }),
      commentDraft(2, 17),
      discussionDraft(3, {
        recordID: 9,
        attributes: { body: rich2('Edit'), format: 'rich2', name: 'Edited post' },
      }),
      discussionDraft(4, {
        draftStatus: 'scheduled',
        dateScheduled: '2030-01-01T09:00:00.000Z',
        attributes: {
          body: rich2('Later'),
          format: 'rich2',
          draftMeta: { name: 'Release notes' },
          publishedSilently: true,
        },
      }),
      discussionDraft(5, { draftStatus: 'error', failedReason: 'The category was deleted.' }),
    ]);
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading drafts' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'My Drafts' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Drafts' })).toBeInTheDocument();
    // The comment draft's discussion name arrives with one GET /discussions by IDs.
    const comment = await screen.findByRole('heading', { name: 'Comment on Discussion 17 title' });
    expect(within(comment).getByRole('link')).toHaveAttribute(
      'href',
      '/discussion/17?hasDraft=true#create-comment',
    );
    expect(forum.calls).toEqual([
      'GET /drafts?page=1&limit=30&expand=true',
      'GET /discussions?discussionID%5B%5D=17&limit=1&expand%5B%5D=insertUser&expand%5B%5D=breadcrumbs',
    ]);

    // One page: the range, no pager buttons.
    expect(screen.getByText('1 - 5 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    expect(items().map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'An idea',
      'Comment on Discussion 17 title',
      'Edited post',
      'Release notes',
      'Draft 5',
    ]);
    // The body is JSON walked for its text: nothing of it becomes HTML.
    const first = itemOf('An idea');
    expect(first).toHaveTextContent('First <img src=x onerror=alert(1)> paragraph Second one');
    expect(first.querySelector('img')).toBeNull();
    expect(within(first).getByRole('link', { name: 'An idea' })).toHaveAttribute(
      'href',
      '/post/editdiscussion/0/1',
    );
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-01-02T10:00:00.000Z');
    expect(within(first).getByRole('button', { name: 'Schedule An idea' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Delete An idea' })).toBeEnabled();

    expect(within(itemOf('Edited post')).getByRole('link')).toHaveAttribute(
      'href',
      '/post/editdiscussion/9/3',
    );

    const scheduled = itemOf('Release notes');
    expect(scheduled).toHaveTextContent(/Scheduled for .*2030.* · silently/);
    expect(within(scheduled).getByRole('button', { name: 'Cancel Schedule of Release notes' }));
    expect(within(scheduled).queryByRole('button', { name: /^Schedule/ })).toBeNull();

    const failed = itemOf('Draft 5');
    expect(within(failed).getByText('Error')).toBeInTheDocument();
    expect(failed).toHaveTextContent(
      'This draft could not be published: The category was deleted.',
    );
  });

  it('says so when the member has no drafts', async () => {
    fakeDrafts([]);
    renderPage();
    expect(await screen.findByText('You do not have any drafts.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('pages 30 at a time with "x - y of total" and Previous / Next', async () => {
    const many = Array.from({ length: 35 }, (_, i) => discussionDraft(i + 1));
    const forum = fakeDrafts(many);
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'My Drafts' });
    expect(items()).toHaveLength(30);
    const top = screen.getByRole('navigation', { name: 'Drafts pages' });
    expect(top).toHaveTextContent('1 - 30 of 35');
    expect(within(top).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('navigation', { name: 'Drafts pages, bottom' })).toBeInTheDocument();

    await user.click(within(top).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(items()).toHaveLength(5));
    const again = screen.getByRole('navigation', { name: 'Drafts pages' });
    expect(again).toHaveTextContent('31 - 35 of 35');
    expect(within(again).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(again).getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(itemOf('Draft 31')).toBeInTheDocument();
    expect(forum.calls).toEqual([
      'GET /drafts?page=1&limit=30&expand=true',
      'GET /drafts?page=2&limit=30&expand=true',
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('shows the load error with Retry, which asks again', async () => {
    let fail = true;
    fakeDrafts([discussionDraft(1)]);
    server.use(
      http.get(`${API}/drafts`, () =>
        fail
          ? HttpResponse.json({ message: 'The database is asleep.' }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is asleep.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Draft 1' })).toBeInTheDocument();
  });

  it('asks a guest to sign in and sends no request', () => {
    const requests = recordRequests();
    renderWithProviders(<DraftsPage />, { config: { currentUser: { userID: 0, name: 'Guest' } } });
    expect(screen.getByRole('link', { name: 'Sign in to see your drafts.' })).toHaveAttribute(
      'href',
      '/entry/signin?target=%2F',
    );
    expect(requests).toHaveLength(0);
  });
});
