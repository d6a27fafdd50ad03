import type { ApiDiscussion, ApiReaction, ApiTag } from '@/api/types/discussions';
import type { ApiUserFragment } from '@/api/types/users';
import { t } from '@/i18n/translate';

/**
 * What a list item shows and what its actions (reactions, share, the menu and its modals, the
 * permission rules) read, apart from the wire shape (CONVENTIONS "The API client").
 */
export interface DiscussionView {
  id: number;
  title: string;
  /** The post type, lower-cased: 'discussion' when the server names none. */
  type: string;
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
  /** An announcement the viewer dismissed. */
  dismissed: boolean;
  /** New to the viewer. */
  unread: boolean;
  /** Comments new to the viewer since their last visit (03 §3); 0 for guests and when none. */
  countUnread: number;
  score: number;
  countComments: number;
  countViews: number;
  /** Open reports (`reportMeta.countReports`), for moderators. */
  reportCount?: number;
  /** A question's status (03 §4): 1 unanswered, 2 answered, 3 accepted, 4 rejected. */
  questionStatus?: number;
  tags: ApiTag[];
  /** The reactions with their counts and whether the viewer gave each. */
  reactions: ApiReaction[];
  /**
   * The record's permission overrides (`permissions` on the wire): true grants, false denies,
   * whatever the viewer's own permissions say (03 §6).
   */
  permissionOverrides?: Record<string, boolean>;
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
    type: (discussion.type ?? 'discussion').toLowerCase(),
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
    dismissed: discussion.dismissed === true,
    unread: discussion.unread === true,
    countUnread:
      typeof discussion.countUnread === 'number' && discussion.countUnread > 0
        ? Math.floor(discussion.countUnread)
        : 0,
    score: discussion.score ?? 0,
    countComments: discussion.countComments ?? 0,
    countViews: discussion.countViews ?? 0,
    reportCount: reports?.countReports,
    questionStatus: questionStatus(discussion),
    tags: (discussion.tags ?? []).filter((tag) => taggingEnabled || tag.type !== 'User'),
    reactions: discussion.reactions ?? [],
    permissionOverrides: discussion.permissions,
  };
}

/** The Q&A label of a question's status (`DiscussionView.questionStatus`); none for others. */
export function questionLabel(status: number | undefined): string | undefined {
  if (status === undefined) return undefined;
  if (status === 2) return t('Answered');
  if (status === 3) return t('Answered ✓');
  return t('Question');
}

/** The Q&A label of a wire discussion (03 §4), or undefined for other types. */
export function qnaLabel(discussion: ApiDiscussion): string | undefined {
  return questionLabel(questionStatus(discussion));
}

/**
 * How many comments are new since the viewer's last visit (issue 37 §2), for the "N new" link;
 * 0 when there is nothing to count. Guests have no read state (03 §4). A discussion never
 * opened counts every comment unread (the server sends `countUnread` = `countComments`): that
 * is "New", not "N new", so any `countUnread` of `countComments` or more gives 0 too.
 */
export function newCommentsSinceVisit(view: DiscussionView, isGuest: boolean): number {
  if (isGuest || !(view.countUnread > 0)) return 0;
  return view.countUnread < view.countComments ? view.countUnread : 0;
}
