import { http, HttpResponse } from 'msw';
import {
  fetchFollowedCategories,
  fetchNotificationPreferences,
  patchNotificationPreferences,
  selectFollowedCategories,
  selectNotificationPreferences,
  selectPreferenceSaving,
} from '@/features/notificationPreferences/notificationPreferencesSlice';
import {
  PREFERENCES_SAVED,
  registerNotificationPreferenceToasts,
} from '@/features/notificationPreferences/notificationPreferencesToasts';
import { LoadStatus } from '@/store/loadable';
import { selectToasts } from '@/store/toastsSlice';
import { API, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';
import { SETTINGS } from './schema';

const USER = 7;
registerNotificationPreferenceToasts();

async function loadedStore() {
  server.use(
    http.get(`${API}/notification-preferences/${USER}`, () => HttpResponse.json(SETTINGS)),
  );
  const store = makeTestStore();
  await store.dispatch(fetchNotificationPreferences({ userID: USER }));
  return store;
}

const cached = (store: ReturnType<typeof makeTestStore>) =>
  selectNotificationPreferences(store.getState(), USER).data;

describe('patchNotificationPreferences: optimistic, rolled back on error', () => {
  it('shows the change at once, keeps the answer, and says it was saved', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.patch(`${API}/notification-preferences/${USER}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        await answered;
        return HttpResponse.json({ ...SETTINGS, ...body });
      }),
    );
    const store = await loadedStore();
    const saving = store.dispatch(
      patchNotificationPreferences({
        userID: USER,
        preferences: { NewDiscussion: { popup: true, email: true } },
      }),
    );
    expect(cached(store)?.NewDiscussion).toEqual({ popup: true, email: true });
    release();
    await saving;
    expect(cached(store)?.NewDiscussion).toEqual({ popup: true, email: true });
    expect(selectToasts(store.getState()).map((t) => t.body)).toContain(PREFERENCES_SAVED);
  });

  it('puts the old value back and raises a failure toast with the description when refused', async () => {
    server.use(
      http.patch(`${API}/notification-preferences/${USER}`, () =>
        HttpResponse.json(
          { message: 'Validation failed.', description: 'NewComment.popup is wrong.' },
          { status: 422 },
        ),
      ),
    );
    const store = await loadedStore();
    await store.dispatch(
      patchNotificationPreferences({
        userID: USER,
        preferences: { NewComment: { popup: true, email: true } },
      }),
    );
    expect(cached(store)?.NewComment).toEqual({ popup: false, email: true });
    const toasts = selectToasts(store.getState());
    expect(toasts.map((t) => t.body)).toContain('NewComment.popup is wrong.');
    expect(toasts.map((t) => t.body)).not.toContain(PREFERENCES_SAVED);
  });

  it('a failed patch does not undo a later one still in flight, and an earlier answer does not hide it', async () => {
    const gates: Array<() => void> = [];
    server.use(
      http.patch(`${API}/notification-preferences/${USER}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        await new Promise<void>((resolve) => gates.push(resolve));
        if ('NewComment' in body && (body.NewComment as { popup: boolean }).popup)
          return HttpResponse.json({ message: 'No.' }, { status: 500 });
        return HttpResponse.json({ ...SETTINGS, ...body });
      }),
    );
    const store = await loadedStore();
    const first = store.dispatch(
      patchNotificationPreferences({
        userID: USER,
        preferences: { NewDiscussion: { popup: false, email: false } },
      }),
    );
    const second = store.dispatch(
      patchNotificationPreferences({
        userID: USER,
        preferences: { NewComment: { popup: true, email: true } },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gates).toHaveLength(2);
    // The first answers: the second's change is still shown on top of the answer.
    gates[0]!();
    await first;
    expect(cached(store)?.NewComment).toEqual({ popup: true, email: true });
    expect(cached(store)?.NewDiscussion).toEqual({ popup: false, email: false });
    gates[1]!();
    await second;
    expect(cached(store)?.NewComment).toEqual({ popup: false, email: true });
    expect(cached(store)?.NewDiscussion).toEqual({ popup: false, email: false });
  });
});

describe('fetchFollowedCategories', () => {
  it('asks for the followed categories with their preferences', async () => {
    const asked: URL[] = [];
    server.use(
      http.get(`${API}/categories`, ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json([{ categoryID: 1, name: 'General' }]);
      }),
    );
    const store = makeTestStore();
    await store.dispatch(fetchFollowedCategories());
    expect(asked[0]!.searchParams.get('followed')).toBe('true');
    expect(asked[0]!.search).toMatch(/expand/);
    expect(asked[0]!.search).toMatch(/preferences/);
    expect(selectFollowedCategories(store.getState()).data).toEqual([
      { categoryID: 1, name: 'General' },
    ]);
  });

  it('fails cleanly when the answer is not a list', async () => {
    server.use(http.get(`${API}/categories`, () => HttpResponse.json({ message: 'Odd proxy' })));
    const store = makeTestStore();
    await store.dispatch(fetchFollowedCategories());
    const list = selectFollowedCategories(store.getState());
    expect(list.status).toBe(LoadStatus.ERROR);
    expect(list.error?.message).toBe('Odd proxy');
  });
});

describe('one save per setting at a time', () => {
  it('a second change of the same setting is not sent while the first runs (03 §4)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    server.use(
      http.patch(`${API}/notification-preferences/${USER}`, async ({ request }) => {
        calls += 1;
        const body = (await request.json()) as Record<string, unknown>;
        await gate;
        return HttpResponse.json({ ...SETTINGS, ...body });
      }),
    );
    const store = await loadedStore();
    const change = { NewComment: { popup: true, email: true } };
    const first = store.dispatch(
      patchNotificationPreferences({ userID: USER, preferences: change }),
    );
    expect(selectPreferenceSaving(store.getState(), USER, 'NewComment')).toBe(true);
    expect(selectPreferenceSaving(store.getState(), USER, 'NewDiscussion')).toBe(false);
    const second = await store.dispatch(
      patchNotificationPreferences({ userID: USER, preferences: change }),
    );
    expect(patchNotificationPreferences.rejected.match(second) && second.meta.condition).toBe(true);
    release();
    await first;
    expect(calls).toBe(1);
    expect(selectPreferenceSaving(store.getState(), USER, 'NewComment')).toBe(false);
  });
});

describe('an answer that is not settings', () => {
  it('a 408 with an error body keeps what the user chose (01 §7)', async () => {
    server.use(
      http.patch(`${API}/notification-preferences/${USER}`, () =>
        HttpResponse.json({ message: 'Request timeout' }, { status: 408 }),
      ),
    );
    const store = await loadedStore();
    await store.dispatch(
      patchNotificationPreferences({
        userID: USER,
        preferences: { NewComment: { popup: true, email: true } },
      }),
    );
    expect(cached(store)).toEqual({ ...SETTINGS, NewComment: { popup: true, email: true } });
  });
});
