import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiCollection } from '@/api/types/misc';
import { CreateCollectionForm } from '@/features/collections/components/CreateCollectionForm';
import { CollectionsModal } from '@/features/discussions/components/CollectionsModal';
import {
  selectCollectionByID,
  selectCollections,
  selectMemberCollections,
} from '@/features/collections/collectionsSlice';
import {
  createCollection,
  deleteCollection,
  fetchCollections,
  fetchMemberCollections,
  renameCollection,
  validateCollectionName,
} from '@/features/collections/collectionsThunks';
import { LoadStatus } from '@/store/loadable';
import { API, recordRequests, server } from '../../../support/msw';
import { makeTestStore, renderWithProviders } from '../../../support/renderWithProviders';

const FEATURED: ApiCollection = { collectionID: 1, name: 'Featured', insertUserID: 1, records: [] };
const BEST: ApiCollection = { collectionID: 2, name: 'Best', insertUserID: 2, records: [] };

function serveLists(): void {
  server.use(
    http.get(`${API}/collections`, ({ request }) => {
      const by = new URL(request.url).searchParams.get('insertUserID');
      const rows = by
        ? [FEATURED, BEST].filter((c) => c.insertUserID === Number(by))
        : [FEATURED, BEST];
      return HttpResponse.json(rows, {
        headers: { 'x-app-page-result-count': String(rows.length) },
      });
    }),
  );
}

describe('validateCollectionName', () => {
  it('requires a name, caps it at 100 characters and refuses a name in use, ignoring case and spaces', () => {
    expect(validateCollectionName('   ', [])).toBe('required');
    expect(validateCollectionName('x'.repeat(101), [])).toBe('tooLong');
    expect(validateCollectionName(` ${'x'.repeat(100)} `, [])).toBeNull();
    expect(validateCollectionName('  featured ', [FEATURED])).toBe('duplicate');
    expect(validateCollectionName('New one', [FEATURED])).toBeNull();
  });
});

describe('collections cache', () => {
  it('adds a created collection to every cached list and to its creator’s first page, once', async () => {
    serveLists();
    const created: ApiCollection = { collectionID: 3, name: 'New', insertUserID: 2, records: [] };
    const requests = recordRequests();
    server.use(http.post(`${API}/collections`, () => HttpResponse.json(created, { status: 201 })));
    const store = makeTestStore();
    await store.dispatch(fetchCollections());
    await store.dispatch(fetchMemberCollections({ insertUserID: 2, page: 1 }));
    await store.dispatch(fetchMemberCollections({ insertUserID: 1, page: 1 }));
    await store.dispatch(createCollection({ name: '  New  ', records: [] }));
    const post = requests.find((r) => r.method === 'POST');
    expect(await post!.clone().json()).toEqual({ name: 'New', records: [] });
    const state = store.getState();
    expect(selectCollections(state, undefined).data!.map((c) => c.name)).toEqual([
      'Featured',
      'Best',
      'New',
    ]);
    expect(selectMemberCollections(state, 2, 1).data!.items.map((c) => c.name)).toEqual([
      'Best',
      'New',
    ]);
    expect(selectMemberCollections(state, 1, 1).data!.items.map((c) => c.name)).toEqual([
      'Featured',
    ]);
    expect(selectCollectionByID(state, 3)?.name).toBe('New');
  });

  it('renames and deletes a collection in every cached list', async () => {
    serveLists();
    server.use(
      http.patch(`${API}/collections/2`, () => HttpResponse.json({ ...BEST, name: 'Renamed' })),
      http.delete(`${API}/collections/1`, () => new HttpResponse(null, { status: 204 })),
    );
    const store = makeTestStore();
    await store.dispatch(fetchCollections());
    await store.dispatch(fetchMemberCollections({ insertUserID: 2, page: 1 }));
    await store.dispatch(renameCollection({ collectionID: 2, name: 'Renamed' }));
    await store.dispatch(deleteCollection({ collectionID: 1 }));
    const state = store.getState();
    expect(selectCollections(state, undefined).data!.map((c) => c.name)).toEqual(['Renamed']);
    expect(selectMemberCollections(state, 2, 1).data!.items[0]!.name).toBe('Renamed');
    expect(selectCollectionByID(state, 1)).toBeUndefined();
  });
});

describe('CreateCollectionForm', () => {
  it('says what is wrong without a request, then creates and reports the new collection', async () => {
    const requests = recordRequests();
    server.use(
      http.post(`${API}/collections`, () =>
        HttpResponse.json({ collectionID: 9, name: 'Mine', insertUserID: 3 }, { status: 201 }),
      ),
    );
    const onCreated = jest.fn();
    const { user, store } = renderWithProviders(
      <CreateCollectionForm existing={[FEATURED]} onCreated={onCreated} />,
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a name for the collection.');
    expect(screen.getByLabelText('New collection')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('New collection'), 'FEATURED{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('already exists');
    expect(requests).toHaveLength(0);
    await user.clear(screen.getByLabelText('New collection'));
    await user.type(screen.getByLabelText('New collection'), 'Mine{Enter}');
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ collectionID: 9 })),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Created “Mine”');
    expect(screen.getByLabelText('New collection')).toHaveValue('');
    expect(store.getState().collections?.saves.create?.status).toBe(LoadStatus.SUCCESS);
  });

  it("shows the server's field error and keeps the name", async () => {
    server.use(
      http.post(`${API}/collections`, () =>
        HttpResponse.json(
          {
            message: 'Validation failed.',
            status: 422,
            errors: [{ field: 'name', message: 'That name is not allowed.', code: 'invalid' }],
          },
          { status: 422 },
        ),
      ),
    );
    const onCreated = jest.fn();
    const { user } = renderWithProviders(
      <CreateCollectionForm existing={[]} onCreated={onCreated} />,
    );
    await user.type(screen.getByLabelText('New collection'), 'Bad name{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /That name is not allowed\.|Validation failed\./,
    );
    expect(screen.getByLabelText('New collection')).toHaveValue('Bad name');
    expect(onCreated).not.toHaveBeenCalled();
  });
});

describe('CollectionsModal', () => {
  it('shows a collection created in it already ticked, in the same commit that adds its box', async () => {
    serveLists();
    server.use(
      http.get(`${API}/collections/by-resource`, () => HttpResponse.json([FEATURED])),
      http.post(`${API}/collections`, () =>
        HttpResponse.json({ collectionID: 9, name: 'Mine', insertUserID: 3 }, { status: 201 }),
      ),
    );
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <CollectionsModal discussionID={5} busy={false} onSubmit={onSubmit} onClose={() => {}} />,
    );
    await screen.findByRole('checkbox', { name: 'Best' });
    // Every time the page changes, the new box (once there) is read: it must never be unticked.
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => {
      const box = screen.queryByRole('checkbox', { name: 'Mine' });
      if (box) seen.push((box as HTMLInputElement).checked);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    await user.type(screen.getByLabelText('New collection'), 'Mine{Enter}');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Mine' })).toBeChecked());
    observer.disconnect();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain(false);
    expect(screen.getByRole('checkbox', { name: 'Featured' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Best' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith([1, 9]);
  });
});
