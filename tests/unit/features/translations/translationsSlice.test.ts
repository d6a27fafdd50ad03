import { http, HttpResponse } from 'msw';
import {
  fetchTranslations,
  saveTranslations,
  selectLocaleTranslations,
  selectTranslationsSave,
} from '@/features/translations/translationsSlice';
import { LoadStatus } from '@/store/loadable';
import { API, recordRequests, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';

const record = (id: number, translation: string, locale = 'fr') => ({
  translationPropertyKey: `discussion.${id}.name`,
  recordType: 'discussion',
  recordID: id,
  propertyName: 'name',
  locale,
  translation,
});

describe('translations slice', () => {
  it('loads one locale and keeps its records in that locale’s cache', async () => {
    const requests = recordRequests();
    server.use(
      http.get(`${API}/translations/vanilla`, () =>
        HttpResponse.json([record(1, 'Un'), record(2, 'Deux')]),
      ),
    );
    const store = makeTestStore();
    await store.dispatch(
      fetchTranslations({
        resource: 'vanilla',
        locale: 'fr',
        recordType: 'discussion',
        recordIDs: [1, 2],
      }),
    );
    const url = new URL(requests[0]!.url);
    expect(url.searchParams.get('locale')).toBe('fr');
    expect(url.searchParams.getAll('recordIDs[]')).toEqual(['1', '2']);
    expect(selectLocaleTranslations(store.getState(), 'fr')).toEqual({
      'discussion.1.name': 'Un',
      'discussion.2.name': 'Deux',
    });
    expect(selectLocaleTranslations(store.getState(), 'de')).toEqual({});
  });

  it('saves values and removals with their own calls and merges them into the cache', async () => {
    const bodies: Record<string, unknown> = {};
    server.use(
      http.get(`${API}/translations/vanilla`, () =>
        HttpResponse.json([record(1, 'Un'), record(2, 'Deux')]),
      ),
      http.patch(`${API}/translations/vanilla`, async ({ request }) => {
        bodies.values = await request.json();
        return HttpResponse.json([]);
      }),
      http.patch(`${API}/translations/vanilla/remove`, async ({ request }) => {
        bodies.removals = await request.json();
        return HttpResponse.json([]);
      }),
    );
    const store = makeTestStore();
    await store.dispatch(
      fetchTranslations({
        resource: 'vanilla',
        locale: 'fr',
        recordType: 'discussion',
        recordIDs: [1, 2],
      }),
    );
    const { translation: _t, ...removal } = record(2, '');
    const action = await store.dispatch(
      saveTranslations({
        resource: 'vanilla',
        locale: 'fr',
        values: [record(1, 'Un bis'), record(3, 'Trois')],
        removals: [removal],
      }),
    );
    expect(action.meta.requestStatus).toBe('fulfilled');
    expect(bodies.values).toEqual([record(1, 'Un bis'), record(3, 'Trois')]);
    expect(bodies.removals).toEqual([removal]);
    expect(selectLocaleTranslations(store.getState(), 'fr')).toEqual({
      'discussion.1.name': 'Un bis',
      'discussion.3.name': 'Trois',
    });
  });

  it('keeps the cache and reports the error when the server refuses a save', async () => {
    server.use(
      http.patch(`${API}/translations/vanilla`, () =>
        HttpResponse.json({ message: 'Permission Problem' }, { status: 403 }),
      ),
    );
    const store = makeTestStore();
    await store.dispatch(
      saveTranslations({
        resource: 'vanilla',
        locale: 'fr',
        values: [record(1, 'Un')],
        removals: [],
      }),
    );
    expect(selectLocaleTranslations(store.getState(), 'fr')).toEqual({});
    expect(
      selectTranslationsSave(store.getState(), { resource: 'vanilla', locale: 'fr' }),
    ).toMatchObject({
      status: LoadStatus.ERROR,
      error: { status: 403, message: 'Permission Problem' },
    });
  });

  it('refuses to save two record types at once, without a request', async () => {
    const requests = recordRequests();
    const store = makeTestStore();
    const action = await store.dispatch(
      saveTranslations({
        resource: 'vanilla',
        locale: 'fr',
        values: [
          record(1, 'Un'),
          { ...record(5, 'Cinq'), recordType: 'comment', translationPropertyKey: 'comment.5.name' },
        ],
        removals: [],
      }),
    );
    expect(action.meta.requestStatus).toBe('rejected');
    expect(requests).toHaveLength(0);
  });
});
