import { http, HttpResponse } from 'msw';
import {
  fetchAnonymizeSetting,
  saveAnonymizeSetting,
  selectAnonymizeLoadable,
  selectAnonymizeSetting,
} from '@/features/analytics/analyticsPrivacySlice';
import {
  selectCollections,
  selectRecordCollections,
} from '@/features/collections/collectionsSlice';
import {
  createCollection,
  fetchCollections,
  fetchRecordCollections,
  setRecordCollections,
} from '@/features/collections/collectionsThunks';
import { LoadStatus } from '@/store/loadable';
import { API, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';

describe('collections', () => {
  it('adds a created collection to every cached list', async () => {
    let body: unknown;
    server.use(
      http.get(`${API}/collections`, () => HttpResponse.json([{ collectionID: 1, name: 'Old' }])),
      http.post(`${API}/collections`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ collectionID: 2, name: 'New', records: [] }, { status: 201 });
      }),
    );
    const store = makeTestStore();
    await store.dispatch(fetchCollections());
    await store.dispatch(fetchCollections({ page: 2 }));
    const records = [{ recordType: 'discussion', recordID: 5 }];
    await store.dispatch(createCollection({ name: 'New', records }));
    expect(body).toEqual({ name: 'New', records });
    expect(selectCollections(store.getState()).data?.map((c) => c.name)).toEqual(['Old', 'New']);
    expect(selectCollections(store.getState(), { page: 2 }).data?.map((c) => c.name)).toEqual([
      'Old',
      'New',
    ]);
  });

  it('replaces membership in two steps: an empty list first, then the real one', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/collections/by-resource`, () =>
        HttpResponse.json([{ collectionID: 1, name: 'A' }]),
      ),
      http.get(`${API}/collections`, () =>
        HttpResponse.json([
          { collectionID: 1, name: 'A' },
          { collectionID: 2, name: 'B' },
        ]),
      ),
      http.put(`${API}/collections/by-resource`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    const store = makeTestStore();
    const record = { recordType: 'discussion', recordID: 5 };
    await store.dispatch(fetchCollections());
    await store.dispatch(fetchRecordCollections(record));
    await store.dispatch(setRecordCollections({ record, collectionIDs: [2] }));
    expect(bodies).toEqual([
      { record, collectionIDs: [] },
      { record, collectionIDs: [2] },
    ]);
    expect(selectRecordCollections(store.getState(), record).data?.map((c) => c.name)).toEqual([
      'B',
    ]);
  });

  it('puts the old membership back when the second step fails, and reports the failure', async () => {
    const bodies: { collectionIDs: number[] }[] = [];
    server.use(
      http.get(`${API}/collections/by-resource`, () =>
        HttpResponse.json([{ collectionID: 1, name: 'A' }]),
      ),
      http.put(`${API}/collections/by-resource`, async ({ request }) => {
        const body = (await request.json()) as { collectionIDs: number[] };
        bodies.push(body);
        // The clear works, the new list is refused, the restore works.
        if (body.collectionIDs.includes(2))
          return HttpResponse.json({ message: 'Collection is full.' }, { status: 422 });
        return HttpResponse.json([]);
      }),
    );
    const store = makeTestStore();
    const record = { recordType: 'discussion', recordID: 5 };
    await store.dispatch(fetchRecordCollections(record));
    const result = await store.dispatch(setRecordCollections({ record, collectionIDs: [2] }));
    expect(result.meta.requestStatus).toBe('rejected');
    expect((result.payload as { message: string }).message).toBe('Collection is full.');
    expect(bodies.map((b) => b.collectionIDs)).toEqual([[], [2], [1]]);
    // The store still shows the membership the server has again.
    expect(selectRecordCollections(store.getState(), record).data?.map((c) => c.name)).toEqual([
      'A',
    ]);
  });
});

describe('analytics privacy', () => {
  it('reads AnonymizeData', async () => {
    server.use(
      http.get(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: true })),
    );
    const store = makeTestStore();
    await store.dispatch(fetchAnonymizeSetting());
    expect(selectAnonymizeSetting(store.getState())).toBe(1);
  });

  it('falls back to -1 when the call fails', async () => {
    server.use(http.get(`${API}/analytics/privacy`, () => HttpResponse.json({}, { status: 500 })));
    const store = makeTestStore();
    await store.dispatch(fetchAnonymizeSetting());
    expect(selectAnonymizeLoadable(store.getState()).status).toBe(LoadStatus.ERROR);
    expect(selectAnonymizeSetting(store.getState())).toBe(-1);
  });

  it('saves the setting and stores it in the cookie named by garden.cookie.name and .path', async () => {
    let body: unknown;
    let select: string | null = null;
    server.use(
      http.post(`${API}/analytics/privacy`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ AnonymizeData: 0 });
      }),
      http.get(`${API}/config`, ({ request }) => {
        select = new URL(request.url).searchParams.get('select');
        return HttpResponse.json({ 'garden.cookie.name': 'Forum', 'garden.cookie.path': '/' });
      }),
    );
    const store = makeTestStore();
    await store.dispatch(saveAnonymizeSetting({ value: 0 }));
    expect(body).toEqual({ AnonymizeData: 0 });
    expect(select).toBe('garden.cookie.name,garden.cookie.path');
    expect(document.cookie).toContain('Forum-AnonymizeData=0');
    expect(selectAnonymizeSetting(store.getState())).toBe(0);
  });
});
