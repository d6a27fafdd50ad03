import { http, HttpResponse } from 'msw';
import {
  commentAdded,
  commentReplaced,
  commentsPreloaded,
} from '@/features/comments/commentsSlice';
import { fetchCommentPage, selectCommentPage } from '@/features/comments/commentsSlice';
import { selectCommentView } from '@/features/comments/commentView';
import { LoadStatus } from '@/store/loadable';
import { selectToasts } from '@/store/toastsSlice';
import { API, recordRequests, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';
import { comment, comments, MEMBER_CONFIG } from './fixtures';

const PAGE = { discussionID: 5, sort: 'dateInserted', page: 1, limit: 30 };

describe('comments: loading a page (03 §2, §9)', () => {
  it('asks GET /comments with the discussion, page, limit, sort and expand, and keeps the order and total', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${API}/comments`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json([comment(42), comment(41)], {
          headers: { 'x-app-page-result-count': '65', 'x-app-page-limit': '30' },
        });
      }),
    );
    const store = makeTestStore(MEMBER_CONFIG);
    const params = { discussionID: 5, sort: '-dateInserted', page: 3, limit: 30 };
    await store.dispatch(fetchCommentPage(params));
    expect(url?.searchParams.get('discussionID')).toBe('5');
    expect(url?.searchParams.get('page')).toBe('3');
    expect(url?.searchParams.get('limit')).toBe('30');
    expect(url?.searchParams.get('sort')).toBe('-dateInserted');
    expect(url?.searchParams.getAll('expand[]')).toContain('insertUser.signature');
    const page = selectCommentPage(store.getState(), params);
    expect(page.status).toBe(LoadStatus.SUCCESS);
    expect(page.data).toEqual({ ids: [42, 41], total: 65 });
    expect(selectCommentView(store.getState(), 42)?.bodyHtml).toBe('<p>Comment 42</p>');
  });

  it('counts what it has seen when the server sends no total, one more with a next link', async () => {
    server.use(
      http.get(`${API}/comments`, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        return HttpResponse.json(comments(page === '1' ? 1 : 11, page === '1' ? 10 : 4), {
          headers:
            page === '1' ? { link: '<http://localhost/api/v2/comments?page=2>; rel="next"' } : {},
        });
      }),
    );
    const store = makeTestStore(MEMBER_CONFIG);
    await store.dispatch(fetchCommentPage({ ...PAGE, limit: 10 }));
    await store.dispatch(fetchCommentPage({ ...PAGE, limit: 10, page: 2 }));
    expect(selectCommentPage(store.getState(), { ...PAGE, limit: 10 }).data?.total).toBe(11);
    expect(selectCommentPage(store.getState(), { ...PAGE, limit: 10, page: 2 }).data?.total).toBe(
      14,
    );
  });

  it('keeps a failed load as an ERROR for the page to show with Retry, without a toast', async () => {
    server.use(
      http.get(`${API}/comments`, () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );
    const store = makeTestStore(MEMBER_CONFIG);
    await store.dispatch(fetchCommentPage(PAGE));
    const page = selectCommentPage(store.getState(), PAGE);
    expect(page.status).toBe(LoadStatus.ERROR);
    expect(page.error?.message).toBe('Down');
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('fails on an answer that is not a list (a 408 with an error body)', async () => {
    server.use(
      http.get(`${API}/comments`, () =>
        HttpResponse.json({ message: 'Request timeout' }, { status: 408 }),
      ),
    );
    const store = makeTestStore(MEMBER_CONFIG);
    await store.dispatch(fetchCommentPage(PAGE));
    expect(selectCommentPage(store.getState(), PAGE).status).toBe(LoadStatus.ERROR);
  });

  it('does not ask again for a page it holds, unless forced', async () => {
    const requests = recordRequests();
    server.use(http.get(`${API}/comments`, () => HttpResponse.json([comment(1)])));
    const store = makeTestStore(MEMBER_CONFIG);
    await store.dispatch(fetchCommentPage(PAGE));
    await store.dispatch(fetchCommentPage(PAGE));
    expect(requests).toHaveLength(1);
    await store.dispatch(fetchCommentPage({ ...PAGE, force: true }));
    expect(requests).toHaveLength(2);
  });
});

describe('comments: the preloaded page', () => {
  it('enters the store as a fresh SUCCESS, so loading it sends no request', async () => {
    const requests = recordRequests();
    const store = makeTestStore(MEMBER_CONFIG);
    store.dispatch(commentsPreloaded({ ...PAGE, comments: comments(1, 3), total: 65 }));
    expect(selectCommentPage(store.getState(), PAGE)).toMatchObject({
      status: LoadStatus.SUCCESS,
      data: { ids: [1, 2, 3], total: 65 },
    });
    await store.dispatch(fetchCommentPage(PAGE));
    expect(requests).toHaveLength(0);
  });

  it('does not replace a page the store already holds', () => {
    const store = makeTestStore(MEMBER_CONFIG);
    store.dispatch(commentsPreloaded({ ...PAGE, comments: comments(1, 3), total: 3 }));
    store.dispatch(commentsPreloaded({ ...PAGE, comments: comments(7, 1), total: 1 }));
    expect(selectCommentPage(store.getState(), PAGE).data).toEqual({ ids: [1, 2, 3], total: 3 });
  });
});

describe('comments: a comment posted in place', () => {
  function threeLoadedPages() {
    const store = makeTestStore(MEMBER_CONFIG);
    const limit = 30;
    store.dispatch(commentsPreloaded({ ...PAGE, page: 1, comments: comments(1, 30), total: 65 }));
    store.dispatch(commentsPreloaded({ ...PAGE, page: 3, comments: comments(61, 5), total: 65 }));
    store.dispatch(
      commentsPreloaded({
        ...PAGE,
        sort: '-dateInserted',
        comments: comments(36, 30).reverse(),
        total: 65,
      }),
    );
    return { store, limit };
  }

  it('joins the last page (oldest first) and every page of the discussion counts one more', () => {
    const { store } = threeLoadedPages();
    store.dispatch(commentAdded(comment(100)));
    const state = store.getState();
    expect(selectCommentPage(state, { ...PAGE, page: 3 }).data).toEqual({
      ids: [61, 62, 63, 64, 65, 100],
      total: 66,
    });
    expect(selectCommentPage(state, PAGE).data?.ids).not.toContain(100);
    expect(selectCommentPage(state, PAGE).data?.total).toBe(66);
    expect(selectCommentView(state, 100)?.bodyHtml).toBe('<p>Comment 100</p>');
  });

  it('comes first on the first page when the newest are first', () => {
    const { store } = threeLoadedPages();
    store.dispatch(commentAdded(comment(100)));
    const newest = selectCommentPage(store.getState(), { ...PAGE, sort: '-dateInserted' }).data;
    expect(newest?.ids[0]).toBe(100);
    expect(newest?.total).toBe(66);
  });

  it('leaves the pages of other discussions alone and is not added twice', () => {
    const { store } = threeLoadedPages();
    store.dispatch(commentAdded(comment(100, { discussionID: 6 })));
    expect(selectCommentPage(store.getState(), { ...PAGE, page: 3 }).data?.total).toBe(65);
    store.dispatch(commentAdded(comment(101)));
    store.dispatch(commentAdded(comment(101)));
    expect(
      selectCommentPage(store.getState(), { ...PAGE, page: 3 }).data?.ids.filter(
        (id) => id === 101,
      ),
    ).toHaveLength(1);
  });
});

describe('comments: an edit saved in place', () => {
  it('replaces the body and keeps the signature the edit answer does not carry', () => {
    const store = makeTestStore({ ...MEMBER_CONFIG, config: { 'signatures.enabled': true } });
    const signed = comment(1, {
      insertUser: { userID: 4, name: 'member2', signature: { body: '<p>Sig</p>' } },
    });
    store.dispatch(commentsPreloaded({ ...PAGE, comments: [signed], total: 1 }));
    store.dispatch(
      commentReplaced(comment(1, { body: '<p>Edited</p>', dateUpdated: '2026-01-02T00:00:00Z' })),
    );
    const view = selectCommentView(store.getState(), 1);
    expect(view?.bodyHtml).toBe('<p>Edited</p>');
    expect(view?.dateUpdated).toBe('2026-01-02T00:00:00Z');
    expect(view?.signatureHtml).toBe('<p>Sig</p>');
  });
});
