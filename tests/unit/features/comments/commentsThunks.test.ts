import { http, HttpResponse } from 'msw';
import type { ApiComment } from '@/api/types/posting';
import { commentsPreloaded, fetchCommentPage } from '@/features/comments/commentsSlice';
import {
  deleteCommentThunk,
  fetchComment,
  reactToComment,
  reportComment,
  setAnswerThunk,
} from '@/features/comments/commentsActions';
import { selectCommentPage, selectCommentSave } from '@/features/comments/commentsSlice';
import { selectCommentView } from '@/features/comments/commentView';
import { selectDiscussionByID } from '@/features/discussions/discussionsSlice';
import { fetchDiscussion } from '@/features/discussions/discussionsActions';
import { LoadStatus } from '@/store/loadable';
import { selectToasts } from '@/store/toastsSlice';
import { API, recordRequests, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';
import { discussion } from '../discussions/fixtures';
import { comment, MEMBER_CONFIG } from './fixtures';

const PAGE = { discussionID: 5, sort: 'dateInserted', page: 1, limit: 30 };

function storeWith(list: ApiComment[], config = MEMBER_CONFIG) {
  const store = makeTestStore(config);
  store.dispatch(commentsPreloaded({ ...PAGE, comments: list, total: list.length }));
  return store;
}

const failure =
  (message: string, status = 500) =>
  () =>
    HttpResponse.json({ message }, { status });

const errorToasts = (store: ReturnType<typeof makeTestStore>) =>
  selectToasts(store.getState()).map((toast) => toast.body);

describe('comments: delete', () => {
  it('sends DELETE and leaves the comment in its place as a tombstone until the page loads again', async () => {
    server.use(http.delete(`${API}/comments/2`, () => new HttpResponse(null, { status: 204 })));
    const store = storeWith([comment(1), comment(2), comment(3)]);
    const pending = store.dispatch(deleteCommentThunk(2));
    expect(selectCommentSave(store.getState(), 'delete', 2).status).toBe(LoadStatus.LOADING);
    await pending;
    const view = selectCommentView(store.getState(), 2);
    expect(view?.displayMode).toBe('tombstone');
    expect(view?.bodyHtml).toBe('');
    expect(selectCommentPage(store.getState(), PAGE).data?.ids).toEqual([1, 2, 3]);

    server.use(http.get(`${API}/comments`, () => HttpResponse.json([comment(1), comment(3)])));
    await store.dispatch(fetchCommentPage({ ...PAGE, force: true }));
    expect(selectCommentPage(store.getState(), PAGE).data?.ids).toEqual([1, 3]);
  });

  it('keeps the comment and shows the error as a toast when the server refuses', async () => {
    server.use(http.delete(`${API}/comments/2`, failure('Permission Problem', 403)));
    const store = storeWith([comment(2)]);
    await store.dispatch(deleteCommentThunk(2));
    expect(selectCommentView(store.getState(), 2)?.displayMode).toBe('full');
    expect(selectCommentSave(store.getState(), 'delete', 2).status).toBe(LoadStatus.ERROR);
    expect(errorToasts(store)).toEqual(['Permission Problem']);
  });
});

describe('comments: accept and reject answers (03 §3, §4)', () => {
  it('sends the status, takes the answer and fetches the discussion again for its Q&A status', async () => {
    let body: unknown;
    const question = discussion(5, { type: 'question', statusID: 1 });
    server.use(
      http.get(`${API}/discussions/5`, () => HttpResponse.json(question)),
      http.patch(`${API}/comments/2/answer`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(comment(2, { attributes: { answer: { status: 'accepted' } } }));
      }),
    );
    const store = storeWith([comment(2)]);
    await store.dispatch(fetchDiscussion({ discussionID: 5 }));
    server.use(
      http.get(`${API}/discussions/5`, () => HttpResponse.json({ ...question, statusID: 3 })),
    );
    await store.dispatch(setAnswerThunk({ commentID: 2, status: 'accepted' }));
    expect(body).toEqual({ status: 'accepted' });
    expect(selectCommentView(store.getState(), 2)?.answerStatus).toBe('accepted');
    expect(selectDiscussionByID(store.getState(), 5)?.statusID).toBe(3);
  });

  it('shows a reset answer as pending when the server drops the status', async () => {
    server.use(
      http.patch(`${API}/comments/2/answer`, () =>
        HttpResponse.json(comment(2, { attributes: {} })),
      ),
      http.get(`${API}/discussions/5`, () => HttpResponse.json(discussion(5))),
    );
    const store = storeWith([comment(2, { attributes: { answer: { status: 'rejected' } } })]);
    await store.dispatch(setAnswerThunk({ commentID: 2, status: 'pending' }));
    expect(selectCommentView(store.getState(), 2)?.answerStatus).toBe('pending');
  });

  it('leaves the status as it was and shows a toast when refused', async () => {
    server.use(
      http.patch(
        `${API}/comments/2/answer`,
        failure('Only the answers to a question can be accepted or rejected.', 422),
      ),
    );
    const store = storeWith([comment(2)]);
    await store.dispatch(setAnswerThunk({ commentID: 2, status: 'accepted' }));
    expect(selectCommentView(store.getState(), 2)?.answerStatus).toBeUndefined();
    expect(errorToasts(store)).toEqual([
      'Only the answers to a question can be accepted or rejected.',
    ]);
  });
});

describe('comments: reactions (03 §4 toggle rule and refetch)', () => {
  const reacted = (hasReacted: 'Up' | 'Down' | null, up = 1, down = 0) =>
    comment(8, {
      score: up - down,
      reactions: [
        { tagID: 1, urlcode: 'Up', count: up, reactionValue: 1, hasReacted: hasReacted === 'Up' },
        {
          tagID: 2,
          urlcode: 'Down',
          count: down,
          reactionValue: -1,
          hasReacted: hasReacted === 'Down',
        },
      ],
    });

  it('switching deletes the old reaction first, adds the new one at once, then takes the server’s counts', async () => {
    const requests = recordRequests();
    const onServer = reacted('Down', 4, 2);
    server.use(
      http.delete(`${API}/comments/8/reactions/3`, () => new HttpResponse(null, { status: 204 })),
      http.post(`${API}/comments/8/reactions`, () => HttpResponse.json([])),
      http.get(`${API}/comments/8`, () => HttpResponse.json(onServer)),
    );
    const store = storeWith([reacted('Up', 1, 0)]);
    const pending = store.dispatch(reactToComment({ commentID: 8, reactionType: 'Down' }));
    const during = selectCommentView(store.getState(), 8)!;
    expect(during.score).toBe(-1);
    expect(during.reactions.map((r) => [r.urlcode, r.count, r.hasReacted])).toEqual([
      ['Up', 0, false],
      ['Down', 1, true],
    ]);
    await pending;
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'DELETE /api/v2/comments/8/reactions/3',
      'POST /api/v2/comments/8/reactions',
      'GET /api/v2/comments/8',
    ]);
    expect(selectCommentView(store.getState(), 8)?.reactions).toEqual(onServer.reactions);
    expect(selectCommentView(store.getState(), 8)?.score).toBe(2);
  });

  it('choosing the current reaction again only deletes it', async () => {
    const requests = recordRequests();
    server.use(
      http.delete(`${API}/comments/8/reactions/3`, () => new HttpResponse(null, { status: 204 })),
      http.get(`${API}/comments/8`, () => HttpResponse.json(reacted(null, 0, 0))),
    );
    const store = storeWith([reacted('Up', 1, 0)]);
    await store.dispatch(reactToComment({ commentID: 8, reactionType: 'Up' }));
    expect(requests.map((r) => r.method)).toEqual(['DELETE', 'GET']);
    expect(selectCommentView(store.getState(), 8)?.score).toBe(0);
  });

  it('keeps the counts the POST answered when the reload fails', async () => {
    server.use(
      http.post(`${API}/comments/8/reactions`, () =>
        HttpResponse.json([{ tagID: 1, urlcode: 'Up', count: 7 }]),
      ),
      http.get(`${API}/comments/8`, failure('Down')),
    );
    const store = storeWith([reacted(null, 0, 0)]);
    await store.dispatch(reactToComment({ commentID: 8, reactionType: 'Up' }));
    const view = selectCommentView(store.getState(), 8)!;
    expect(view.reactions[0]).toMatchObject({ urlcode: 'Up', count: 7, hasReacted: true });
    expect(errorToasts(store)).toEqual([]);
  });

  it('rolls back and shows the error when the server refuses', async () => {
    server.use(http.post(`${API}/comments/8/reactions`, failure('You may not react here.', 403)));
    const store = storeWith([reacted(null, 0, 0)]);
    const before = selectCommentView(store.getState(), 8);
    await store.dispatch(reactToComment({ commentID: 8, reactionType: 'Up' }));
    expect(selectCommentView(store.getState(), 8)).toEqual(before);
    expect(selectCommentSave(store.getState(), 'reaction', 8).status).toBe(LoadStatus.ERROR);
    expect(errorToasts(store)).toEqual(['You may not react here.']);
  });

  it('re-renders only the comment reacted to: the other views stay the same objects', async () => {
    server.use(
      http.post(`${API}/comments/8/reactions`, () => HttpResponse.json([])),
      http.get(`${API}/comments/8`, () => HttpResponse.json(reacted('Up', 1, 0))),
    );
    const store = storeWith([comment(7), reacted(null, 0, 0), comment(9)]);
    const [seven, nine] = [7, 9].map((id) => selectCommentView(store.getState(), id));
    const eight = selectCommentView(store.getState(), 8);
    await store.dispatch(reactToComment({ commentID: 8, reactionType: 'Up' }));
    expect(selectCommentView(store.getState(), 7)).toBe(seven);
    expect(selectCommentView(store.getState(), 9)).toBe(nine);
    expect(selectCommentView(store.getState(), 8)).not.toBe(eight);
  });
});

describe('comments: report and reload', () => {
  it('reports with a Flag reaction, then fetches the comment again', async () => {
    let body: unknown;
    const requests = recordRequests();
    server.use(
      http.post(`${API}/comments/8/reactions`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json([]);
      }),
      http.get(`${API}/comments/8`, () =>
        HttpResponse.json(comment(8, { reportMeta: { countReports: 1 } })),
      ),
    );
    const store = storeWith([comment(8)]);
    await store.dispatch(reportComment({ commentID: 8, reactionType: 'Spam' }));
    expect(body).toEqual({ reactionType: 'Spam' });
    expect(requests.map((r) => r.method)).toEqual(['POST', 'GET']);
    expect(selectCommentView(store.getState(), 8)?.reportCount).toBe(1);
  });

  it('shows a refused report as a toast', async () => {
    server.use(http.post(`${API}/comments/8/reactions`, failure('Permission Problem', 403)));
    const store = storeWith([comment(8)]);
    await store.dispatch(reportComment({ commentID: 8, reactionType: 'Spam' }));
    expect(errorToasts(store)).toEqual(['Permission Problem']);
  });

  it('takes a 408 without the comment as a failed load, not as an empty comment', async () => {
    server.use(
      http.get(`${API}/comments/8`, () =>
        HttpResponse.json({ message: 'Request timeout' }, { status: 408 }),
      ),
    );
    const store = storeWith([comment(8)]);
    const result = await store.dispatch(fetchComment({ commentID: 8, force: true }));
    expect(fetchComment.rejected.match(result)).toBe(true);
    expect(selectCommentView(store.getState(), 8)?.bodyHtml).toBe('<p>Comment 8</p>');
  });
});

describe('comment views', () => {
  it('marks the AI assistant’s comments and shows signatures only when they are on', () => {
    const signed = { userID: 99, name: 'AI Assistant', signature: { body: '<p>Bot</p>' } };
    const list = [comment(1, { insertUserID: 99, insertUser: signed }), comment(2)];
    const on = storeWith(list, {
      ...MEMBER_CONFIG,
      config: { 'aiAssistant.userID': 99, 'signatures.enabled': true },
    });
    expect(selectCommentView(on.getState(), 1)).toMatchObject({
      isAI: true,
      signatureHtml: '<p>Bot</p>',
    });
    expect(selectCommentView(on.getState(), 2)?.isAI).toBe(false);
    const off = storeWith(list);
    expect(selectCommentView(off.getState(), 1)?.isAI).toBe(false);
    expect(selectCommentView(off.getState(), 1)?.signatureHtml).toBeUndefined();
  });

  it('drops unsafe links and falls back to the comment’s own permalink', () => {
    const store = storeWith([
      comment(1, {
        url: 'javascript:alert(1)',
        insertUser: { userID: 4, name: 'x', url: 'javascript:alert(2)', photoUrl: '//evil' },
      }),
    ]);
    const view = selectCommentView(store.getState(), 1)!;
    expect(view.url).toBe('/discussion/comment/1#Comment_1');
    expect(view.author).toEqual({ userID: 4, name: 'x' });
  });

  it('gives the report count only when the server sends it', () => {
    const store = storeWith([comment(1, { reportMeta: { countReports: 2 } }), comment(2)]);
    expect(selectCommentView(store.getState(), 1)?.reportCount).toBe(2);
    expect(selectCommentView(store.getState(), 2)?.reportCount).toBeUndefined();
  });
});
