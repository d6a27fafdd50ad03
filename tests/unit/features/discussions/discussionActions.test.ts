import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  bumpDiscussion,
  dismissDiscussion,
  muteDiscussion,
  reactToDiscussion,
  toggleBookmark,
} from '@/features/discussions/discussionsActions';
import {
  selectDiscussionByID,
  selectDiscussionSave,
} from '@/features/discussions/discussionsSlice';
import { fetchDiscussion } from '@/features/discussions/discussionsActions';
import { LoadStatus } from '@/store/loadable';
import { selectToasts } from '@/store/toastsSlice';
import { API, recordRequests, server, TEST_CONFIG } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';
import { discussion } from './fixtures';

/** A member's store (userID 3: un-reacting deletes `/reactions/3`) holding discussion `d`. */
async function storeWith(d = discussion(5)) {
  server.use(http.get(`${API}/discussions/${d.discussionID}`, () => HttpResponse.json(d)));
  const store = makeTestStore({ ...TEST_CONFIG, currentUser: { userID: 3, name: 'member' } });
  await store.dispatch(fetchDiscussion({ discussionID: d.discussionID }));
  return store;
}

describe('discussions: bookmark', () => {
  it('sets the bookmark before the server answers and keeps it on success', async () => {
    let body: unknown;
    server.use(
      http.put(`${API}/discussions/5/bookmark`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ bookmarked: true });
      }),
    );
    const store = await storeWith();
    const pending = store.dispatch(toggleBookmark({ discussionID: 5, bookmarked: true }));
    expect(selectDiscussionByID(store.getState(), 5)?.bookmarked).toBe(true);
    expect(selectDiscussionSave(store.getState(), 'bookmark', 5).status).toBe(LoadStatus.LOADING);
    await pending;
    expect(body).toEqual({ bookmarked: true });
    expect(selectDiscussionByID(store.getState(), 5)?.bookmarked).toBe(true);
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('reverts the bookmark and shows a toast when the server refuses', async () => {
    server.use(
      http.put(`${API}/discussions/5/bookmark`, () =>
        HttpResponse.json({ message: 'No' }, { status: 500 }),
      ),
    );
    const store = await storeWith();
    await store.dispatch(toggleBookmark({ discussionID: 5, bookmarked: true }));
    expect(selectDiscussionByID(store.getState(), 5)?.bookmarked).toBe(false);
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({
        body: 'There was a problem bookmarking this discussion.',
        dismissible: true,
      }),
    ]);
  });
});

describe('discussions: reactions', () => {
  it('adds a reaction optimistically: score rises by its value, hasReacted only on it', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/discussions/5/reactions`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json([{ tagID: 1, urlcode: 'Up', count: 4 }]);
      }),
    );
    const store = await storeWith(discussion(5, { score: 3 }));
    // The reload after the toggle fails: the counts the POST answered are kept.
    server.use(
      http.get(`${API}/discussions/5`, () => HttpResponse.json({ message: 'No' }, { status: 500 })),
    );
    const pending = store.dispatch(reactToDiscussion({ discussionID: 5, reactionType: 'Up' }));
    const during = selectDiscussionByID(store.getState(), 5)!;
    expect(during.score).toBe(4);
    expect(during.reactions?.map((r) => r.hasReacted)).toEqual([true, false]);
    await pending;
    expect(body).toEqual({ reactionType: 'Up' });
    expect(selectDiscussionByID(store.getState(), 5)?.reactions?.[0]?.count).toBe(4);
    expect(selectDiscussionSave(store.getState(), 'reaction', 5).status).toBe(LoadStatus.SUCCESS);
  });

  it('fetches the discussion again after the toggle, so the counts are the server’s (03 §4)', async () => {
    const requests = recordRequests();
    const onServer = discussion(5, {
      score: 9,
      reactions: [
        { tagID: 1, urlcode: 'Up', count: 9, reactionValue: 1, hasReacted: true },
        { tagID: 2, urlcode: 'Down', count: 0, reactionValue: -1 },
      ],
    });
    server.use(http.post(`${API}/discussions/5/reactions`, () => HttpResponse.json([])));
    const store = await storeWith(discussion(5, { score: 3 }));
    server.use(http.get(`${API}/discussions/5`, () => HttpResponse.json(onServer)));
    await store.dispatch(reactToDiscussion({ discussionID: 5, reactionType: 'Up' }));
    expect(selectDiscussionByID(store.getState(), 5)).toEqual(onServer);
    expect(requests.slice(1).map((r) => r.method)).toEqual(['POST', 'GET']);
  });

  it('switching drops the previous value and adds the new one, deleting the old reaction first', async () => {
    const requests = recordRequests();
    server.use(
      http.delete(
        `${API}/discussions/5/reactions/3`,
        () => new HttpResponse(null, { status: 204 }),
      ),
      http.post(`${API}/discussions/5/reactions`, () => HttpResponse.json([])),
    );
    const d = discussion(5, {
      score: 1,
      reactions: [
        { tagID: 1, urlcode: 'Up', count: 1, reactionValue: 1, hasReacted: true },
        { tagID: 2, urlcode: 'Down', count: 0, reactionValue: -1 },
      ],
    });
    const store = await storeWith(d);
    // Hold the reload, to see the optimistic state the DELETE and POST leave.
    let release!: () => void;
    server.use(
      http.get(`${API}/discussions/5`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(d);
      }),
    );
    const done = store.dispatch(reactToDiscussion({ discussionID: 5, reactionType: 'Down' }));
    // The reload has started: the DELETE and the POST are done.
    await waitFor(() => expect(requests).toHaveLength(4));
    const after = selectDiscussionByID(store.getState(), 5)!;
    expect(after.score).toBe(-1);
    expect(after.reactions).toEqual([
      expect.objectContaining({ urlcode: 'Up', count: 0, hasReacted: false }),
      expect.objectContaining({ urlcode: 'Down', count: 1, hasReacted: true }),
    ]);
    release();
    await done;
    expect(requests.slice(1).map((r) => r.method)).toEqual(['DELETE', 'POST', 'GET']);
  });

  it('choosing the current reaction again removes it', async () => {
    const requests = recordRequests();
    server.use(
      http.delete(
        `${API}/discussions/5/reactions/3`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    const d = discussion(5, {
      score: 1,
      reactions: [{ tagID: 1, urlcode: 'Up', count: 1, reactionValue: 1, hasReacted: true }],
    });
    const store = await storeWith(d);
    const onServer = discussion(5, {
      score: 0,
      reactions: [{ tagID: 1, urlcode: 'Up', count: 0, reactionValue: 1, hasReacted: false }],
    });
    server.use(http.get(`${API}/discussions/5`, () => HttpResponse.json(onServer)));
    await store.dispatch(reactToDiscussion({ discussionID: 5, reactionType: 'Up' }));
    expect(selectDiscussionByID(store.getState(), 5)).toMatchObject({
      score: 0,
      reactions: [{ urlcode: 'Up', count: 0, hasReacted: false }],
    });
    expect(requests.slice(1).map((r) => r.method)).toEqual(['DELETE', 'GET']);
  });

  it('rolls the reaction back and shows the error description when it fails', async () => {
    server.use(
      http.post(`${API}/discussions/5/reactions`, () =>
        HttpResponse.json({ message: 'Denied', description: 'You cannot vote.' }, { status: 403 }),
      ),
    );
    const store = await storeWith(discussion(5, { score: 3 }));
    const before = selectDiscussionByID(store.getState(), 5);
    await store.dispatch(reactToDiscussion({ discussionID: 5, reactionType: 'Up' }));
    expect(selectDiscussionByID(store.getState(), 5)).toEqual(before);
    expect(selectToasts(store.getState())[0]?.body).toBe('You cannot vote.');
  });
});

describe('discussions: dismiss, mute and bump', () => {
  it('dismisses an announcement and says so in a toast', async () => {
    server.use(
      http.put(`${API}/discussions/5/dismiss`, () => HttpResponse.json({ dismissed: true })),
    );
    const store = await storeWith(discussion(5, { pinned: true }));
    await store.dispatch(dismissDiscussion({ discussionID: 5, dismissed: true }));
    expect(selectDiscussionByID(store.getState(), 5)?.dismissed).toBe(true);
    expect(selectToasts(store.getState())[0]?.body).toBe(
      'Success. Announcement has been dismissed.',
    );
  });

  it('mutes and unmutes with the matching toasts', async () => {
    server.use(
      http.put(`${API}/discussions/5/mute`, async ({ request }) =>
        HttpResponse.json(await request.json()),
      ),
    );
    const store = await storeWith();
    await store.dispatch(muteDiscussion({ discussionID: 5, muted: true }));
    await store.dispatch(muteDiscussion({ discussionID: 5, muted: false }));
    expect(selectToasts(store.getState()).map((toast) => toast.body)).toEqual([
      'Discussion has been muted.',
      'Discussion has been unmuted.',
    ]);
    expect(selectDiscussionByID(store.getState(), 5)?.muted).toBe(false);
  });

  it('shows the error description in a dismissible toast that stays when a bump fails', async () => {
    server.use(
      http.patch(`${API}/discussions/5/bump`, () =>
        HttpResponse.json({ message: 'Nope', description: 'Too soon.' }, { status: 400 }),
      ),
    );
    const store = await storeWith();
    await store.dispatch(bumpDiscussion({ discussionID: 5 }));
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ body: 'Too soon.', dismissible: true, autoDismiss: false }),
    ]);
  });

  it('confirms a bump in a toast', async () => {
    server.use(http.patch(`${API}/discussions/5/bump`, () => HttpResponse.json(discussion(5))));
    const store = await storeWith();
    await store.dispatch(bumpDiscussion({ discussionID: 5 }));
    expect(selectToasts(store.getState())[0]?.body).toBe('Success! This post has been bumped.');
  });
});
