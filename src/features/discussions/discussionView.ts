import type { ApiDiscussion, ApiTag } from '../../api/types/discussions';

/** What a list item shows, apart from the wire shape (CONVENTIONS "The API client"). */
export interface DiscussionView {
  id: number;
  title: string;
  url: string;
  categoryID: number;
  categoryName?: string;
  authorName?: string;
  bookmarked: boolean;
  closed: boolean;
  announced: boolean;
  score: number;
  countComments: number;
  countViews: number;
  tags: ApiTag[];
}

/**
 * Maps a wire discussion to its view. Tags of type 'User' are dropped unless tagging is
 * enabled (03 §3).
 */
export function toDiscussionView(
  discussion: ApiDiscussion,
  taggingEnabled: boolean,
): DiscussionView {
  return {
    id: discussion.discussionID,
    title: discussion.name,
    url: discussion.url ?? `/discussion/${discussion.discussionID}`,
    categoryID: discussion.categoryID,
    categoryName: discussion.category?.name,
    authorName: discussion.insertUser?.name,
    bookmarked: discussion.bookmarked === true,
    closed: discussion.closed === true,
    announced: discussion.pinned === true,
    score: discussion.score ?? 0,
    countComments: discussion.countComments ?? 0,
    countViews: discussion.countViews ?? 0,
    tags: (discussion.tags ?? []).filter((tag) => taggingEnabled || tag.type !== 'User'),
  };
}
