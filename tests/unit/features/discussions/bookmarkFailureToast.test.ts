import { http, HttpResponse } from 'msw';
import { BOOKMARK_FAILED, toggleBookmark } from '@/features/discussions/discussionsActions';
import { selectToasts } from '@/store/toastsSlice';
import { API, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';

// Only the thunk is imported: no discussion list, no widget and no registration of any kind,
// as on a post page that offers the discussion options.
describe('a discussion option failing outside the discussion list', () => {
  it('raises the bookmark failure toast from the one listener', async () => {
    server.use(
      http.put(`${API}/discussions/5/bookmark`, () => HttpResponse.json({}, { status: 500 })),
    );
    const store = makeTestStore();
    await store.dispatch(toggleBookmark({ discussionID: 5, bookmarked: true }));
    const toasts = selectToasts(store.getState());
    expect(toasts.map((toast) => toast.body)).toEqual([BOOKMARK_FAILED]);
    expect(toasts[0]).toMatchObject({ isError: true, dismissible: true, autoDismiss: false });
  });
});
