import { http, HttpResponse } from 'msw';
import { toggleBookmark } from '@/features/discussions/discussionsActions';
import { discussionsPreloaded } from '@/features/discussions/discussionsSlice';
import { selectDiscussionView } from '@/features/discussions/selectDiscussionView';
import { toastAdded } from '@/store/toastsSlice';
import { API, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';
import { discussion } from './fixtures';

const tagged = discussion(1, {
  tags: [
    { tagID: 1, name: 'news', type: 'User' },
    { tagID: 2, name: 'status', type: 'Status' },
  ],
});

function storeWithPage(config: Record<string, unknown> = {}) {
  const store = makeTestStore({ siteUrl: 'http://localhost', config });
  store.dispatch(
    discussionsPreloaded({
      params: { page: 1 },
      discussions: [tagged, discussion(2, { pinned: true, type: 'Question' })],
      paging: { total: 2 },
    }),
  );
  return store;
}

describe('selectDiscussionView', () => {
  it('gives the view of a discussion the store holds, and nothing for one it does not', () => {
    const store = storeWithPage();
    expect(selectDiscussionView(store.getState(), 2)).toMatchObject({
      id: 2,
      title: 'Discussion 2',
      type: 'question',
      announced: true,
      dismissed: false,
      questionStatus: 1,
      reactions: [{ urlcode: 'Up' }, { urlcode: 'Down' }],
    });
    expect(selectDiscussionView(store.getState(), 3)).toBeUndefined();
  });

  it('keeps each ID’s view while its discussion is unchanged, across other store changes', () => {
    const store = storeWithPage();
    const one = selectDiscussionView(store.getState(), 1);
    const two = selectDiscussionView(store.getState(), 2);
    store.dispatch(toastAdded({ body: 'Something else happened' }));
    // Reads of other IDs in between do not evict a view (not a one-entry cache).
    expect(selectDiscussionView(store.getState(), 2)).toBe(two);
    expect(selectDiscussionView(store.getState(), 1)).toBe(one);
  });

  it('gives a new view when its discussion changes, and keeps the others', async () => {
    server.use(
      http.put(`${API}/discussions/1/bookmark`, () => HttpResponse.json({ bookmarked: true })),
    );
    const store = storeWithPage();
    const one = selectDiscussionView(store.getState(), 1);
    const two = selectDiscussionView(store.getState(), 2);
    await store.dispatch(toggleBookmark({ discussionID: 1, bookmarked: true }));
    const after = selectDiscussionView(store.getState(), 1);
    expect(after).not.toBe(one);
    expect(after?.bookmarked).toBe(true);
    expect(one?.bookmarked).toBe(false);
    expect(selectDiscussionView(store.getState(), 2)).toBe(two);
  });

  it("shows tags of type 'User' only when the site has tagging on (03 §3)", () => {
    const names = (config: Record<string, unknown>) =>
      selectDiscussionView(storeWithPage(config).getState(), 1)?.tags.map((tag) => tag.name);
    expect(names({})).toEqual(['status']);
    expect(names({ 'tagging.enabled': true })).toEqual(['news', 'status']);
    expect(names({ 'tagging.enabled': '1' })).toEqual(['news', 'status']);
  });
});
