import { http, HttpResponse } from 'msw';
import { selectDiscussion, selectDiscussionList } from '@/features/discussions/discussionsSlice';
import {
  deleteDiscussion,
  fetchDiscussion,
  patchDiscussion,
  setDiscussionTags,
  changeDiscussionType,
} from '@/features/discussions/discussionsActions';
import { fetchDiscussions } from '@/features/discussions/discussionsSlice';
import { LoadStatus } from '@/store/loadable';
import { API, recordRequests, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';
import { discussion } from './fixtures';

describe('discussions: loading', () => {
  it("loads one discussion with insertUser, breadcrumbs and the author's signature expanded", async () => {
    const requests = recordRequests();
    server.use(http.get(`${API}/discussions/5`, () => HttpResponse.json(discussion(5))));
    const store = makeTestStore();
    await store.dispatch(fetchDiscussion({ discussionID: 5 }));
    const url = new URL(requests[0]!.url);
    expect(url.searchParams.getAll('expand[]')).toEqual([
      'insertUser',
      'breadcrumbs',
      'insertUser.signature',
    ]);
    expect(selectDiscussion(store.getState(), 5)).toMatchObject({
      status: LoadStatus.SUCCESS,
      data: { name: 'Discussion 5' },
    });
  });

  it('stores a failed load per discussion with status ERROR', async () => {
    server.use(
      http.get(`${API}/discussions/9`, () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    const store = makeTestStore();
    await store.dispatch(fetchDiscussion({ discussionID: 9 }));
    expect(selectDiscussion(store.getState(), 9)).toMatchObject({
      status: LoadStatus.ERROR,
      error: { message: 'Not found', status: 404 },
    });
  });

  it('reads a list page and its paging from the response headers', async () => {
    server.use(
      http.get(`${API}/discussions`, () =>
        HttpResponse.json([discussion(1), discussion(2)], {
          headers: {
            Link: `<${API}/discussions?page=3>; rel="next", <${API}/discussions?page=1>; rel="prev"`,
            'x-app-page-result-count': '42',
            'x-app-page-current': '2',
            'x-app-page-limit': '2',
          },
        }),
      ),
    );
    const store = makeTestStore();
    const params = { categoryID: 1, page: 2, limit: 2 };
    await store.dispatch(fetchDiscussions(params));
    const list = selectDiscussionList(store.getState(), { limit: 2, page: 2, categoryID: 1 });
    expect(list.status).toBe(LoadStatus.SUCCESS);
    expect(list.data?.discussions.map((d) => d.discussionID)).toEqual([1, 2]);
    expect(list.data?.paging).toEqual({
      next: `${API}/discussions?page=3`,
      prev: `${API}/discussions?page=1`,
      total: 42,
      currentPage: 2,
      limit: 2,
    });
  });

  it('filters a list by a discussionID list and limit', async () => {
    const requests = recordRequests();
    server.use(
      http.get(`${API}/discussions`, () => HttpResponse.json([discussion(3), discussion(4)])),
    );
    const store = makeTestStore();
    await store.dispatch(fetchDiscussions({ discussionID: [3, 4], limit: 2 }));
    const url = new URL(requests[0]!.url);
    expect(url.searchParams.getAll('discussionID[]')).toEqual(['3', '4']);
    expect(url.searchParams.get('limit')).toBe('2');
  });

  it('removes a deleted discussion from the cache and from every cached list', async () => {
    server.use(
      http.get(`${API}/discussions`, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        return HttpResponse.json(
          page === '1' ? [discussion(1), discussion(2)] : [discussion(2), discussion(3)],
          {
            headers: { 'x-app-page-result-count': '10' },
          },
        );
      }),
      http.delete(`${API}/discussions/2`, () => new HttpResponse(null, { status: 204 })),
    );
    const store = makeTestStore();
    await store.dispatch(fetchDiscussions({ page: 1 }));
    await store.dispatch(fetchDiscussions({ page: 2 }));
    await store.dispatch(deleteDiscussion({ discussionID: 2 }));
    const ids = (page: number) =>
      selectDiscussionList(store.getState(), { page }).data?.discussions.map((d) => d.discussionID);
    expect(ids(1)).toEqual([1]);
    expect(ids(2)).toEqual([3]);
    expect(selectDiscussionList(store.getState(), { page: 1 }).data?.paging.total).toBe(9);
    expect(store.getState().discussions?.entities[2]).toBeUndefined();
  });

  it('patches with expand=category and keeps the answer', async () => {
    let body: unknown;
    let expand: string | null = null;
    server.use(
      http.patch(`${API}/discussions/5`, async ({ request }) => {
        body = await request.json();
        expand = new URL(request.url).searchParams.get('expand');
        return HttpResponse.json(discussion(5, { closed: true }));
      }),
    );
    const store = makeTestStore();
    await store.dispatch(patchDiscussion({ discussionID: 5, patch: { closed: true } }));
    expect(body).toEqual({ closed: true });
    expect(expand).toBe('category');
    expect(store.getState().discussions?.entities[5]?.closed).toBe(true);
  });

  it('changes the type and sets the tags', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/discussions/5`, () => HttpResponse.json(discussion(5))),
      http.put(`${API}/discussions/5/type`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      http.put(`${API}/discussions/5/tags`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json([{ tagID: 8, name: 'news' }]);
      }),
    );
    const store = makeTestStore();
    await store.dispatch(fetchDiscussion({ discussionID: 5 }));
    await store.dispatch(changeDiscussionType({ discussionID: 5, type: 'question' }));
    await store.dispatch(setDiscussionTags({ discussionID: 5, tagIDs: [8] }));
    expect(bodies).toEqual([{ type: 'question' }, { tagIDs: [8] }]);
    expect(store.getState().discussions?.entities[5]).toMatchObject({
      type: 'question',
      tags: [{ tagID: 8, name: 'news' }],
    });
  });
});
