import { http, HttpResponse } from 'msw';
import { API, TEST_CONFIG, server } from '../../support/msw';
import { createAppStore } from '@/store/store';
import { fetchDiscussions, discussionsListKey } from '@/features/discussions/discussionsSlice';
import { fetchNotifications } from '@/features/notifications/notificationsSlice';

describe('list calls answered with something that is not a list', () => {
  it('stores a 408 with an error body as the list ERROR, with its message, without throwing', async () => {
    server.use(
      http.get(`${API}/discussions`, () =>
        HttpResponse.json({ message: 'Request timeout' }, { status: 408 }),
      ),
    );
    const store = createAppStore(TEST_CONFIG);
    const arg = { categoryID: 3 };
    await store.dispatch(fetchDiscussions(arg));
    const list = store.getState().discussions?.lists[discussionsListKey(arg)];
    expect(list?.status).toBe('ERROR');
    expect(list?.error?.message).toBe('Request timeout');
  });

  it('stores an object where a list was expected as ERROR with the default message', async () => {
    server.use(http.get(`${API}/notifications`, () => HttpResponse.json({ unexpected: true })));
    const store = createAppStore(TEST_CONFIG);
    const result = await store.dispatch(fetchNotifications({}));
    expect(result.meta.requestStatus).toBe('rejected');
    expect((result.payload as { message: string }).message).toBe(
      'Something went wrong while contacting the server.',
    );
  });
});
