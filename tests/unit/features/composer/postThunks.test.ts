import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startDraftSync } from '@/features/drafts/draftPlaces';
import { DRAFT_AUTOSAVE_DEBOUNCE_MS, type DraftPlace } from '@/features/drafts/draftRules';
import { localDraftKey, readLocalDraft, writeLocalDraft } from '@/features/drafts/draftStorage';
import { postSaveKey } from '@/features/composer/postActions';
import {
  selectDiscussionSource,
  selectPostFieldErrors,
  selectPostSave,
  selectQuote,
} from '@/features/composer/postSlice';
import {
  createCommentPost,
  createDiscussionPost,
  saveCommentEdit,
  saveDiscussionEdit,
} from '@/features/composer/postActions';
import { fetchDiscussionSource, fetchQuote } from '@/features/composer/postSlice';
import { API, server } from '../../../support/msw';
import { MEMBER, memberStore, rich2, serveDrafts, settle, writes } from '../drafts/draftTestServer';

const BODY = rich2('Hello');
const NEW_DISCUSSION: DraftPlace = {
  recordType: 'discussion',
  parentRecordType: 'category',
  parentRecordID: 1,
};
const TOP_LEVEL: DraftPlace = {
  recordType: 'comment',
  parentRecordType: 'discussion',
  parentRecordID: 20,
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The posting endpoints, recording what they are sent. */
function servePosts(): Sent[] {
  const sent: Sent[] = [];
  const keep = async (request: Request): Promise<unknown> => {
    const body = (await request.json()) as unknown;
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/api/v2', ''),
      body,
    });
    return body;
  };
  server.use(
    http.post(`${API}/discussions`, async ({ request }) => {
      const body = (await keep(request)) as { name: string; categoryID: number };
      return HttpResponse.json(
        { discussionID: 50, ...body, url: '/discussion/50' },
        { status: 201 },
      );
    }),
    http.patch(`${API}/discussions/:id`, async ({ request, params }) => {
      const body = (await keep(request)) as { name: string };
      return HttpResponse.json({ discussionID: Number(params.id), categoryID: 1, ...body });
    }),
    http.put(`${API}/discussions/:id/tags`, async ({ request }) => {
      const body = (await keep(request)) as { tagIDs: number[] };
      return HttpResponse.json(body.tagIDs.map((tagID) => ({ tagID, name: `t${tagID}` })));
    }),
    http.post(`${API}/comments`, async ({ request }) => {
      const body = (await keep(request)) as { discussionID: number };
      return HttpResponse.json(
        { commentID: 90, ...body, insertUserID: 3, dateInserted: '2026-03-01T12:00:00Z' },
        { status: 201 },
      );
    }),
    http.patch(`${API}/comments/:id`, async ({ request, params }) => {
      const body = await keep(request);
      return HttpResponse.json({
        commentID: Number(params.id),
        discussionID: 20,
        ...(body as object),
      });
    }),
  );
  return sent;
}

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('posting a discussion', () => {
  it('sends the fields as rich2 and deletes the draft locally and on the server', async () => {
    const sent = servePosts();
    const drafts = serveDrafts();
    const store = memberStore();
    writeLocalDraft(MEMBER.userID, NEW_DISCUSSION, {
      body: BODY,
      format: 'rich2',
      meta: { name: 'Title', categoryID: 1 },
      lastSaved: '2026-03-01T12:00:00.000Z',
      draftID: 12,
      synced: true,
    });
    const result = await store.dispatch(
      createDiscussionPost({
        name: 'Title',
        body: BODY,
        format: 'rich2',
        categoryID: 1,
        type: 'question',
        tagIDs: [3],
        draftID: 12,
        place: NEW_DISCUSSION,
      }),
    );
    expect(result.payload).toMatchObject({ discussionID: 50 });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/discussions',
        body: {
          name: 'Title',
          body: BODY,
          format: 'rich2',
          categoryID: 1,
          type: 'question',
          tagIDs: [3],
          draftID: 12,
        },
      },
    ]);
    // The local copy is gone when the post is done; the server's goes after (not waited for).
    expect(readLocalDraft(MEMBER.userID, NEW_DISCUSSION)).toBeUndefined();
    // This server holds no draft 12 (as if the post had deleted it): the 404 counts as deleted.
    await waitFor(() => expect(writes(drafts.seen)).toEqual(['DELETE /drafts/12']));
    expect(selectPostSave(store.getState(), postSaveKey({ kind: 'newDiscussion' })).status).toBe(
      'SUCCESS',
    );
  });

  it('keeps the draft and reports the server field errors when the post is refused', async () => {
    const drafts = serveDrafts();
    server.use(
      http.post(`${API}/discussions`, () =>
        HttpResponse.json(
          {
            message: 'Validation failed.',
            status: 422,
            errors: [{ field: 'name', message: 'name is required.', code: 'required' }],
          },
          { status: 422 },
        ),
      ),
    );
    const store = memberStore();
    writeLocalDraft(MEMBER.userID, NEW_DISCUSSION, {
      body: BODY,
      format: 'rich2',
      meta: { name: ' ', categoryID: 1 },
      lastSaved: '2026-03-01T12:00:00.000Z',
      synced: false,
    });
    const result = await store.dispatch(
      createDiscussionPost({
        name: ' ',
        body: BODY,
        format: 'rich2',
        categoryID: 1,
        place: NEW_DISCUSSION,
      }),
    );
    expect(result.payload).toMatchObject({
      message: 'Validation failed.',
      errors: { name: [{ field: 'name', message: 'name is required.' }] },
    });
    expect(selectPostFieldErrors(store.getState(), postSaveKey({ kind: 'newDiscussion' }))).toEqual(
      { name: [{ field: 'name', message: 'name is required.', code: 'required' }] },
    );
    expect(readLocalDraft(MEMBER.userID, NEW_DISCUSSION)?.body).toBe(BODY);
    expect(writes(drafts.seen)).toEqual([]);
  });

  it('keeps the draft when a 408 answers the post: a success without a discussion is no post', async () => {
    const drafts = serveDrafts();
    server.use(
      http.post(`${API}/discussions`, () =>
        HttpResponse.json({ message: 'Request timeout', status: 408 }, { status: 408 }),
      ),
    );
    const store = memberStore();
    writeLocalDraft(MEMBER.userID, NEW_DISCUSSION, {
      body: BODY,
      format: 'rich2',
      meta: { name: 'Kept', categoryID: 1 },
      lastSaved: '2026-03-01T12:00:00.000Z',
      synced: false,
    });
    const result = await store.dispatch(
      createDiscussionPost({
        name: 'Kept',
        body: BODY,
        format: 'rich2',
        categoryID: 1,
        place: NEW_DISCUSSION,
      }),
    );
    expect(result.meta.requestStatus).toBe('rejected');
    expect(JSON.stringify(result.payload ?? result)).toMatch(/did not confirm the post/);
    expect(readLocalDraft(MEMBER.userID, NEW_DISCUSSION)?.body).toBe(BODY);
    expect(writes(drafts.seen)).toEqual([]);
  });
});

describe('editing a discussion', () => {
  it('patches the content and puts the tags only when they changed', async () => {
    const sent = servePosts();
    serveDrafts();
    server.use(
      http.get(`${API}/discussions/5/edit`, () =>
        HttpResponse.json({
          discussionID: 5,
          name: 'Old',
          body: BODY,
          format: 'rich2',
          categoryID: 1,
          type: 'discussion',
          tagIDs: [1, 2],
        }),
      ),
    );
    const store = memberStore();
    await store.dispatch(fetchDiscussionSource({ discussionID: 5 }));
    expect(selectDiscussionSource(store.getState(), 5).data?.tagIDs).toEqual([1, 2]);
    const edit = { discussionID: 5, name: 'New', body: BODY, format: 'rich2', categoryID: 1 };
    await store.dispatch(saveDiscussionEdit({ ...edit, tagIDs: [2, 1] }));
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['PATCH /discussions/5']);
    expect(sent[0]?.body).toEqual({ name: 'New', body: BODY, format: 'rich2', categoryID: 1 });
    await store.dispatch(saveDiscussionEdit({ ...edit, tagIDs: [2] }));
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'PATCH /discussions/5',
      'PATCH /discussions/5',
      'PUT /discussions/5/tags',
    ]);
    expect(sent[2]?.body).toEqual({ tagIDs: [2] });
  });
});

describe('posting and editing comments', () => {
  it('posts a reply with its parent and draft, then discards the open engine’s draft', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const sent = servePosts();
      const drafts = serveDrafts();
      const store = memberStore();
      const { sync } = store.dispatch(startDraftSync(TOP_LEVEL));
      await settle();
      sync.update({ body: BODY, format: 'rich2', meta: { commentParentID: null } });
      jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS);
      await settle();
      expect(writes(drafts.seen)).toEqual(['POST /drafts']);
      sync.update({ body: rich2('Hello again'), format: 'rich2', meta: { commentParentID: null } });
      const posting = store.dispatch(
        createCommentPost({
          discussionID: 20,
          body: rich2('Hello again'),
          format: 'rich2',
          parentCommentID: 7,
          draftID: 100,
          place: TOP_LEVEL,
        }),
      );
      await settle();
      await posting;
      jest.advanceTimersByTime(10000);
      await settle();
      expect(sent[0]).toEqual({
        method: 'POST',
        path: '/comments',
        body: {
          discussionID: 20,
          body: rich2('Hello again'),
          format: 'rich2',
          parentCommentID: 7,
          draftID: 100,
        },
      });
      // Deleted once, and the change typed before the post is never saved.
      expect(writes(drafts.seen)).toEqual(['POST /drafts', 'DELETE /drafts/100']);
      expect(window.localStorage.getItem(localDraftKey(MEMBER.userID, TOP_LEVEL))).toBeNull();
      expect(sync.getSnapshot().hasUnsavedChanges).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('patches a comment with its new body and deletes the draft of the edit', async () => {
    const sent = servePosts();
    const drafts = serveDrafts();
    const store = memberStore();
    const place: DraftPlace = { ...TOP_LEVEL, recordID: 90 };
    writeLocalDraft(MEMBER.userID, place, {
      body: BODY,
      format: 'rich2',
      meta: { commentParentID: null },
      lastSaved: '2026-03-01T12:00:00.000Z',
      draftID: 44,
      synced: true,
    });
    await store.dispatch(saveCommentEdit({ commentID: 90, body: BODY, format: 'rich2', place }));
    expect(sent).toEqual([
      { method: 'PATCH', path: '/comments/90', body: { body: BODY, format: 'rich2' } },
    ]);
    expect(readLocalDraft(MEMBER.userID, place)).toBeUndefined();
    await waitFor(() => expect(writes(drafts.seen)).toEqual(['DELETE /drafts/44']));
  });
});

describe('quotes', () => {
  it('loads what a quote inserts from the record’s quote call', async () => {
    server.use(
      http.get(`${API}/comments/7/quote`, () =>
        HttpResponse.json({
          bodyRaw: BODY,
          format: 'rich2',
          insertUser: { userID: 4, name: 'Ann' },
          url: '/discussion/comment/7',
        }),
      ),
    );
    const store = memberStore();
    await store.dispatch(fetchQuote({ recordType: 'comment', recordID: 7 }));
    expect(selectQuote(store.getState(), 'comment', 7)).toMatchObject({
      status: 'SUCCESS',
      data: { bodyRaw: BODY, insertUser: { name: 'Ann' } },
    });
  });
});
