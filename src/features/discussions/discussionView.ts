import type { ApiDiscussion, ApiTag } from '../../api/types/discussions';
import type { ApiUserFragment } from '../../api/types/users';

/** What a list item shows, apart from the wire shape (CONVENTIONS "The API client"). */
export interface DiscussionView {
  id: number;
  title: string;
  url: string;
  categoryID: number;
  categoryName?: string;
  categoryUrl?: string;
  authorName?: string;
  /** The author as the list shows them (photo, name, card). */
  author?: ApiUserFragment;
  authorID?: number;
  dateInserted?: string;
  /** Who commented last, else the author, and when (else when the discussion was started). */
  lastUser?: ApiUserFragment;
  lastDate?: string;
  bookmarked: boolean;
  closed: boolean;
  announced: boolean;
  sunk: boolean;
  resolved: boolean;
  muted: boolean;
  /** New to the viewer. */
  unread: boolean;
  score: number;
  countComments: number;
  countViews: number;
  /** Open reports (`reportMeta.countReports`), for moderators. */
  reportCount?: number;
  /** A question's status (03 §4): 1 unanswered, 2 answered, 3 accepted, 4 rejected. */
  questionStatus?: number;
  tags: ApiTag[];
}

const QUESTION_STATUS: Record<string, number> = {
  unanswered: 1,
  answered: 2,
  accepted: 3,
  rejected: 4,
};

/**
 * A question's status (03 §4): its `statusID`, else `attributes.question.status`, else
 * unanswered; undefined for a discussion that is not a question.
 */
export function questionStatus(discussion: ApiDiscussion): number | undefined {
  if ((discussion.type ?? '').toLowerCase() !== 'question') return undefined;
  const status = (discussion.attributes?.question as { status?: string } | undefined)?.status;
  return discussion.statusID ?? QUESTION_STATUS[String(status ?? '').toLowerCase()] ?? 1;
}

/**
 * Maps a wire discussion to its view. Tags of type 'User' are dropped unless tagging is
 * enabled (03 §3).
 */
export function toDiscussionView(
  discussion: ApiDiscussion,
  taggingEnabled: boolean,
): DiscussionView {
  const reports = (discussion as { reportMeta?: { countReports?: number } }).reportMeta;
  return {
    id: discussion.discussionID,
    title: discussion.name,
    url: discussion.url ?? `/discussion/${discussion.discussionID}`,
    categoryID: discussion.categoryID,
    categoryName: discussion.category?.name,
    categoryUrl: discussion.category?.url,
    authorName: discussion.insertUser?.name,
    author: discussion.insertUser,
    authorID: discussion.insertUserID,
    dateInserted: discussion.dateInserted,
    lastUser: discussion.lastUser ?? discussion.insertUser,
    lastDate: discussion.dateLastComment ?? discussion.dateInserted,
    bookmarked: discussion.bookmarked === true,
    closed: discussion.closed === true,
    announced: discussion.pinned === true,
    sunk: discussion.sink === true,
    resolved: discussion.resolved === true,
    muted: discussion.muted === true,
    unread: discussion.unread === true,
    score: discussion.score ?? 0,
    countComments: discussion.countComments ?? 0,
    countViews: discussion.countViews ?? 0,
    reportCount: reports?.countReports,
    questionStatus: questionStatus(discussion),
    tags: (discussion.tags ?? []).filter((tag) => taggingEnabled || tag.type !== 'User'),
  };
}
