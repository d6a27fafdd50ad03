import { http, HttpResponse } from 'msw';
import { selectLocaleKey, selectAuditLog, selectTranslations } from '@/store/bootstrapSlice';
import {
  selectConfigRead,
  selectConfigValue,
  selectFeatureFlag,
  selectUploadLimits,
} from '@/store/configSlice';
import { fetchConfig, patchConfig } from '@/store/configSlice';
import { fetchMeCounts, ME_COUNTS_THRESHOLD_MS } from '@/store/currentUserSlice';
import { LoadStatus } from '@/store/loadable';
import { toastAdded, toastDismissed } from '@/store/toastsSlice';
import { API, recordRequests, server } from '../../support/msw';
import { makeTestStore } from '../../support/renderWithProviders';

const page = {
  locale: 'fr',
  translations: { Hello: 'Bonjour' },
  auditLog: { id: 'a1' },
  currentUser: { userID: 2, name: 'Zoë', countUnreadNotifications: 3 },
  permissions: { permissions: [] },
  config: {
    'upload.maxSize': 1024,
    'upload.allowedExtensions': ['png'],
    'tagging.enabled': true,
    'featureFlags.customLayout.discussionList.Enabled': true,
  },
};

describe('store seeding', () => {
  it('seeds locale, translations, audit log, user, permissions and config from the bootstrap JSON', () => {
    const state = makeTestStore(page).getState();
    expect(selectLocaleKey(state)).toBe('fr');
    expect(selectTranslations(state)).toEqual({ Hello: 'Bonjour' });
    expect(selectAuditLog(state)).toEqual({ id: 'a1' });
    expect(state.currentUser.me).toMatchObject({
      status: LoadStatus.SUCCESS,
      data: { name: 'Zoë' },
    });
    expect(state.permissions.status).toBe(LoadStatus.SUCCESS);
    expect(selectUploadLimits(state)).toEqual({ maxSize: 1024, allowedExtensions: ['png'] });
    expect(selectConfigValue(state, 'tagging.enabled', false)).toBe(true);
    expect(selectConfigValue(state, 'emails.enabled', false)).toBe(false);
    expect(selectFeatureFlag(state, 'customLayout.discussionList')).toBe(true);
    expect(selectFeatureFlag(state, 'escalations')).toBe(false);
  });
});

describe('config', () => {
  it('reads selected keys with a comma-joined select and merges them', async () => {
    let select: string | null = null;
    server.use(
      http.get(`${API}/config`, ({ request }) => {
        select = new URL(request.url).searchParams.get('select');
        return HttpResponse.json({ 'garden.cookie.name': 'Vanilla', 'garden.cookie.path': '/' });
      }),
    );
    const store = makeTestStore();
    await store.dispatch(fetchConfig({ select: ['garden.cookie.name', 'garden.cookie.path'] }));
    expect(select).toBe('garden.cookie.name,garden.cookie.path');
    expect(selectConfigValue(store.getState(), 'garden.cookie.name', '')).toBe('Vanilla');
    expect(
      selectConfigRead(store.getState(), ['garden.cookie.path', 'garden.cookie.name']).status,
    ).toBe(LoadStatus.SUCCESS);
  });

  it('passes a failed patch through with its field errors grouped by field', async () => {
    server.use(
      http.patch(`${API}/config`, () =>
        HttpResponse.json(
          {
            message: 'Validation Failed',
            status: 422,
            errors: [{ field: 'garden.title', message: 'Title is too long.', code: 'maxLength' }],
          },
          { status: 422 },
        ),
      ),
    );
    const store = makeTestStore();
    await store.dispatch(patchConfig({ 'garden.title': 'x'.repeat(500) }));
    expect(store.getState().config.patch).toMatchObject({
      status: LoadStatus.ERROR,
      error: {
        message: 'Validation Failed',
        errors: {
          'garden.title': [
            { field: 'garden.title', message: 'Title is too long.', code: 'maxLength' },
          ],
        },
      },
    });
  });
});

describe('me-counts', () => {
  it('re-fetches only when the last request is older than 60 seconds', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const requests = recordRequests();
      server.use(
        http.get(`${API}/users/me-counts`, () =>
          HttpResponse.json({ counts: [{ name: 'UnreadNotifications', count: 5 }] }),
        ),
      );
      const store = makeTestStore(page);
      // The bootstrap JSON's counts are the first request: nothing is asked before 60 s.
      await store.dispatch(fetchMeCounts());
      expect(requests).toHaveLength(0);
      jest.advanceTimersByTime(ME_COUNTS_THRESHOLD_MS);
      await store.dispatch(fetchMeCounts());
      expect(requests).toHaveLength(1);
      expect(store.getState().currentUser.me.data?.countUnreadNotifications).toBe(5);
      jest.advanceTimersByTime(ME_COUNTS_THRESHOLD_MS - 1_000);
      await store.dispatch(fetchMeCounts());
      expect(requests).toHaveLength(1);
      jest.advanceTimersByTime(1_000);
      await store.dispatch(fetchMeCounts());
      expect(requests).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('toasts', () => {
  it('replaces a toast with the same id and removes a dismissed one', () => {
    const store = makeTestStore();
    store.dispatch(toastAdded({ toastID: 't', body: 'One' }));
    store.dispatch(toastAdded({ toastID: 't', body: 'Two' }));
    expect(store.getState().toasts.map((toast) => toast.body)).toEqual(['Two']);
    store.dispatch(toastDismissed('t'));
    expect(store.getState().toasts).toEqual([]);
  });
});
