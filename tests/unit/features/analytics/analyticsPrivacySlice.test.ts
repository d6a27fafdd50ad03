import { http, HttpResponse } from 'msw';
import {
  ANONYMIZE_DEFAULT,
  fetchAnonymizeSetting,
  saveAnonymizeSetting,
  selectAnonymizeLoadable,
  selectAnonymizeSetting,
} from '@/features/analytics/analyticsPrivacySlice';
import { LoadStatus } from '@/store/loadable';
import { API, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';

function serveConfig(): void {
  server.use(
    http.get(`${API}/config`, () =>
      HttpResponse.json({ 'garden.cookie.name': 'Forum', 'garden.cookie.path': '/' }),
    ),
  );
}

describe('the analytics privacy setting (01 §7, §9)', () => {
  it.each([
    [1, 1],
    [0, 0],
    [-1, -1],
    [true, 1],
    [false, 0],
    ['1', 1],
    ['0', 0],
    ['yes', -1],
    [null, -1],
  ])('reads AnonymizeData %p as %p', async (wire, setting) => {
    server.use(
      http.get(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: wire })),
    );
    const store = makeTestStore();
    await store.dispatch(fetchAnonymizeSetting());
    expect(selectAnonymizeSetting(store.getState())).toBe(setting);
  });

  it('uses the default (-1) when the call fails', async () => {
    server.use(
      http.get(`${API}/analytics/privacy`, () =>
        HttpResponse.json({ message: 'Down' }, { status: 500 }),
      ),
    );
    const store = makeTestStore();
    await store.dispatch(fetchAnonymizeSetting());
    expect(selectAnonymizeLoadable(store.getState()).status).toBe(LoadStatus.ERROR);
    expect(selectAnonymizeSetting(store.getState())).toBe(ANONYMIZE_DEFAULT);
    expect(ANONYMIZE_DEFAULT).toBe(-1);
  });

  it('saves optimistically, then stores the cookie', async () => {
    serveConfig();
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: 0 })),
      http.post(`${API}/analytics/privacy`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ AnonymizeData: 1 });
      }),
    );
    const store = makeTestStore();
    await store.dispatch(fetchAnonymizeSetting());
    const saving = store.dispatch(saveAnonymizeSetting({ value: 1 }));
    expect(selectAnonymizeSetting(store.getState())).toBe(1);
    await saving;
    expect(bodies).toEqual([{ AnonymizeData: 1 }]);
    expect(selectAnonymizeSetting(store.getState())).toBe(1);
    expect(document.cookie).toMatch(/Forum-AnonymizeData=1/);
  });

  it('puts the old value back when the save is refused, the default when there was none', async () => {
    server.use(
      http.get(`${API}/analytics/privacy`, () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
      http.post(`${API}/analytics/privacy`, () =>
        HttpResponse.json({ message: 'Refused' }, { status: 403 }),
      ),
    );
    const store = makeTestStore();
    await store.dispatch(fetchAnonymizeSetting());
    await store.dispatch(saveAnonymizeSetting({ value: 0 }));
    expect(selectAnonymizeSetting(store.getState())).toBe(-1);
    server.use(http.get(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: 1 })));
    await store.dispatch(fetchAnonymizeSetting({ force: true }));
    await store.dispatch(saveAnonymizeSetting({ value: 0 }));
    expect(selectAnonymizeSetting(store.getState())).toBe(1);
  });
});
