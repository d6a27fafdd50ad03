// The collections (issue 20) under API faults, at the widget level (issue 30 §2): the
// collections page (CollectionsPage) and the Add to Collection modal's list and Create field,
// with the faults the browser no longer repeats per call (tests/e2e/apiFaultsCollections.test.ts
// keeps a refusal, a network error, the 408 and the hang). A failed list load is LoadFailure
// (403 and 404 without Retry); failed record lookups leave the names as text; a failed rename,
// delete or create says why in its modal with what was typed kept: one path for every fault.
// The client's answer to each fault of each call is tests/unit/api/faultMatrix.test.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiCollection } from '@/api/types/misc';
import { CollectionsModal } from '@/features/discussions/components/CollectionsModal';
import { CollectionsPage } from '../../../../widgets/CollectionsPage/CollectionsPage';
import { API, recordRequests, server, TEST_CONFIG } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { answer, FAULT_SAYS, type FaultName } from '../faultAnswers';

type Answered = Exclude<FaultName, 'hang'>;

const FEATURED: ApiCollection = {
  collectionID: 1,
  name: 'Featured',
  insertUserID: 1,
  records: [
    { recordType: 'discussion', recordID: 1 },
    { recordType: 'category', recordID: 3 },
  ],
} as ApiCollection;

/** The admin on their own collections page: they may rename and delete. */
const ADMIN = {
  ...TEST_CONFIG,
  currentUser: { userID: 1, name: 'admin' },
  permissions: {
    permissions: [
      { type: 'global', id: null, permissions: { 'session.valid': true, 'site.manage': true } },
    ],
  },
};

function serveCollections(): void {
  server.use(
    http.get(`${API}/collections`, () =>
      HttpResponse.json([FEATURED], { headers: { 'x-app-page-result-count': '1' } }),
    ),
    http.get(`${API}/discussions`, () =>
      HttpResponse.json([
        { discussionID: 1, name: 'Welcome', url: 'http://localhost/discussion/1/welcome' },
      ]),
    ),
    http.get(`${API}/categories/3`, () =>
      HttpResponse.json({ categoryID: 3, name: 'Help', url: 'http://localhost/categories/help' }),
    ),
  );
}

const renderPage = () =>
  renderWithProviders(<CollectionsPage userID={1} name="admin" />, { config: ADMIN });
const page = () => screen.getByRole('group', { name: 'Collections by admin' });

describe('CollectionsPage: a failed list load shows its error page', () => {
  it.each<Answered>(['500', '408', 'cdn', 'malformed'])(
    '%s: the message with Retry, which loads the list',
    async (fault) => {
      serveCollections();
      let failing = true;
      server.use(http.get(`${API}/collections`, () => (failing ? answer(fault)() : undefined)));
      const { user } = renderPage();
      const alert = await within(page()).findByRole('alert');
      expect(alert).toHaveTextContent(FAULT_SAYS[fault]);
      failing = false;
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await within(page()).findByRole('heading', { name: 'Featured' })).toBeInTheDocument();
    },
  );

  it.each<Answered>(['403', '404'])('%s: its own page, without Retry', async (fault) => {
    serveCollections();
    server.use(http.get(`${API}/collections`, answer(fault)));
    renderPage();
    const alert = await within(page()).findByRole('alert');
    expect(alert).toHaveTextContent(fault === '404' ? /could not be found/ : /permission/i);
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe("CollectionsPage: failed record lookups leave the records' names as text", () => {
  it.each<Answered>(['403', '404', '408', 'cdn', 'malformed', 'network'])('%s', async (fault) => {
    serveCollections();
    server.use(
      http.get(`${API}/discussions`, answer(fault)),
      http.get(`${API}/categories/3`, answer(fault)),
    );
    renderPage();
    expect(await within(page()).findByRole('heading', { name: 'Featured' })).toBeInTheDocument();
    expect(await within(page()).findByText('#1 (not available)')).toBeInTheDocument();
    expect(await within(page()).findByText('#3 (not available)')).toBeInTheDocument();
    expect(within(page()).queryAllByRole('link')).toHaveLength(0);
    expect(within(page()).queryByRole('alert')).toBeNull();
  });
});

describe('CollectionsPage: a failed rename or delete says why in its modal, which stays', () => {
  it.each<Exclude<Answered, '408'>>(['403', '404', 'cdn', 'malformed', 'network'])(
    '%s',
    async (fault) => {
      serveCollections();
      const writes = recordRequests();
      server.use(
        http.patch(`${API}/collections/1`, answer(fault)),
        http.delete(`${API}/collections/1`, answer(fault)),
      );
      const { user } = renderPage();
      await within(page()).findByRole('heading', { name: 'Featured' });

      await user.click(within(page()).getByRole('button', { name: 'Rename Featured' }));
      const rename = screen.getByRole('dialog', { name: 'Rename Collection' });
      await user.clear(within(rename).getByLabelText('Name'));
      await user.type(within(rename).getByLabelText('Name'), 'Changed');
      await user.click(within(rename).getByRole('button', { name: 'Save' }));
      expect(await within(rename).findByRole('alert')).toHaveTextContent(FAULT_SAYS[fault]);
      expect(within(rename).getByLabelText('Name')).toHaveValue('Changed');
      await user.click(within(rename).getByRole('button', { name: 'Cancel' }));

      await user.click(within(page()).getByRole('button', { name: 'Delete Featured' }));
      const remove = screen.getByRole('dialog', { name: 'Delete Collection' });
      await user.click(within(remove).getByRole('button', { name: 'Delete' }));
      expect(await within(remove).findByRole('alert')).toHaveTextContent(FAULT_SAYS[fault]);
      await waitFor(() =>
        expect(within(remove).getByRole('button', { name: 'Delete' })).toBeEnabled(),
      );
      expect(within(page()).getByRole('heading', { name: 'Featured' })).toBeInTheDocument();
      expect(writes.filter((r) => r.method !== 'GET').map((r) => r.method)).toEqual([
        'PATCH',
        'DELETE',
      ]);
    },
  );
});

describe('Add to Collection: a failed list or create says so in the modal', () => {
  const renderModal = () =>
    renderWithProviders(
      <CollectionsModal discussionID={6} busy={false} onSubmit={() => {}} onClose={() => {}} />,
      { config: ADMIN },
    );

  it.each<Answered>(['403', '404', '408', 'cdn', 'malformed', 'network'])(
    'the list (%s): the error with Retry and no Create field; Retry loads it',
    async (fault) => {
      serveCollections();
      server.use(http.get(`${API}/collections/by-resource`, () => HttpResponse.json([])));
      let failing = true;
      server.use(http.get(`${API}/collections`, () => (failing ? answer(fault)() : undefined)));
      const { user } = renderModal();
      const retry = await screen.findByRole('button', { name: 'Retry' });
      expect(screen.getByRole('alert')).toHaveTextContent(FAULT_SAYS[fault]);
      expect(screen.queryByLabelText('New collection')).toBeNull();
      failing = false;
      await user.click(retry);
      expect(await screen.findByLabelText('New collection')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Featured' })).toBeInTheDocument();
    },
  );

  // A 408 counts as success (01 §7) but holds no collection: a failure, with its message.
  it.each<Answered>(['403', '404', '408', 'cdn', 'malformed', 'network'])(
    'Create (%s): the reason, the name kept, nothing added',
    async (fault) => {
      serveCollections();
      server.use(
        http.get(`${API}/collections/by-resource`, () => HttpResponse.json([])),
        http.post(`${API}/collections`, answer(fault)),
      );
      const { user } = renderModal();
      const field = await screen.findByLabelText('New collection');
      await user.type(field, `Fault ${fault}{Enter}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(FAULT_SAYS[fault]);
      expect(field).toHaveValue(`Fault ${fault}`);
      expect(screen.queryByRole('checkbox', { name: `Fault ${fault}` })).toBeNull();
    },
  );
});
