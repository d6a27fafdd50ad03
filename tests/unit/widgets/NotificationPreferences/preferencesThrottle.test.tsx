// The settings page's saves go through the preference save throttle (03 §5, §9): once per
// 1250 ms with a leading call, the window's changes saved together when it ends, and a repeat
// click (even while a save runs) kept, not dropped. PATCH requests counted at the network.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { selectNotificationPreferences } from '@/features/notificationPreferences/notificationPreferencesSlice';
import { PREFERENCE_SAVE_THROTTLE_MS } from '@/utils/saveThrottle';
import { NotificationPreferences } from '../../../../widgets/NotificationPreferences/NotificationPreferences';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { MEMBER, SCHEMA, SETTINGS, USER } from '../../features/notificationPreferences/schema';

/**
 * Serves the page with settings that a PATCH changes; `hold` keeps the PATCH with that index
 * unanswered until released.
 */
function serve(hold?: number) {
  const bodies: Array<Record<string, unknown>> = [];
  let stored: Record<string, unknown> = { ...SETTINGS };
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${API}/notification-preferences/schema`, () => HttpResponse.json(SCHEMA)),
    http.get(`${API}/notification-preferences/${USER}`, () => HttpResponse.json(SETTINGS)),
    http.patch(`${API}/notification-preferences/${USER}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      stored = { ...stored, ...body };
      const answer = stored;
      if (bodies.length - 1 === hold) await held;
      return HttpResponse.json(answer);
    }),
    http.get(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: 0 })),
  );
  return { bodies, release };
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const NEW_POSTS_POPUP = 'Notification popup New posts In categories I follow.';
const NEW_COMMENTS_POPUP = 'Notification popup New comments';
const NEW_COMMENTS_EMAIL = 'Email New comments';

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

async function renderPage(hold?: number) {
  const served = serve(hold);
  const rendered = renderWithProviders(<NotificationPreferences />, { config: MEMBER });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await screen.findByRole('checkbox', { name: NEW_POSTS_POPUP });
  return { ...served, ...rendered, user };
}

describe('NotificationPreferences: the save throttle (03 §5, §9)', () => {
  it('is the preference throttle of 1250 ms', () => {
    expect(PREFERENCE_SAVE_THROTTLE_MS).toBe(1250);
  });

  it('sends the first change at once and the rest of the window as one save when it ends', async () => {
    const { bodies, user, store } = await renderPage();
    await user.click(box(NEW_POSTS_POPUP));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ NewDiscussion: { popup: false, email: false } });

    act(() => jest.advanceTimersByTime(300));
    await user.click(box(NEW_COMMENTS_EMAIL));
    await user.click(box(NEW_COMMENTS_POPUP));
    // Shown at once, though not sent yet.
    expect(box(NEW_COMMENTS_EMAIL).checked).toBe(false);
    expect(box(NEW_COMMENTS_POPUP).checked).toBe(true);
    expect(bodies).toHaveLength(1);

    const sinceFirst = 300 + 20; // the clicks' own small delays are within this margin
    act(() => jest.advanceTimersByTime(PREFERENCE_SAVE_THROTTLE_MS - sinceFirst - 100));
    expect(bodies).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ NewComment: { popup: true, email: false } });
    await waitFor(() =>
      expect(selectNotificationPreferences(store.getState(), USER).data).toEqual({
        ...SETTINGS,
        NewDiscussion: { popup: false, email: false },
        NewComment: { popup: true, email: false },
      }),
    );
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(bodies).toHaveLength(2);
  });

  it('a repeat click while the first save runs is kept and saved when the window ends', async () => {
    const { bodies, release, user, store } = await renderPage(0);
    await user.click(box(NEW_POSTS_POPUP));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // The first save is still on its way: the click back is shown, not dropped.
    await user.click(box(NEW_POSTS_POPUP));
    expect(box(NEW_POSTS_POPUP).checked).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(500);
      release();
    });
    expect(box(NEW_POSTS_POPUP).checked).toBe(true);
    expect(bodies).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(800);
    });
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ NewDiscussion: { popup: true, email: false } });
    await waitFor(() =>
      expect(selectNotificationPreferences(store.getState(), USER).data).toEqual(SETTINGS),
    );
    expect(box(NEW_POSTS_POPUP).checked).toBe(true);
  });

  it('leaving the page sends what is still waiting at once', async () => {
    const { bodies, user, unmount } = await renderPage();
    await user.click(box(NEW_POSTS_POPUP));
    await waitFor(() => expect(bodies).toHaveLength(1));
    await user.click(box(NEW_COMMENTS_EMAIL));
    expect(bodies).toHaveLength(1);
    unmount();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ NewComment: { popup: false, email: false } });
  });
});
