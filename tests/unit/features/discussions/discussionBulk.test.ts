import { http, HttpResponse } from 'msw';
import {
  bulkCloseDiscussions,
  bulkDeleteDiscussions,
  bulkMoveDiscussions,
} from '@/features/discussions/discussionBulkThunks';
import {
  selectBulkResult,
  selectDiscussionByID,
  selectDiscussionList,
} from '@/features/discussions/discussionsSlice';
import { fetchDiscussions } from '@/features/discussions/discussionsSlice';
import { LoadStatus } from '@/store/loadable';
import { API, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';
import { discussion } from './fixtures';

async function storeWithList() {
  server.use(
    http.get(`${API}/discussions`, () =>
      HttpResponse.json([discussion(1), discussion(2), discussion(3)]),
    ),
  );
  const store = makeTestStore();
  await store.dispatch(fetchDiscussions({}));
  return store;
}

describe('discussions: bulk operations', () => {
  it('accepts a bare JSON string as the last step of a long-running job (01 §7)', async () => {
    server.use(
      http.patch(`${API}/discussions/close`, () =>
        HttpResponse.json(
          {
            callbackPayload: 'jwt-1',
            progress: { successIDs: [1, 2], failedIDs: [], exceptionsByID: {} },
          },
          { status: 408 },
        ),
      ),
      http.post(`${API}/calls/run`, () => HttpResponse.json('done')),
    );
    const store = await storeWithList();
    await store.dispatch(bulkCloseDiscussions({ discussionIDs: [1, 2], closed: true }));
    expect(selectBulkResult(store.getState(), 'close')).toMatchObject({
      status: LoadStatus.SUCCESS,
      data: { successIDs: [1, 2], failedIDs: [] },
    });
  });

  it('deletes in steps through calls/run and settles success and failure per ID', async () => {
    const calls: Array<{ contentType: string | null; body: string }> = [];
    let firstBody: unknown;
    server.use(
      http.delete(`${API}/discussions/list`, async ({ request }) => {
        firstBody = await request.json();
        return HttpResponse.json(
          {
            callbackPayload: 'jwt-1',
            progress: { successIDs: [1], failedIDs: [], exceptionsByID: {} },
          },
          { status: 408 },
        );
      }),
      http.post(`${API}/calls/run`, async ({ request }) => {
        calls.push({
          contentType: request.headers.get('content-type'),
          body: await request.text(),
        });
        return HttpResponse.json({
          progress: {
            successIDs: [2],
            failedIDs: [3],
            exceptionsByID: { 3: { message: 'Locked.', code: 403 } },
          },
        });
      }),
    );
    const store = await storeWithList();
    const seen: number[][] = [];
    const unsubscribe = store.subscribe(() => {
      const ids = selectDiscussionList(store.getState(), {}).data?.discussions.map(
        (d) => d.discussionID,
      );
      if (ids && ids.join() !== seen.at(-1)?.join()) seen.push(ids);
    });
    await store.dispatch(bulkDeleteDiscussions({ discussionIDs: [1, 2, 3] }));
    unsubscribe();
    expect(firstBody).toEqual({ discussionIDs: [1, 2, 3], longRunnerMode: 'sync' });
    expect(calls).toEqual([{ contentType: 'application/system+jwt', body: 'jwt-1' }]);
    expect(seen).toEqual([[1, 2, 3], [2, 3], [3]]);
    expect(selectBulkResult(store.getState(), 'delete')).toMatchObject({
      status: LoadStatus.SUCCESS,
      data: {
        successIDs: [1, 2],
        failedIDs: [3],
        exceptionsByID: { 3: { message: 'Locked.', status: 403 } },
      },
    });
  });

  it('moves discussions and sets their new categoryID', async () => {
    let body: unknown;
    server.use(
      http.patch(`${API}/discussions/move`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          progress: { successIDs: [1, 2], failedIDs: [], exceptionsByID: {} },
        });
      }),
    );
    const store = await storeWithList();
    await store.dispatch(bulkMoveDiscussions({ discussionIDs: [1, 2], categoryID: 9 }));
    expect(body).toEqual({ discussionIDs: [1, 2], categoryID: 9, addRedirects: false });
    expect(selectDiscussionByID(store.getState(), 1)?.categoryID).toBe(9);
    expect(selectDiscussionByID(store.getState(), 3)?.categoryID).toBe(1);
  });

  it('closes every discussion when the server answers without progress', async () => {
    let body: unknown;
    server.use(
      http.patch(`${API}/discussions/close`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = await storeWithList();
    await store.dispatch(bulkCloseDiscussions({ discussionIDs: [2, 3] }));
    expect(body).toEqual({ discussionIDs: [2, 3], closed: true });
    expect([1, 2, 3].map((id) => selectDiscussionByID(store.getState(), id)?.closed)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('stores a refused bulk call as ERROR and changes nothing', async () => {
    server.use(
      http.patch(`${API}/discussions/close`, () =>
        HttpResponse.json({ message: 'Permission Problem' }, { status: 403 }),
      ),
    );
    const store = await storeWithList();
    await store.dispatch(bulkCloseDiscussions({ discussionIDs: [2] }));
    expect(selectBulkResult(store.getState(), 'close')).toMatchObject({
      status: LoadStatus.ERROR,
      error: { message: 'Permission Problem' },
    });
    expect(selectDiscussionByID(store.getState(), 2)?.closed).toBe(false);
  });
});
