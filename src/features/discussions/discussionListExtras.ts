import { apiPatchDiscussion } from '@/api/endpoints/discussions';
import { apiPostReaction } from '@/api/endpoints/reactions';
import type { Paging } from '@/api/paging';
import { createLoadThunk } from '@/store/createLoadThunk';
import { fetchDiscussion, selectDiscussionSaveLoadable } from './discussionsActions';

/** Paging as a server page hands it to a widget in its props (`nextURL`/`prevURL`). */
export interface PreloadedPaging {
  currentPage?: number;
  limit?: number;
  total?: number;
  next?: string;
  prev?: string;
  nextURL?: string;
  prevURL?: string;
}

/** The props paging in the shape `parsePaging` gives. */
export function toPaging(preloaded: PreloadedPaging | undefined): Paging {
  const paging: Paging = {};
  if (!preloaded) return paging;
  const next = preloaded.next ?? preloaded.nextURL;
  const prev = preloaded.prev ?? preloaded.prevURL;
  if (next) paging.next = next;
  if (prev) paging.prev = prev;
  if (typeof preloaded.total === 'number') paging.total = preloaded.total;
  if (typeof preloaded.currentPage === 'number') paging.currentPage = preloaded.currentPage;
  if (typeof preloaded.limit === 'number') paging.limit = preloaded.limit;
  return paging;
}

/**
 * Changes a discussion's author: `PATCH /discussions/{id}` with `{ insertUserID }`
 * (site.manage or community.manage, 03 §6), then reloads the discussion so every view shows
 * the new author.
 */
export const changeDiscussionAuthor = createLoadThunk<
  void,
  { discussionID: number; insertUserID: number }
>(
  'discussions/authorChanged',
  async ({ discussionID, insertUserID }, { api, dispatch }) => {
    await apiPatchDiscussion(api, discussionID, { insertUserID });
    await dispatch(fetchDiscussion({ discussionID, force: true }));
  },
  {
    selectLoadable: (state, arg) => selectDiscussionSaveLoadable(state, 'author', arg.discussionID),
    freshFor: 0,
  },
);

/**
 * Reports a discussion with a Flag-class reaction as the reason (`flag.add`, 03 §6):
 * `POST /discussions/{id}/reactions` with `{ reactionType }`. Not a vote, so not optimistic.
 * A server that keeps one reaction per user (the demo host does) replaces the reporter's vote
 * with the report, so the discussion is reloaded afterwards: every view then shows the score
 * and vote the server has. A failed reload leaves the report sent.
 */
export const reportDiscussion = createLoadThunk<
  void,
  { discussionID: number; reactionType: string }
>(
  'discussions/reported',
  async ({ discussionID, reactionType }, { api, dispatch }) => {
    await apiPostReaction(api, 'discussion', discussionID, reactionType);
    await dispatch(fetchDiscussion({ discussionID, force: true }));
  },
  {
    // Tracked per discussion, so a report already on its way is not sent twice.
    selectLoadable: (state, arg) => selectDiscussionSaveLoadable(state, 'report', arg.discussionID),
    freshFor: 0,
  },
);
