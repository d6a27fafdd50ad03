import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { Paging } from '@/api/paging';
import type { ApiDiscussion } from '@/api/types/discussions';
import type { Loadable, LoadableMap } from '@/store/loadable';
import type { BulkOperation, BulkResult } from './discussionBulkThunks';

export interface DiscussionListData {
  ids: number[];
  paging: Paging;
}

/** The fields an optimistic change to a discussion may replace, as it found them. */
export type DiscussionSnapshot = Pick<
  ApiDiscussion,
  | 'bookmarked'
  | 'reactions'
  | 'score'
  | 'closed'
  | 'sink'
  | 'resolved'
  | 'pinned'
  | 'muted'
  | 'dismissed'
>;

export interface DiscussionsState extends EntityState<ApiDiscussion, number> {
  /** `GET /discussions/{id}` by ID; the discussion itself lives in the entities. */
  byID: LoadableMap<number>;
  /** `GET /discussions` pages by `discussionsListKey(params)`. */
  lists: LoadableMap<DiscussionListData>;
  /** Saves on one discussion by `saveKey(kind, id)`. */
  saves: LoadableMap<unknown>;
  bulk: Partial<Record<BulkOperation, Loadable<BulkResult>>>;
  /** Optimistic snapshots by requestId, restored when the request fails. */
  rollback: Record<string, DiscussionSnapshot>;
}

export const discussionsAdapter = createEntityAdapter({
  selectId: (discussion: ApiDiscussion) => discussion.discussionID,
});

/** The saves on one discussion, each tracked under `saveKey(kind, id)`. */
export type DiscussionSaveKind =
  | 'patch'
  | 'type'
  | 'tags'
  | 'delete'
  | 'bookmark'
  | 'reaction'
  | 'dismiss'
  | 'mute'
  | 'bump'
  | 'author'
  | 'report';

/** The key of a save on one discussion, e.g. `bookmark:12`. */
export function saveKey(kind: DiscussionSaveKind, discussionID: number): string {
  return `${kind}:${discussionID}`;
}
