import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectDraftAction, selectDraftsPage } from '@/features/drafts/draftsSlice';
import { LoadStatus } from '@/store/loadable';
import { selectToasts } from '@/store/toastsSlice';
import { DraftsPage } from '../../../../widgets/DraftsPage/DraftsPage';
import { toLocalInputValue } from '../../../../widgets/DraftsPage/ScheduleDraftModal';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { discussionDraft, fakeDrafts, MEMBER_CONFIG } from './server';

const DAY = 86_400_000;

async function renderPage() {
  const result = renderWithProviders(<DraftsPage />, { config: MEMBER_CONFIG });
  await screen.findByRole('list', { name: 'My Drafts' });
  return result;
}

const itemOf = (title: string): HTMLElement =>
  screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;
const titles = (): string[] =>
  within(screen.getByRole('list', { name: 'My Drafts' }))
    .queryAllByRole('heading')
    .map((h) => h.textContent ?? '');
const toastBodies = (store: { getState: () => unknown }): string[] =>
  selectToasts(store.getState() as never).map((toast) => String(toast.body));

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('DraftsPage: delete', () => {
  it('asks first, disables the button while DELETE runs, then drops the draft and focuses the heading', async () => {
    const forum = fakeDrafts([discussionDraft(1), discussionDraft(2)], { holdWrites: true });
    const { user, store } = await renderPage();
    const button = within(itemOf('Draft 1')).getByRole('button', { name: 'Delete Draft 1' });
    await user.click(button);

    const dialog = screen.getByRole('dialog', { name: 'Delete Draft' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the draft “Draft 1”?');
    // Cancel sends nothing and gives the focus back.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(forum.calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);

    await user.click(button);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Draft' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(selectDraftAction(store.getState(), 1)).toMatchObject({
      status: LoadStatus.LOADING,
      kind: 'delete',
    });
    expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    ).toBeDisabled();
    expect(button).toBeDisabled();

    forum.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(titles()).toEqual(['Draft 2']);
    expect(forum.calls).toContain('DELETE /drafts/1');
    expect(forum.drafts.map((d) => d.draftID)).toEqual([2]);
    expect(selectDraftsPage(store.getState(), 1).data?.paging.total).toBe(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('The draft was deleted.');
  });

  it('keeps the draft and the dialog, and toasts the server message, when the delete fails', async () => {
    const forum = fakeDrafts([discussionDraft(1)]);
    server.use(
      http.delete(`${API}/drafts/:id`, () =>
        HttpResponse.json({ message: 'You may not delete this.' }, { status: 403 }),
      ),
    );
    const { user, store } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete Draft 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Draft' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toastBodies(store)).toEqual(['You may not delete this.']));
    expect(titles()).toEqual(['Draft 1']);
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(forum.drafts).toHaveLength(1);
  });
});

describe('DraftsPage: schedule', () => {
  it('refuses an empty or past date without a request', async () => {
    const forum = fakeDrafts([discussionDraft(1)]);
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Schedule Draft 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule “Draft 1”' });
    const input = within(dialog).getByLabelText('Publish on');

    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a date and time.');

    fireEvent.change(input, { target: { value: toLocalInputValue(new Date(Date.now() - DAY)) } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose a date and time in the future.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(forum.schedules).toEqual([]);
  });

  it('sends the date and the silent choice, then shows the schedule with Cancel Schedule', async () => {
    const forum = fakeDrafts([discussionDraft(1)], { holdWrites: true });
    const { user, store } = await renderPage();
    const scheduleButton = screen.getByRole('button', { name: 'Schedule Draft 1' });
    await user.click(scheduleButton);
    const dialog = screen.getByRole('dialog', { name: 'Schedule “Draft 1”' });
    const when = new Date(Date.now() + 2 * DAY);
    when.setSeconds(0, 0);
    fireEvent.change(within(dialog).getByLabelText('Publish on'), {
      target: { value: toLocalInputValue(when) },
    });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Publish silently' }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(within(dialog).getByRole('button', { name: 'Schedule' })).toBeDisabled();
    expect(selectDraftAction(store.getState(), 1).kind).toBe('schedule');
    forum.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(forum.schedules).toEqual([
      { dateScheduled: when.toISOString(), publishedSilently: true },
    ]);
    const item = itemOf('Draft 1');
    expect(item).toHaveTextContent(/Scheduled for .* · silently/);
    expect(item.querySelector('.fw-draftsPage-badge time')).toHaveAttribute(
      'datetime',
      when.toISOString(),
    );
    const cancel = within(item).getByRole('button', { name: 'Cancel Schedule of Draft 1' });
    // The same button, relabelled, keeps the focus the dialog gave back.
    expect(cancel).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('The draft was scheduled.');
  });

  it('toasts the server refusal and keeps the dialog open', async () => {
    fakeDrafts([discussionDraft(1)]);
    server.use(
      http.patch(`${API}/drafts/schedule/:id`, () =>
        HttpResponse.json(
          { message: 'Validation failed.', description: 'Scheduling is off on this site.' },
          { status: 422 },
        ),
      ),
    );
    const { user, store } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Schedule Draft 1' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Publish on'), {
      target: { value: toLocalInputValue(new Date(Date.now() + DAY)) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(toastBodies(store)).toEqual(['Scheduling is off on this site.']));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(itemOf('Draft 1')).not.toHaveTextContent('Scheduled for');
  });
});

describe('DraftsPage: cancel a schedule', () => {
  const scheduled = () =>
    discussionDraft(1, { draftStatus: 'scheduled', dateScheduled: '2030-01-01T09:00:00.000Z' });

  it('sends the cancel, disables the button meanwhile, and the draft is a plain draft again', async () => {
    const forum = fakeDrafts([scheduled()], { holdWrites: true });
    const { user } = await renderPage();
    const cancel = screen.getByRole('button', { name: 'Cancel Schedule of Draft 1' });
    await user.click(cancel);
    expect(cancel).toBeDisabled();
    forum.release();
    await screen.findByRole('button', { name: 'Schedule Draft 1' });
    expect(forum.calls).toContain('PATCH /drafts/cancel-schedule/1');
    expect(forum.drafts[0]?.draftStatus).toBe('draft');
    expect(itemOf('Draft 1')).not.toHaveTextContent('Scheduled for');
    expect(screen.getByRole('status')).toHaveTextContent('The schedule was cancelled.');
  });

  it('toasts the failure and keeps the schedule', async () => {
    fakeDrafts([scheduled()]);
    server.use(
      http.patch(`${API}/drafts/cancel-schedule/:id`, () =>
        HttpResponse.json({ message: 'Too late: it is being published.' }, { status: 409 }),
      ),
    );
    const { user, store } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Cancel Schedule of Draft 1' }));
    await waitFor(() => expect(toastBodies(store)).toEqual(['Too late: it is being published.']));
    expect(screen.getByRole('button', { name: 'Cancel Schedule of Draft 1' })).toBeEnabled();
    expect(itemOf('Draft 1')).toHaveTextContent('Scheduled for');
  });
});
