import { createEntityAdapter, type Draft, type EntityState } from '@reduxjs/toolkit';
import type { ApiReaction } from '@/api/types/discussions';
import type { ApiComment } from '@/api/types/posting';
import type { LoadableMap } from '@/store/loadable';

/** One page of a discussion's comments in a sort: the IDs in order and the thread's total. */
export interface CommentPageData {
  ids: number[];
  total: number;
}

/** The params of a page of comments (03 §2, §9). */
export interface CommentPageParams {
  discussionID: number;
  sort: string;
  page: number;
  limit: number;
}

/** The fields an optimistic reaction replaces, as it found them. */
export interface CommentSnapshot {
  reactions?: ApiReaction[];
  score?: number;
}

export interface CommentsState extends EntityState<ApiComment, number> {
  /** `GET /comments` pages by `commentPageKey(params)`. */
  pages: LoadableMap<CommentPageData>;
  /** `GET /comments/{id}` by ID; the comment itself lives in the entities. */
  byID: LoadableMap<number>;
  /** Saves on one comment by `commentSaveKey(kind, id)`. */
  saves: LoadableMap<unknown>;
  /**
   * Comments deleted on this page view. They stay in their place as tombstones until their
   * page is loaded again (03 §9 display mode `tombstone`).
   */
  deleted: Record<string, true>;
  /** Optimistic snapshots by requestId, restored when the request fails. */
  rollback: Record<string, CommentSnapshot>;
}

export const commentsAdapter = createEntityAdapter({
  selectId: (comment: ApiComment) => comment.commentID,
});

/** The cache key of a page: `discussionID|sort|page|limit`. */
export function commentPageKey({ discussionID, sort, page, limit }: CommentPageParams): string {
  return `${discussionID}|${sort}|${page}|${limit}`;
}

/** Reads a page key back; undefined for anything else. */
export function parseCommentPageKey(key: string): CommentPageParams | undefined {
  const [discussionID, sort, page, limit] = key.split('|');
  if (sort === undefined || limit === undefined) return undefined;
  return {
    discussionID: Number(discussionID),
    sort,
    page: Number(page),
    limit: Number(limit),
  };
}

/** The saves on one comment. */
export type CommentSaveKind = 'delete' | 'answer' | 'reaction' | 'report';

/** The key of a save on one comment, e.g. `delete:12`. */
export function commentSaveKey(kind: CommentSaveKind, commentID: number): string {
  return `${kind}:${commentID}`;
}

/**
 * A newer copy of a comment over the one in the store. Fields the newer answer lacks are kept
 * (a `PATCH` answer has no signature expand): the author's signature among them.
 */
export function mergeComment(state: Draft<CommentsState>, incoming: ApiComment): void {
  const existing = state.entities[incoming.commentID];
  if (!existing) {
    commentsAdapter.addOne(state, incoming);
    return;
  }
  const signature = existing.insertUser?.signature;
  Object.assign(existing, incoming);
  if (existing.insertUser && existing.insertUser.signature === undefined && signature)
    existing.insertUser = { ...existing.insertUser, signature };
}

export function lastPage(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}
