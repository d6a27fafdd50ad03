import { delay, http, HttpResponse } from 'msw';
import { deleteCommentThunk } from '@/features/comments/commentsActions';
import '@/features/comments/commentsSlice';
import { fetchDiscussion } from '@/features/discussions/discussionsActions';
import { createLoadThunk } from '@/store/createLoadThunk';
import { selectToasts } from '@/store/toastsSlice';
import { API, server } from '../../support/msw';
import { makeTestStore } from '../../support/renderWithProviders';

const refused = () =>
  HttpResponse.json(
    { message: 'Permission problem.', description: 'You may not delete this comment.' },
    { status: 403 },
  );

const bodies = (store: ReturnType<typeof makeTestStore>) =>
  selectToasts(store.getState()).map((toast) => toast.body);

describe('the one failure toast listener', () => {
  it('toasts a rejected save with the error description, dismissible and until dismissed', async () => {
    server.use(http.delete(`${API}/comments/3`, refused));
    const store = makeTestStore();
    await store.dispatch(deleteCommentThunk(3));
    const toasts = selectToasts(store.getState());
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      body: 'You may not delete this comment.',
      dismissible: true,
      autoDismiss: false,
      isError: true,
    });
  });

  it('raises none for a thunk that opted out (a load shown in place)', async () => {
    server.use(http.get(`${API}/discussions/9`, () => HttpResponse.json({}, { status: 500 })));
    const store = makeTestStore();
    const result = await store.dispatch(fetchDiscussion({ discussionID: 9 }));
    expect(fetchDiscussion.rejected.match(result)).toBe(true);
    expect(bodies(store)).toEqual([]);
  });

  it('raises none for an aborted request', async () => {
    server.use(
      http.delete(`${API}/comments/4`, async () => {
        await delay(50);
        return refused();
      }),
    );
    const store = makeTestStore();
    const request = store.dispatch(deleteCommentThunk(4));
    request.abort();
    const result = await request;
    expect(result.meta).toMatchObject({ aborted: true });
    expect(bodies(store)).toEqual([]);
  });

  it('raises none for a request its condition skipped (the same one in flight)', async () => {
    server.use(
      http.delete(`${API}/comments/5`, async () => {
        await delay(20);
        return refused();
      }),
    );
    const store = makeTestStore();
    const first = store.dispatch(deleteCommentThunk(5));
    const second = await store.dispatch(deleteCommentThunk(5));
    expect(second.meta).toMatchObject({ condition: true });
    await first;
    expect(bodies(store)).toEqual(['You may not delete this comment.']);
  });

  it('uses a thunk’s own text and toastID; a later failure replaces the toast', async () => {
    const failing = createLoadThunk<void, { name: string }>(
      'tests/failureToastCustomised',
      async () => {
        throw new Error('Server error.');
      },
      {
        failureToast: {
          text: (error, arg) => `${arg.name} failed (${error?.message ?? 'no error'}).`,
          toastID: 'tests-custom',
        },
      },
    );
    const store = makeTestStore();
    await store.dispatch(failing({ name: 'First' }));
    await store.dispatch(failing({ name: 'Second' }));
    const toasts = selectToasts(store.getState());
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      toastID: 'tests-custom',
      body: 'Second failed (Server error.).',
    });
  });
});
