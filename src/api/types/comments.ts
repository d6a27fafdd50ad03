/**
 * Wire types of reading and moderating comments (the post page, 03 §2, §3): the comment list's
 * query and the Q&A answer status. The comment itself is `ApiComment` (posting.ts), which the
 * posting calls answer too.
 */

/** `GET /comments` query: one page of a discussion's comments in a sort (03 §9). */
export interface ApiCommentsQuery {
  discussionID: number;
  page: number;
  limit: number;
  /** `dateInserted` (oldest, the default), `-dateInserted`, `-score`, `-experimentalTrending`. */
  sort: string;
  /** Arrays go out as `expand[]=…`, e.g. `insertUser.signature`. */
  expand?: string[];
}

/**
 * `GET /comments` as a count: the comments of a discussion matching a `dateInserted` filter
 * (`<2026-05-01T00:00:00.000Z`, `>=…`, `[a,b]`; the reference API's date filter).
 */
export interface ApiCommentsCountQuery {
  discussionID: number;
  dateInserted: string;
}

/** `GET /comments/{id}` query. */
export interface ApiCommentQuery {
  expand?: string[];
}

/** An answer's status on a question (03 §3, §4); `pending` takes a decision back. */
export type ApiAnswerStatus = 'accepted' | 'rejected' | 'pending';

/** `PATCH /comments/{id}/answer` body. */
export interface ApiCommentAnswerPatch {
  status: ApiAnswerStatus;
}
