import { http, HttpResponse } from 'msw';
import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  selectNotificationList,
  selectUnreadNotificationCount,
} from '@/features/notifications/notificationsSlice';
import {
  activateThemeRevision,
  fetchTheme,
  fetchThemeRevisions,
  previewTheme,
  selectTheme,
  selectThemeRevisions,
  setCurrentTheme,
} from '@/features/themes/themesSlice';
import { currentUserSlice } from '@/store/currentUserSlice';
import { LoadStatus } from '@/store/loadable';
import { API, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';

describe('themes', () => {
  it('reads the assets of a theme revision', async () => {
    let revision: string | null = null;
    server.use(
      http.get(`${API}/themes/foundation`, ({ request }) => {
        revision = new URL(request.url).searchParams.get('revisionID');
        return HttpResponse.json({
          themeID: 'foundation',
          assets: { variables: { data: { a: 1 } } },
        });
      }),
    );
    const store = makeTestStore();
    await store.dispatch(fetchTheme({ themeKey: 'foundation', revisionID: 4 }));
    expect(revision).toBe('4');
    expect(
      selectTheme(store.getState(), { themeKey: 'foundation', revisionID: 4 }).data?.assets,
    ).toEqual({
      variables: { data: { a: 1 } },
    });
  });

  it('counts a 404 as SUCCESS with empty assets', async () => {
    server.use(
      http.get(`${API}/themes/gone`, () => HttpResponse.json({ message: 'Nope' }, { status: 404 })),
    );
    const store = makeTestStore();
    await store.dispatch(fetchTheme({ themeKey: 'gone' }));
    expect(selectTheme(store.getState(), { themeKey: 'gone' })).toMatchObject({
      status: LoadStatus.SUCCESS,
      data: { assets: {} },
    });
  });

  it('marks the activated revision active and every other revision inactive', async () => {
    let body: unknown;
    server.use(
      http.get(`${API}/themes/3/revisions`, () =>
        HttpResponse.json([
          { themeID: 3, revisionID: 1, active: true },
          { themeID: 3, revisionID: 2, active: false },
          { themeID: 3, revisionID: 3, active: false },
        ]),
      ),
      http.patch(`${API}/themes/3`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ themeID: 3, revisionID: 2, assets: {} });
      }),
    );
    const store = makeTestStore();
    await store.dispatch(fetchThemeRevisions({ themeID: 3 }));
    await store.dispatch(activateThemeRevision({ themeID: 3, revisionID: 2 }));
    expect(body).toEqual({ revisionID: 2 });
    expect(selectThemeRevisions(store.getState(), 3).data?.map((r) => r.active)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('sets the current theme and the preview', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${API}/themes/current`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ themeID: 5, assets: {} });
      }),
      http.put(`${API}/themes/preview`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = makeTestStore();
    await store.dispatch(setCurrentTheme({ themeID: 5 }));
    await store.dispatch(previewTheme({ themeID: 5, revisionID: 9 }));
    expect(bodies).toEqual([{ themeID: 5 }, { themeID: 5, revisionID: 9 }]);
  });
});

describe('notifications', () => {
  const list = [
    { notificationID: 1, read: false },
    { notificationID: 2, read: false },
  ];

  it('marks all read: every notification read and the unread count 0', async () => {
    let body: unknown;
    server.use(
      http.get(`${API}/notifications`, () => HttpResponse.json(list)),
      http.patch(`${API}/notifications`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = makeTestStore({
      currentUser: { userID: 1, name: 'A', countUnreadNotifications: 2 },
    });
    await store.dispatch(fetchNotifications());
    await store.dispatch(markAllNotificationsRead());
    expect(body).toEqual({ read: true });
    expect(selectNotificationList(store.getState()).data?.notifications.map((n) => n.read)).toEqual(
      [true, true],
    );
    expect(selectUnreadNotificationCount(store.getState())).toBe(0);
  });

  it('marks one read and lowers the unread count by one', async () => {
    let body: unknown;
    server.use(
      http.get(`${API}/notifications`, () => HttpResponse.json(list)),
      http.patch(`${API}/notifications/2`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ notificationID: 2, read: true });
      }),
    );
    const store = makeTestStore({
      currentUser: { userID: 1, name: 'A', countUnreadNotifications: 2 },
    });
    await store.dispatch(fetchNotifications());
    await store.dispatch(markNotificationRead({ notificationID: 2 }));
    expect(body).toEqual({ read: true });
    expect(selectNotificationList(store.getState()).data?.notifications.map((n) => n.read)).toEqual(
      [false, true],
    );
    expect(selectUnreadNotificationCount(store.getState())).toBe(1);
  });

  it('does not lower the count again when the server sent it while the call was out', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${API}/notifications`, () => HttpResponse.json(list)),
      http.patch(`${API}/notifications/2`, async () => {
        await held;
        return HttpResponse.json({ notificationID: 2, read: true });
      }),
    );
    const store = makeTestStore({
      currentUser: { userID: 1, name: 'A', countUnreadNotifications: 2 },
    });
    await store.dispatch(fetchNotifications());
    const marking = store.dispatch(markNotificationRead({ notificationID: 2 }));
    // The live stream's `counts` event, written by the server once the read was stored, comes
    // before the call's own answer.
    store.dispatch(
      currentUserSlice.actions.unreadCountsReceived({
        UnreadNotifications: 1,
        UnreadConversations: 0,
      }),
    );
    answer();
    await marking;
    expect(selectUnreadNotificationCount(store.getState())).toBe(1);
  });
});
