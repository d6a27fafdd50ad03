import { useEffect, useEffectEvent } from 'react';
import type { CommentDraftMeta } from '@/api/types/drafts';
import { DRAFT_FORMAT } from '@/features/drafts/draftRules';

/**
 * The comment box's DOM events (CustomEvents on `document`, or bubbling from the box), so a
 * post page or a site script can drive it and hear what it did.
 */
export const COMMENT_EVENTS = {
  /** In: `{ commentID, discussionID?, author?, commentPath? }` — answer this comment. */
  reply: 'fw:comment-reply',
  /** In: `{ commentID }` or `{ recordType: 'discussion', recordID }`, `discussionID?` — quote it. */
  quote: 'fw:comment-quote',
  /** Out: `{ discussionID, comment, parentCommentID? }` — a comment was posted. */
  posted: 'fw:comment-posted',
  /** Out: `{ discussionID, comment }` — an edited comment was saved. */
  edited: 'fw:comment-edited',
  /** Out: `{ discussionID, commentID }` — an edit in place was left without saving. */
  editCancelled: 'fw:comment-edit-cancelled',
} as const;

export interface ReplyRequest {
  commentID: number;
  author?: string;
  /** The comment's dotted path from its top-level comment (04 §6 `commentPath`), ending in it. */
  path?: string;
}

export interface QuoteRequest {
  recordType: 'discussion' | 'comment';
  recordID: number;
}

function positiveID(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Reads a reply request for `discussionID` from an event's detail; undefined when not ours. */
export function readReply(detail: unknown, discussionID: number): ReplyRequest | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const d = detail as Record<string, unknown>;
  if (d.discussionID !== undefined && d.discussionID !== discussionID) return undefined;
  const commentID = positiveID(d.commentID);
  if (commentID === undefined) return undefined;
  const path = d.commentPath;
  return {
    commentID,
    ...(typeof d.author === 'string' ? { author: d.author } : {}),
    ...(typeof path === 'string' &&
    /^(\d+\.)*\d+$/.test(path) &&
    `.${path}`.endsWith(`.${commentID}`)
      ? { path }
      : {}),
  };
}

/**
 * The reply a link asks to continue (03 §4 creation location 'reply'): `?hasDraft=true` with
 * `#Comment_{id}`, the drafts page's link for a reply draft (04 §6 `editUrl`). The box then
 * opens the reply to that comment, whose draft it picks up.
 */
export function replyFromLink(location: Location): ReplyRequest | undefined {
  const id = /^#Comment_(\d+)$/.exec(location.hash)?.[1];
  return id && new URLSearchParams(location.search).get('hasDraft') === 'true'
    ? { commentID: Number(id) }
    : undefined;
}

/**
 * The meta of a comment draft as 04 §6 writes it: `format`, `commentParentID` (null for a
 * top-level comment) and, for a reply, `commentPath`: the dotted IDs from the top-level comment
 * down to the comment answered (04 §6's example ends in its `commentParentID`). The page may
 * name that path (`fw:comment-reply`'s `commentPath`); else the comment answered is taken as a
 * top-level one, as the demo host's comments are flat, and its path is its own ID. A top-level
 * comment has no path: the key is absent. The reply's meta is what marks the draft's creation
 * location 'reply' (03 §4; `CommentCreationLocation` in draftRules.ts).
 */
export function commentDraftMeta(parent?: { commentID: number; path?: string }): CommentDraftMeta {
  if (!parent) return { format: DRAFT_FORMAT, commentParentID: null };
  return {
    format: DRAFT_FORMAT,
    commentParentID: parent.commentID,
    commentPath: parent.path ?? String(parent.commentID),
  };
}

/** Reads a quote request for `discussionID` from an event's detail; undefined when not ours. */
export function readQuote(detail: unknown, discussionID: number): QuoteRequest | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const d = detail as Record<string, unknown>;
  if (d.discussionID !== undefined && d.discussionID !== discussionID) return undefined;
  if (d.recordType === 'discussion') {
    const recordID = positiveID(d.recordID) ?? discussionID;
    return { recordType: 'discussion', recordID };
  }
  const recordID = positiveID(d.commentID) ?? positiveID(d.recordID);
  return recordID === undefined ? undefined : { recordType: 'comment', recordID };
}

/** Raises one of the box's events from `from` (bubbling, so `document` hears it). */
export function emitCommentEvent(from: Element | null, name: string, detail: unknown): void {
  const target = from ?? document;
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** Calls the handlers for reply and quote requests about `discussionID` while mounted. */
export function useCommentRequests(
  discussionID: number,
  handlers: { onReply: (r: ReplyRequest) => void; onQuote: (q: QuoteRequest) => void },
): void {
  const reply = useEffectEvent((event: Event) => {
    const request = readReply((event as CustomEvent).detail, discussionID);
    if (request) handlers.onReply(request);
  });
  const quote = useEffectEvent((event: Event) => {
    const request = readQuote((event as CustomEvent).detail, discussionID);
    if (request) handlers.onQuote(request);
  });
  useEffect(() => {
    const onReply = (event: Event): void => reply(event);
    const onQuote = (event: Event): void => quote(event);
    document.addEventListener(COMMENT_EVENTS.reply, onReply);
    document.addEventListener(COMMENT_EVENTS.quote, onQuote);
    return () => {
      document.removeEventListener(COMMENT_EVENTS.reply, onReply);
      document.removeEventListener(COMMENT_EVENTS.quote, onQuote);
    };
  }, []);
}
