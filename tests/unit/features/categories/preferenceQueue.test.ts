import { http, HttpResponse } from 'msw';
import type { ApiCategoryPreferences } from '@/api/types/misc';
import {
  categoryPreferencesPreloaded,
  selectQueuedCategoryPreferences,
} from '@/features/categories/categoriesSlice';
import {
  changeCategoryPreferences,
  flushCategoryPreferences,
} from '@/features/categories/categoryPreferencesQueue';
import { API, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';

const target = { categoryID: 4, userID: 7 };
const FOLLOWED = { 'preferences.followed': true, 'preferences.popup.posts': true };

function serve(): ApiCategoryPreferences[] {
  const patches: ApiCategoryPreferences[] = [];
  server.use(
    http.patch(`${API}/categories/4/preferences/7`, async ({ request }) => {
      const body = (await request.json()) as ApiCategoryPreferences;
      patches.push(body);
      return HttpResponse.json(body);
    }),
  );
  return patches;
}

function followedStore() {
  const store = makeTestStore();
  store.dispatch(categoryPreferencesPreloaded({ ...target, preferences: FOLLOWED }));
  return store;
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('changeCategoryPreferences', () => {
  it('sends the first change at once and queues the rest of the window as one save', async () => {
    const patches = serve();
    const store = followedStore();
    const first = store.dispatch(
      changeCategoryPreferences({ ...target, changes: { 'preferences.popup.posts': false } }),
    );
    await expect(first).resolves.toBe(true);
    expect(patches).toHaveLength(1);
    const second = store.dispatch(
      changeCategoryPreferences({ ...target, changes: { 'preferences.email.posts': true } }),
    );
    const third = store.dispatch(
      changeCategoryPreferences({ ...target, changes: { 'preferences.email.comments': true } }),
    );
    // Inside the window: shown (queued on top of the cache), not sent.
    expect(selectQueuedCategoryPreferences(store.getState(), 4, 7)).toEqual({
      'preferences.email.posts': true,
      'preferences.email.comments': true,
    });
    jest.advanceTimersByTime(1249);
    expect(patches).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await expect(Promise.all([second, third])).resolves.toEqual([true, true]);
    expect(patches).toEqual([
      { ...FOLLOWED, 'preferences.popup.posts': false },
      {
        ...FOLLOWED,
        'preferences.popup.posts': false,
        'preferences.email.posts': true,
        'preferences.email.comments': true,
      },
    ]);
    expect(selectQueuedCategoryPreferences(store.getState(), 4, 7)).toBeUndefined();
  });

  it('sends what is queued at once when flushed', async () => {
    const patches = serve();
    const store = followedStore();
    const first = store.dispatch(
      changeCategoryPreferences({ ...target, changes: { 'preferences.popup.posts': false } }),
    );
    await first;
    const second = store.dispatch(
      changeCategoryPreferences({ ...target, changes: { 'preferences.email.posts': true } }),
    );
    store.dispatch(flushCategoryPreferences(target));
    await expect(second).resolves.toBe(true);
    expect(patches).toHaveLength(2);
  });

  it('gives each store its own throttle window', async () => {
    const patches = serve();
    await followedStore().dispatch(
      changeCategoryPreferences({ ...target, changes: { 'preferences.popup.posts': false } }),
    );
    await followedStore().dispatch(
      changeCategoryPreferences({ ...target, changes: { 'preferences.email.posts': true } }),
    );
    expect(patches).toHaveLength(2);
  });
});
