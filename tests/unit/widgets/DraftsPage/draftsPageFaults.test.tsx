// The drafts page (DraftsPage) under API faults, at the widget level (issue 30 §2): the faults
// the browser no longer repeats per call (tests/e2e/apiFaultsDrafts.test.ts keeps the list's
// network error and hang, the actions' refusal (500), their 408 and their hang). A failed list
// load is LoadFailure; a failed delete, schedule or cancel is the one failure toast with the
// draft, the dialog and the choice kept (DraftsPageActions.test.tsx), except that a delete
// answered 404 means the draft is gone already. The client's answer to each fault of each call
// is tests/unit/api/faultMatrix.test.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { selectToasts } from '@/store/toastsSlice';
import { DraftsPage } from '../../../../widgets/DraftsPage/DraftsPage';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { answer, FAULT_SAYS, type FaultName } from '../faultAnswers';
import { commentDraft, discussionDraft, fakeDrafts, MEMBER_CONFIG } from './server';

type Answered = Exclude<FaultName, 'hang'>;

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const titles = (): string[] =>
  within(screen.getByRole('list', { name: 'My Drafts' }))
    .queryAllByRole('heading')
    .map((h) => h.textContent ?? '');

describe('DraftsPage: a failed list load shows its error page', () => {
  // A 403 and a 404 have pages of their own, without Retry; a 408 holds no list.
  it.each<Answered>(['403', '404', '408', 'cdn', 'malformed'])('%s', async (fault) => {
    fakeDrafts([discussionDraft(1)]);
    server.use(http.get(`${API}/drafts`, answer(fault)));
    renderWithProviders(<DraftsPage />, { config: MEMBER_CONFIG });
    const alert = await screen.findByRole('alert');
    const says =
      fault === '404' ? /could not be found/ : fault === '403' ? /permission/i : FAULT_SAYS[fault];
    expect(alert).toHaveTextContent(says);
    expect(screen.queryByRole('list', { name: 'My Drafts' })).toBeNull();
    expect(within(alert).queryAllByRole('button', { name: 'Retry' })).toHaveLength(
      fault === '403' || fault === '404' ? 0 : 1,
    );
  });
});

describe("DraftsPage: failed names of the drafts' discussions leave the list working", () => {
  it.each<Answered>(['500', 'cdn', 'network'])('%s', async (fault) => {
    fakeDrafts([discussionDraft(1), commentDraft(2, 40)]);
    server.use(http.get(`${API}/discussions`, answer(fault)));
    renderWithProviders(<DraftsPage />, { config: MEMBER_CONFIG });
    await screen.findByRole('list', { name: 'My Drafts' });
    // The comment draft's discussion has no name: it reads as 'a discussion'.
    expect(
      await screen.findByRole('heading', { name: 'Comment on a discussion' }),
    ).toBeInTheDocument();
    expect(titles()).toContain('Draft 1');
    expect(screen.getByRole('button', { name: 'Delete Draft 1' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('DraftsPage: failed actions', () => {
  it('a delete answered 404: the draft is gone already, so it leaves the list without a toast', async () => {
    fakeDrafts([discussionDraft(1), discussionDraft(2)]);
    server.use(http.delete(`${API}/drafts/1`, answer('404')));
    const { user, store } = renderWithProviders(<DraftsPage />, { config: MEMBER_CONFIG });
    await screen.findByRole('list', { name: 'My Drafts' });
    await user.click(screen.getByRole('button', { name: 'Delete Draft 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Draft' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(titles()).toEqual(['Draft 2']);
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it.each<Exclude<Answered, '404' | '408'>>(['cdn', 'malformed', 'network'])(
    'a delete (%s) toasts why and keeps the draft and the dialog',
    async (fault) => {
      fakeDrafts([discussionDraft(1)]);
      server.use(http.delete(`${API}/drafts/1`, answer(fault)));
      const { user, store } = renderWithProviders(<DraftsPage />, { config: MEMBER_CONFIG });
      await screen.findByRole('list', { name: 'My Drafts' });
      await user.click(screen.getByRole('button', { name: 'Delete Draft 1' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete Draft' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() =>
        expect(selectToasts(store.getState()).map((t) => String(t.body))).toEqual([
          expect.stringMatching(FAULT_SAYS[fault]),
        ]),
      );
      expect(titles()).toEqual(['Draft 1']);
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    },
  );

  it('a cancelled schedule that fails (a CDN page) toasts why and keeps the schedule', async () => {
    const scheduled = discussionDraft(1, {
      draftStatus: 'scheduled',
      dateScheduled: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    });
    fakeDrafts([scheduled]);
    server.use(http.patch(`${API}/drafts/cancel-schedule/1`, answer('cdn')));
    const { user, store } = renderWithProviders(<DraftsPage />, { config: MEMBER_CONFIG });
    await screen.findByRole('list', { name: 'My Drafts' });
    await user.click(screen.getByRole('button', { name: 'Cancel Schedule of Draft 1' }));
    await waitFor(() =>
      expect(selectToasts(store.getState()).map((t) => String(t.body))).toEqual([
        expect.stringMatching(FAULT_SAYS.cdn),
      ]),
    );
    expect(screen.getByText(/Scheduled for/)).toBeInTheDocument();
  });
});
