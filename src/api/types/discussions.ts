import type { ApiUserFragment } from './users';

/** Wire types for discussions, named as discussions.yml names their fields. */

export interface ApiReaction {
  tagID: number;
  urlcode: string;
  name?: string;
  class?: string;
  count: number;
  hasReacted?: boolean;
  reactionValue?: number;
}

export interface ApiTag {
  tagID: number;
  name: string;
  urlcode?: string;
  type?: string;
}

export interface ApiBreadcrumb {
  name: string;
  url: string;
}

export interface ApiDiscussion {
  discussionID: number;
  name: string;
  body?: string;
  categoryID: number;
  category?: { categoryID?: number; name: string; url: string };
  insertUserID?: number;
  insertUser?: ApiUserFragment;
  lastUser?: ApiUserFragment;
  dateInserted?: string;
  dateUpdated?: string | null;
  dateLastComment?: string;
  pinned?: boolean;
  pinLocation?: string | null;
  closed?: boolean;
  sink?: boolean;
  resolved?: boolean;
  muted?: boolean;
  dismissed?: boolean;
  bookmarked?: boolean;
  unread?: boolean;
  countViews?: number;
  countComments?: number;
  countUnread?: number;
  score?: number | null;
  type?: string;
  statusID?: number;
  url?: string;
  reactions?: ApiReaction[];
  tags?: ApiTag[];
  breadcrumbs?: ApiBreadcrumb[];
  permissions?: Record<string, boolean>;
  attributes?: Record<string, unknown>;
}

/** `PATCH /discussions/{id}` body (the fields this client edits). */
export interface ApiDiscussionPatch {
  name?: string;
  body?: string;
  format?: string;
  categoryID?: number;
  closed?: boolean;
  sink?: boolean;
  resolved?: boolean;
  pinned?: boolean;
  pinLocation?: string | null;
  /** The new author (change author). */
  insertUserID?: number;
}

/** `GET /discussions` query. Arrays go out as `key[]=value`. */
export interface ApiDiscussionsQuery {
  discussionID?: number[];
  categoryID?: number;
  tagID?: number;
  type?: string;
  followed?: boolean;
  pinned?: boolean;
  page?: number;
  limit?: number;
  sort?: string;
  insertUserID?: number;
  siteSectionID?: string;
  expand?: string[];
  [param: string]: string | number | boolean | Array<string | number> | undefined;
}

/** `GET /discussions/{id}` query. */
export interface ApiDiscussionQuery {
  expand?: string[];
}

/** `PATCH /discussions/{id}` query: `expand=category` keeps the list item's category. */
export interface ApiDiscussionPatchQuery {
  expand?: string;
}

/** `PUT /discussions/{id}/tags` answer: the tags as a list, or an object with a `tags` list. */
export type ApiDiscussionTagsAnswer = ApiTag[] | { tags: ApiTag[] };

/** `PUT /discussions/{id}/read` (putDiscussionRead, our extension): the stored read position. */
export interface ApiDiscussionRead {
  discussionID: number;
  /** How many of the thread's comments, in date order, the member has read. */
  countCommentsRead: number;
  countUnread: number;
  unread: boolean;
}

/** One entry of a record's reaction log (`GET /discussions/{id}/reactions`, 03 §3). */
export interface ApiReactionLogEntry {
  tagID: number;
  userID: number;
  user?: ApiUserFragment;
  reactionType?: { tagID: number; urlcode: string; name: string; class?: string } | null;
  dateInserted: string;
}

/** `DELETE /discussions/list` body (long-running). */
export interface ApiDiscussionListDelete {
  discussionIDs: number[];
  longRunnerMode: 'sync';
}

/** `PATCH /discussions/move` body (long-running). */
export interface ApiDiscussionsMove {
  discussionIDs: number[];
  categoryID: number;
  addRedirects: boolean;
}

/** `PATCH /discussions/close` body (long-running). */
export interface ApiDiscussionsClose {
  discussionIDs: number[];
  closed: boolean;
}
