/**
 * Wire types of writing posts: creating and editing discussions and comments, the sources the
 * composer edits (`…/edit`) and quotes (`…/quote`). Bodies are sent as `format: 'rich2'`
 * (a rich2 document as a JSON string, src/api/types/rich2.ts).
 */

import type { ApiReaction } from './discussions';

/** `POST /discussions`. */
export interface ApiDiscussionPost {
  name: string;
  body: string;
  format: string;
  categoryID: number;
  /** `discussion` (default) or `question`. */
  type?: string;
  tagIDs?: number[];
  /** The draft this discussion was written in; a server may delete it on success. */
  draftID?: number;
  /** A group's post (03 §2 `groupid`, §3): the group it is posted in, as the forum's API names it. */
  groupID?: number;
  /** The same group, as 03 §3 keeps it in a post's attributes. */
  attributes?: { groupID?: number };
}

/** The content fields of `PATCH /discussions/{id}` an edit sends (tags go by PUT …/tags). */
export interface ApiDiscussionContentPatch {
  name?: string;
  body?: string;
  format?: string;
  categoryID?: number;
}

/** `GET /discussions/{id}/edit`: the discussion's source, for those who may edit it. */
export interface ApiDiscussionEdit {
  discussionID: number;
  name: string;
  body: string;
  format: string;
  categoryID: number;
  type?: string;
  tagIDs?: number[];
  insertUserID?: number;
  dateInserted?: string;
}

/** `POST /comments`. */
export interface ApiCommentPost {
  discussionID: number;
  body: string;
  format: string;
  /** The comment this one answers (a reply). */
  parentCommentID?: number;
  draftID?: number;
}

/** `PATCH /comments/{id}`. */
export interface ApiCommentPatch {
  body: string;
  format: string;
}

/** `GET /comments/{id}/edit`. */
export interface ApiCommentEdit {
  commentID: number;
  discussionID: number;
  body: string;
  format: string;
}

/** A comment as `POST /comments` and `PATCH /comments/{id}` answer it. */
export interface ApiComment {
  commentID: number;
  discussionID: number;
  body: string;
  format?: string;
  insertUserID: number;
  insertUser?: {
    userID: number;
    name: string;
    url?: string;
    photoUrl?: string;
    /** With `expand=insertUser.signature` (03 §5): the author's signature, sanitised HTML. */
    signature?: { body: string; format?: string } | null;
  };
  dateInserted: string;
  dateUpdated?: string | null;
  url?: string;
  /** The discussion's category (lists and `GET /comments/{id}` carry it). */
  categoryID?: number;
  score?: number;
  reactions?: ApiReaction[];
  /** Open reports, for moderators (03 §3). */
  reportMeta?: { countReports?: number };
  /** `answer.status` on answers to a question: accepted, rejected or pending. */
  attributes?: { answer?: { status?: string } | null; [key: string]: unknown } | null;
  [key: string]: unknown;
}

/** `GET /discussions/{id}/quote` and `GET /comments/{id}/quote`: what a quote inserts. */
export interface ApiQuote {
  /** The post's source in `format`; for rich2 a document as a JSON string. */
  bodyRaw: string;
  format: string;
  insertUser: { userID: number; name: string; url?: string };
  url: string;
  dateInserted?: string;
  name?: string;
}

export type QuoteRecordType = 'discussion' | 'comment';
