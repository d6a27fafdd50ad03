// A post never waits for the draft's server calls (issue 17 fault matrix): neither for the
// DELETE /drafts/{id} after it nor for an autosave on its way, and a late autosave answer cannot
// bring the draft back.
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { postSaveKey } from '@/features/composer/postActions';
import { selectPostSave } from '@/features/composer/postSlice';
import { createCommentPost, createDiscussionPost } from '@/features/composer/postActions';
import { startDraftSync } from '@/features/drafts/draftPlaces';
import { DRAFT_AUTOSAVE_DEBOUNCE_MS, type DraftPlace } from '@/features/drafts/draftRules';
import { readLocalDraft, writeLocalDraft } from '@/features/drafts/draftStorage';
import { selectPlaceDraft } from '@/features/drafts/draftsSlice';
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

interface Gate {
  /** Settles when the held request may go on. */
  opened: Promise<void>;
  open: () => void;
  /** Settles when the first request is held. */
  arrived: Promise<void>;
  arrive: () => void;
}

/** Holds a request handler until `open()`. */
function gate(): Gate {
  const g = {} as Gate;
  g.opened = new Promise((resolve) => (g.open = resolve));
  g.arrived = new Promise((resolve) => (g.arrive = resolve));
  return g;
}

function servePosts(): void {
  server.use(
    http.post(`${API}/discussions`, () =>
      HttpResponse.json({ discussionID: 50, url: '/discussion/50' }, { status: 201 }),
    ),
    http.post(`${API}/comments`, () =>
      HttpResponse.json(
        { commentID: 90, discussionID: 20, body: BODY, insertUserID: 3, dateInserted: '' },
        { status: 201 },
      ),
    ),
  );
}

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('a post is done while DELETE /drafts/{id} hangs (after the short grace a post that leaves the page gives it): the local copy is gone, the DELETE goes on', async () => {
  servePosts();
  const held = gate();
  let deleted = false;
  server.use(
    http.delete(`${API}/drafts/12`, async () => {
      held.arrive();
      await held.opened;
      deleted = true;
      return new HttpResponse(null, { status: 204 });
    }),
  );
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
      draftID: 12,
      place: NEW_DISCUSSION,
    }),
  );
  expect(result.meta.requestStatus).toBe('fulfilled');
  expect(selectPostSave(store.getState(), postSaveKey({ kind: 'newDiscussion' })).status).toBe(
    'SUCCESS',
  );
  expect(readLocalDraft(MEMBER.userID, NEW_DISCUSSION)).toBeUndefined();
  await held.arrived; // the DELETE was sent, and the post was done before it was answered
  expect(deleted).toBe(false);
  held.open();
  await waitFor(() => expect(deleted).toBe(true));
});

it('a post is done while an autosave hangs; the hung save’s late draft is deleted, and the next draft is not held behind it', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    servePosts();
    const drafts = serveDrafts();
    const held = gate();
    let first = true;
    server.use(
      http.post(`${API}/drafts`, async () => {
        if (!first) return undefined; // the recording /drafts server answers
        first = false;
        held.arrive();
        await held.opened;
        return undefined;
      }),
    );
    const store = memberStore();
    const { sync } = store.dispatch(startDraftSync(TOP_LEVEL));
    await settle();
    sync.update({ body: BODY, format: 'rich2', meta: { commentParentID: null } });
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await settle();
    await held.arrived; // the autosave is on its way and hangs
    const result = await store.dispatch(
      createCommentPost({ discussionID: 20, body: BODY, format: 'rich2', place: TOP_LEVEL }),
    );
    expect(result.meta.requestStatus).toBe('fulfilled');
    expect(readLocalDraft(MEMBER.userID, TOP_LEVEL)).toBeUndefined();
    expect(selectPlaceDraft(store.getState(), TOP_LEVEL)).toBeUndefined();
    expect(sync.getSnapshot()).toMatchObject({
      serverDraftID: undefined,
      hasUnsavedChanges: false,
    });

    // The next comment's draft is saved while the old save still hangs.
    sync.update({ body: rich2('Next one'), format: 'rich2', meta: { commentParentID: null } });
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(drafts.drafts.map((d) => d.draftID)).toEqual([100]);
    expect(sync.getSnapshot().serverDraftID).toBe(100);

    // The hung save is answered late: the draft it made (101) goes; the new one stays.
    held.open();
    await settle();
    jest.advanceTimersByTime(10000);
    await settle();
    expect(writes(drafts.seen)).toEqual(['POST /drafts', 'POST /drafts', 'DELETE /drafts/101']);
    expect(drafts.drafts.map((d) => d.draftID)).toEqual([100]);
    expect(drafts.drafts[0]?.attributes.body).toBe(rich2('Next one'));
    expect(readLocalDraft(MEMBER.userID, TOP_LEVEL)).toMatchObject({ draftID: 100 });
    expect(sync.getSnapshot().serverDraftID).toBe(100);
  } finally {
    jest.useRealTimers();
  }
});
