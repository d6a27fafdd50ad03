import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import {
  fetchCategoryPreferences,
  patchCategoryPreferences,
  selectCategoryPreferences,
  selectCategoryPreferencesSave,
} from '@/features/categories/categoriesSlice';
import { patchLocale } from '@/features/locales/localesSlice';
import { uploadFile, selectUpload } from '@/features/media/mediaSlice';
import { fetchSearch, selectSearchResults } from '@/features/search/searchSlice';
import { TAG_LOOKUP_DEBOUNCE_MS } from '@/features/tags/tagsSlice';
import { useTagLookup } from '@/features/tags/useTagLookup';
import { LoadStatus } from '@/store/loadable';
import { API, recordRequests, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';

describe('category preferences', () => {
  const prefs = { 'preferences.followed': false, 'preferences.email.digest': false };

  it('applies a patch at once and rolls it back with the error when the save fails', async () => {
    server.use(
      http.get(`${API}/categories/4/preferences/7`, () => HttpResponse.json(prefs)),
      http.patch(`${API}/categories/4/preferences/7`, () =>
        HttpResponse.json({ message: 'Could not save.' }, { status: 500 }),
      ),
    );
    const store = makeTestStore();
    await store.dispatch(fetchCategoryPreferences({ categoryID: 4, userID: 7 }));
    const saving = store.dispatch(
      patchCategoryPreferences({
        categoryID: 4,
        userID: 7,
        preferences: { 'preferences.followed': true },
      }),
    );
    expect(selectCategoryPreferences(store.getState(), 4, 7).data?.['preferences.followed']).toBe(
      true,
    );
    await saving;
    expect(selectCategoryPreferences(store.getState(), 4, 7).data).toEqual(prefs);
    expect(selectCategoryPreferencesSave(store.getState(), 4, 7).error?.message).toBe(
      'Could not save.',
    );
  });

  it('replaces the cache with the saved preferences', async () => {
    const saved = { ...prefs, 'preferences.followed': true, 'preferences.popup.posts': true };
    server.use(
      http.get(`${API}/categories/4/preferences/7`, () => HttpResponse.json(prefs)),
      http.patch(`${API}/categories/4/preferences/7`, () => HttpResponse.json(saved)),
    );
    const store = makeTestStore();
    await store.dispatch(fetchCategoryPreferences({ categoryID: 4, userID: 7 }));
    await store.dispatch(
      patchCategoryPreferences({
        categoryID: 4,
        userID: 7,
        preferences: { 'preferences.followed': true },
      }),
    );
    expect(selectCategoryPreferences(store.getState(), 4, 7).data).toEqual(saved);
  });
});

describe('tag lookup', () => {
  it('asks /tags?query= 100 ms after the last keystroke', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const requests = recordRequests();
      server.use(http.get(`${API}/tags`, () => HttpResponse.json([{ tagID: 1, name: 'news' }])));
      const store = makeTestStore();
      function Tags({ query }: { query: string }): ReactElement {
        const tags = useTagLookup(query);
        return <p>{tags.data?.map((tag) => tag.name).join()}</p>;
      }
      const view = render(
        <Provider store={store}>
          <Tags query="ne" />
        </Provider>,
      );
      act(() => jest.advanceTimersByTime(TAG_LOOKUP_DEBOUNCE_MS - 1));
      view.rerender(
        <Provider store={store}>
          <Tags query="new" />
        </Provider>,
      );
      act(() => jest.advanceTimersByTime(TAG_LOOKUP_DEBOUNCE_MS - 1));
      expect(requests).toHaveLength(0);
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      jest.useRealTimers();
      expect(await screen.findByText('news')).toBeInTheDocument();
      expect(requests.map((r) => new URL(r.url).searchParams.get('query'))).toEqual(['new']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('small resources', () => {
  it('patches a locale with its translation service', async () => {
    let body: unknown;
    server.use(
      http.patch(`${API}/locales/fr`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ localeID: 'fr', localeKey: 'fr', translationService: 'deepl' });
      }),
    );
    await makeTestStore().dispatch(patchLocale({ localeID: 'fr', translationService: 'deepl' }));
    expect(body).toEqual({ translationService: 'deepl' });
  });

  it('goes back to PENDING, not ERROR, when a search is aborted', async () => {
    server.use(
      http.get(`${API}/search`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return HttpResponse.json([]);
      }),
    );
    const store = makeTestStore();
    const running = store.dispatch(fetchSearch({ query: 'abc' }));
    running.abort();
    await running;
    expect(selectSearchResults(store.getState(), { query: 'abc' }).status).toBe(LoadStatus.PENDING);
  });

  it('refuses an upload over the configured size without a request', async () => {
    const requests = recordRequests();
    const store = makeTestStore({
      config: { 'upload.maxSize': 2, 'upload.allowedExtensions': ['txt'] },
    });
    await store.dispatch(uploadFile({ uploadKey: 'u1', file: new File(['abcdef'], 'a.txt') }));
    expect(selectUpload(store.getState(), 'u1')).toMatchObject({
      status: LoadStatus.ERROR,
      error: { message: 'The uploaded file was too big (max 2 B).' },
    });
    expect(requests).toHaveLength(0);
  });
});
