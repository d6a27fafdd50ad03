// DiscussionList under API faults, at the widget level (issue 30 §2): what the list does with a
// failed load or save, for the calls the browser no longer repeats per fault
// (tests/e2e/apiFaults.test.ts and apiFaultsEdits.test.ts keep one refusal, the 408, a network
// error and the hang). Every save of the item goes through createLoadThunk, whose rejection is
// an ApiError whatever the fault (toApiError), then the one optimistic rollback
// (discussionSaveCases.ts) and the one failure toast (failureToasts.ts): so each save is shown
// here with one fault, a different one each, and the client's answer to every fault of every
// call is tests/unit/api/faultMatrix.test.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { ApiDiscussion } from '@/api/types/discussions';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { ToastHost } from '@/mount/ToastHost';
import { DiscussionList } from '../../../../widgets/DiscussionList/DiscussionList';
import { API, recordRequests, server, TEST_CONFIG } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { answer, FAULT_SAYS, type FaultName } from '../faultAnswers';

const reactions = () => [
  {
    tagID: 1,
    urlcode: 'Up',
    name: 'Up',
    class: 'Positive',
    count: 2,
    reactionValue: 1,
    hasReacted: false,
  },
];
const item = (id: number, extra: Partial<ApiDiscussion> = {}): ApiDiscussion => ({
  discussionID: id,
  name: `Discussion ${id}`,
  categoryID: 1,
  category: { name: 'General', url: 'http://localhost/categories/general' },
  url: `http://localhost/discussion/${id}/d`,
  insertUserID: 4,
  insertUser: { userID: 4, name: 'member2' },
  countComments: 3,
  dateInserted: '2025-06-01T00:00:00Z',
  dateLastComment: `2025-06-0${9 - id}T00:00:00Z`,
  score: 2,
  type: 'discussion',
  reactions: reactions(),
  ...extra,
});

const global = (names: string[]) => ({
  permissions: [
    { type: 'global', id: null, permissions: Object.fromEntries(names.map((n) => [n, true])) },
  ],
});
/** Everything a list item offers (03 §6), with triage and tagging on. */
const ADMIN: BootstrapConfig = {
  ...TEST_CONFIG,
  currentUser: { userID: 1, name: 'admin' },
  config: { 'tagging.enabled': true, 'triage.enabled': true },
  permissions: global([
    'session.valid',
    'comments.add',
    'reactions.positive.add',
    'discussions.moderate',
    'discussions.announce',
    'discussions.close',
    'discussions.sink',
    'discussions.edit',
    'discussions.delete',
    'curation.manage',
    'community.moderate',
    'community.manage',
    'staff.allow',
    'site.manage',
  ]),
};

function renderList(discussions = [item(1), item(2, { pinned: true })]) {
  return renderWithProviders(
    <>
      <DiscussionList
        apiParams={{ limit: 10, page: 1 }}
        discussions={discussions}
        paging={{ currentPage: 1, limit: 10, total: discussions.length }}
      />
      <ToastHost />
    </>,
    { config: ADMIN },
  );
}
const row = (name: string) => screen.getByRole('listitem', { name });
type User = ReturnType<typeof renderList>['user'];

async function choose(user: User, name: string, action: string): Promise<void> {
  await user.click(within(row(name)).getByRole('button', { name: 'Discussion Options' }));
  await user.click(screen.getByRole('menuitem', { name: action }));
}

/** The menu of `name` offers `action` (the original state is back); the menu is closed again. */
async function offers(user: User, name: string, action: string): Promise<void> {
  await user.click(within(row(name)).getByRole('button', { name: 'Discussion Options' }));
  expect(await screen.findByRole('menuitem', { name: action })).toBeEnabled();
  await user.keyboard('{Escape}');
}

/** The failure toast says what `fault` says, and stays until dismissed (role alert). */
async function failureToast(fault: Exclude<FaultName, 'hang'>): Promise<void> {
  const toast = await screen.findByText(FAULT_SAYS[fault], { selector: '.fw-toast *' });
  expect(toast.closest('[role="alert"]')).not.toBeNull();
}

/** The writes (not GETs) the test's server saw. */
const writes = (seen: Request[]) => seen.filter((r) => r.method !== 'GET');

describe('DiscussionList: a failed list load shows the error page with what the answer says', () => {
  // 403 and 404 have pages of their own (loadFailure.test.tsx); these are the generic page.
  it.each<Exclude<FaultName, 'hang' | '403' | '404'>>([
    '500',
    '408',
    'cdn',
    'malformed',
    'network',
  ])('%s', async (fault) => {
    server.use(http.get(`${API}/discussions`, answer(fault)));
    renderWithProviders(<DiscussionList apiParams={{ categoryID: 3, limit: 3 }} />, {
      config: ADMIN,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAULT_SAYS[fault]);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('shows the loader while the load hangs', async () => {
    server.use(http.get(`${API}/discussions`, answer('hang')));
    renderWithProviders(<DiscussionList apiParams={{ categoryID: 3, limit: 3 }} />, {
      config: ADMIN,
    });
    expect(await screen.findAllByRole('status')).not.toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('DiscussionList: a failed save rolls back and says why in a toast', () => {
  it('mute (a CDN page): the menu offers Mute again', async () => {
    const seen = recordRequests();
    server.use(http.put(`${API}/discussions/1/mute`, answer('cdn')));
    const { user } = renderList();
    await choose(user, 'Discussion 1', 'Mute');
    await failureToast('cdn');
    await offers(user, 'Discussion 1', 'Mute');
    expect(writes(seen)).toHaveLength(1);
  });

  it('sink (a 404) and announce (malformed JSON): the menu offers both again', async () => {
    const seen = recordRequests();
    let fault: FaultName = '404';
    server.use(http.patch(`${API}/discussions/1`, () => answer(fault)()));
    const { user } = renderList();
    await choose(user, 'Discussion 1', 'Sink');
    await failureToast('404');
    await offers(user, 'Discussion 1', 'Sink');
    fault = 'malformed';
    await choose(user, 'Discussion 1', 'Announce');
    await failureToast('malformed');
    await offers(user, 'Discussion 1', 'Announce');
    expect(writes(seen)).toHaveLength(2);
  });

  it('resolve (a network error): the menu offers Resolve again', async () => {
    server.use(http.patch(`${API}/discussions/1`, answer('network')));
    const { user } = renderList();
    await choose(user, 'Discussion 1', 'Resolve');
    await failureToast('network');
    await offers(user, 'Discussion 1', 'Resolve');
  });

  it('dismiss (a 403): the announcement is not dismissed', async () => {
    const seen = recordRequests();
    server.use(http.put(`${API}/discussions/2/dismiss`, answer('403')));
    const { user } = renderList();
    await choose(user, 'Discussion 2', 'Dismiss');
    await failureToast('403');
    await offers(user, 'Discussion 2', 'Dismiss');
    expect(writes(seen)).toHaveLength(1);
  });

  it('bump (a CDN page): the toast says why and the order stays', async () => {
    server.use(http.patch(`${API}/discussions/3/bump`, answer('cdn')));
    const { user } = renderList([item(1), item(3)]);
    const order = () =>
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(order()).toEqual(['Discussion 1', 'Discussion 3']);
    await choose(user, 'Discussion 3', 'Bump');
    await failureToast('cdn');
    expect(order()).toEqual(['Discussion 1', 'Discussion 3']);
    await offers(user, 'Discussion 3', 'Bump');
  });

  it('delete (malformed JSON): the confirmation stays to try again, the item stays listed', async () => {
    server.use(http.delete(`${API}/discussions/1`, answer('malformed')));
    const { user } = renderList();
    await choose(user, 'Discussion 1', 'Delete');
    const dialog = screen.getByRole('dialog', { name: 'Delete Discussion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await failureToast('malformed');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled(),
    );
    expect(screen.getByRole('dialog', { name: 'Delete Discussion' })).toBe(dialog);
    expect(row('Discussion 1')).toBeInTheDocument();
  });

  it('change type (a network error): the modal stays open with the chosen type', async () => {
    server.use(http.put(`${API}/discussions/1/type`, answer('network')));
    const { user } = renderList();
    await choose(user, 'Discussion 1', 'Change Type');
    const dialog = screen.getByRole('dialog', { name: 'Change Type' });
    await user.click(within(dialog).getByRole('radio', { name: 'Question' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await failureToast('network');
    expect(screen.getByRole('dialog', { name: 'Change Type' })).toBe(dialog);
    expect(within(dialog).getByRole('radio', { name: 'Question' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('bulk close (a CDN page): the selection stays and nothing reads as closed', async () => {
    server.use(http.patch(`${API}/discussions/close`, answer('cdn')));
    const { user } = renderList([item(1), item(3)]);
    await user.click(screen.getByRole('checkbox', { name: 'Select Discussion 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Discussion 3' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Close' }));
    await failureToast('cdn');
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Close' })).toBeEnabled());
    expect(screen.getByRole('checkbox', { name: 'Select Discussion 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Discussion 3' })).toBeChecked();
    expect(bar).toHaveTextContent('2 selected');
    await offers(user, 'Discussion 1', 'Close');
  });
});

describe('DiscussionList: failed lookups and loads in the item modals', () => {
  it("Move's category search (a 403) says why in the modal and keeps the typed text", async () => {
    server.use(http.get(`${API}/categories/search`, answer('403')));
    const { user } = renderList();
    await choose(user, 'Discussion 1', 'Move');
    const dialog = screen.getByRole('dialog', { name: 'Move Discussion' });
    await user.type(within(dialog).getByLabelText('Find a category'), 'e');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAULT_SAYS['403']);
    expect(within(dialog).getByLabelText('Find a category')).toHaveValue('e');
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
  });

  it('a tag lookup answered 408 (no list in it) says so and lists no tag; the text stays', async () => {
    server.use(http.get(`${API}/tags`, answer('408')));
    const { user } = renderList();
    await choose(user, 'Discussion 1', 'Tag');
    const dialog = screen.getByRole('dialog', { name: 'Tag' });
    await user.type(within(dialog).getByLabelText('Find a tag'), 'sec');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAULT_SAYS['408']);
    const list = within(dialog).getByRole('list', { name: 'Matching tags' });
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(dialog).getByLabelText('Find a tag')).toHaveValue('sec');
  });

  // Mention lookups (Change Author's) treat a refusal below 500 as "no one matches" (01 §8) and
  // only a 5xx or no answer as a failure.
  it.each<[Exclude<FaultName, 'hang'>, boolean]>([
    ['403', false],
    ['404', false],
    ['408', false],
    ['malformed', false],
    ['cdn', true],
    ['network', true],
  ])("Change Author's user lookup, %s: an alert %s", async (fault, alerts) => {
    server.use(http.get(`${API}/users/by-names`, answer(fault)));
    const { user } = renderList();
    await choose(user, 'Discussion 1', 'Change Author');
    const dialog = screen.getByRole('dialog', { name: 'Change Author' });
    const input = within(dialog).getByLabelText('New author');
    await user.type(input, `mem${fault}`);
    if (alerts) {
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAULT_SAYS[fault]);
    } else {
      // Settled: the loader is gone, and nothing is offered or reported.
      await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
      expect(within(dialog).queryByRole('alert')).toBeNull();
    }
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
    expect(input).toHaveValue(`mem${fault}`);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('a failed reaction log load (a 404) says why in the log', async () => {
    server.use(http.get(`${API}/discussions/1/reactions`, answer('404')));
    const { user } = renderList();
    await user.click(within(row('Discussion 1')).getByRole('button', { name: 'Reaction Log' }));
    const log = await screen.findByRole('dialog', { name: 'Reaction Log' });
    expect(await within(log).findByRole('alert')).toHaveTextContent(FAULT_SAYS['404']);
  });
});
