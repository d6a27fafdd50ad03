// Issue 31 §1: the failure toast of each save the discussion options menu offers comes with the
// feature, not with one widget. This file imports no widget: the slices alone (as every page
// offering the menu imports them) must raise one failure toast per refused save, and the
// optimistic change must be rolled back.
import { http, HttpResponse } from 'msw';
import { setRecordCollections } from '@/features/collections/collectionsThunks';
import '@/features/collections/collectionsSlice';
import {
  changeDiscussionAuthor,
  reportDiscussion,
} from '@/features/discussions/discussionListExtras';
import { selectDiscussionByID } from '@/features/discussions/discussionsSlice';
import {
  changeDiscussionType,
  deleteDiscussion,
  fetchDiscussion,
  patchDiscussion,
  setDiscussionTags,
} from '@/features/discussions/discussionsActions';
import type { AppStore } from '@/store/store';
import { selectToasts } from '@/store/toastsSlice';
import { API, recordRequests, server, TEST_CONFIG } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';
import { discussion } from './fixtures';

async function moderatorStore(): Promise<AppStore> {
  server.use(http.get(`${API}/discussions/5`, () => HttpResponse.json(discussion(5))));
  const store = makeTestStore({ ...TEST_CONFIG, currentUser: { userID: 2, name: 'moderator' } });
  await store.dispatch(fetchDiscussion({ discussionID: 5 }));
  return store;
}

const refused = () => HttpResponse.json({ message: 'Refused by the server.' }, { status: 500 });

type Save = [
  name: string,
  route: ReturnType<typeof http.patch>,
  dispatch: (store: AppStore) => Promise<unknown>,
];

const SAVES: Save[] = [
  [
    'Close',
    http.patch(`${API}/discussions/5`, refused),
    (s) => s.dispatch(patchDiscussion({ discussionID: 5, patch: { closed: true } })),
  ],
  [
    'Sink',
    http.patch(`${API}/discussions/5`, refused),
    (s) => s.dispatch(patchDiscussion({ discussionID: 5, patch: { sink: true } })),
  ],
  [
    'Move',
    http.patch(`${API}/discussions/5`, refused),
    (s) => s.dispatch(patchDiscussion({ discussionID: 5, patch: { categoryID: 2 } })),
  ],
  [
    'Change Type',
    http.put(`${API}/discussions/5/type`, refused),
    (s) => s.dispatch(changeDiscussionType({ discussionID: 5, type: 'question' })),
  ],
  [
    'Tag',
    http.put(`${API}/discussions/5/tags`, refused),
    (s) => s.dispatch(setDiscussionTags({ discussionID: 5, tagIDs: [9] })),
  ],
  [
    'Delete',
    http.delete(`${API}/discussions/5`, refused),
    (s) => s.dispatch(deleteDiscussion({ discussionID: 5 })),
  ],
  [
    'Change Author',
    http.patch(`${API}/discussions/5`, refused),
    (s) => s.dispatch(changeDiscussionAuthor({ discussionID: 5, insertUserID: 7 })),
  ],
  [
    'Report',
    http.post(`${API}/discussions/5/reactions`, refused),
    (s) => s.dispatch(reportDiscussion({ discussionID: 5, reactionType: 'Spam' })),
  ],
  [
    'Add to Collection',
    http.put(`${API}/collections/by-resource`, refused),
    (s) =>
      s.dispatch(
        setRecordCollections({
          record: { recordType: 'discussion', recordID: 5 },
          collectionIDs: [1],
        }),
      ),
  ],
];

describe('the discussion options saves, with no widget on the page', () => {
  it.each(SAVES)(
    '%s refused (500): one dismissible failure toast, the discussion as it was',
    async (_name, route, save) => {
      const store = await moderatorStore();
      const before = selectDiscussionByID(store.getState(), 5);
      const seen = recordRequests();
      server.use(route);
      await save(store);
      expect(seen.filter((request) => request.method !== 'GET')).toHaveLength(1);
      expect(selectToasts(store.getState())).toEqual([
        expect.objectContaining({
          body: 'Refused by the server.',
          dismissible: true,
          autoDismiss: false,
          isError: true,
        }),
      ]);
      expect(selectDiscussionByID(store.getState(), 5)).toEqual(before);
    },
  );
});
