import type { ApiDraft } from '@/api/types/drafts';
import type { CommentCreationLocation } from '@/features/drafts/draftRules';
import { formatString, t } from '@/i18n/translate';
import { sanitizeUrl } from '@/utils/links';
import { draftExcerpt } from './draftText';

/** What one row of the drafts page shows, built once from the wire draft. */
export interface DraftView {
  draftID: number;
  title: string;
  excerpt: string;
  /** Where the draft continues; undefined when no page can take it. */
  href: string | undefined;
  status: 'draft' | 'scheduled' | 'error';
  /** ISO time of the last save. */
  lastSaved: string;
  dateScheduled: string | undefined;
  publishedSilently: boolean;
  /** Why publishing failed (status `error`), when the server says. */
  errorReason: string | undefined;
  /** A comment draft: the discussion it answers, for its title. */
  parentDiscussionID: number | undefined;
}

const positive = (n: unknown): n is number => typeof n === 'number' && n > 0;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A comment draft on a discussion: that discussion's ID. */
export function parentDiscussionOf(draft: ApiDraft): number | undefined {
  return draft.recordType === 'comment' &&
    draft.parentRecordType === 'discussion' &&
    positive(draft.parentRecordID)
    ? draft.parentRecordID
    : undefined;
}

/** The location a comment draft was written in (03 §4), read from its meta. */
export function commentLocationOf(meta: unknown): CommentCreationLocation {
  return typeof (meta as { commentParentID?: unknown } | null)?.commentParentID === 'number'
    ? 'reply'
    : 'widget';
}

/**
 * Where a draft continues (03 §2 create-post parsing, 04 §6 `editUrl`): a discussion draft opens
 * the composer at `/post/editdiscussion/{recordID}/{draftID}`, recordID 0 for a new discussion.
 * A new comment's draft goes back to its creation location (03 §4): a reply to the comment it
 * answers (`/discussion/comment/{commentParentID}?hasDraft=true#Comment_{id}`, where the comment
 * box opens that reply), the box's draft to its discussion (`?hasDraft=true#create-comment`).
 * The draft of a comment's edit opens its discussion, or the comment.
 */
export function draftHref(draft: ApiDraft): string | undefined {
  if (!positive(draft.draftID)) return undefined;
  let href: string | undefined;
  if (draft.recordType === 'discussion') {
    const recordID = positive(draft.recordID) ? draft.recordID : 0;
    href = `/post/editdiscussion/${recordID}/${draft.draftID}`;
  } else if (draft.recordType === 'comment') {
    const meta = draft.attributes?.draftMeta as { commentParentID?: unknown } | undefined;
    const discussionID = parentDiscussionOf(draft);
    const isNew = !positive(draft.recordID);
    if (isNew && commentLocationOf(meta) === 'reply' && positive(meta?.commentParentID))
      href = `/discussion/comment/${meta.commentParentID}?hasDraft=true#Comment_${meta.commentParentID}`;
    else if (discussionID !== undefined)
      href = `/discussion/${discussionID}${isNew ? '?hasDraft=true#create-comment' : ''}`;
    else if (!isNew) href = `/discussion/comment/${draft.recordID}`;
  }
  return sanitizeUrl(href);
}

/** The server's reason for a failed draft: `failedReason`, else `attributes.error`. */
function errorReasonOf(draft: ApiDraft): string | undefined {
  const fromAttributes = draft.attributes?.error;
  return (
    text(draft.failedReason) ??
    text(fromAttributes) ??
    text((fromAttributes as { message?: unknown } | undefined)?.message)
  );
}

/**
 * A draft's title: a discussion draft's name (its meta's, else the attributes'); a comment
 * draft reads 'Comment on …' with the discussion's name when it is known.
 */
export function draftTitle(draft: ApiDraft, parentName?: string): string {
  const attributes = draft.attributes ?? {};
  const meta = (attributes.draftMeta ?? {}) as Record<string, unknown>;
  if (draft.recordType === 'comment') {
    const name = text(parentName);
    return name ? formatString(t('Comment on %s'), name) : t('Comment on a discussion');
  }
  // 04 §6: the server's top-level `name` (`expand=true`) for a draft another client wrote.
  return text(meta.name) ?? text(attributes.name) ?? text(draft.name) ?? t('Untitled discussion');
}

export function toDraftView(draft: ApiDraft, parentName?: string): DraftView {
  const attributes = draft.attributes ?? {};
  const meta = (attributes.draftMeta ?? {}) as Record<string, unknown>;
  const status =
    draft.draftStatus === 'scheduled' || draft.draftStatus === 'error'
      ? draft.draftStatus
      : 'draft';
  return {
    draftID: draft.draftID,
    title: draftTitle(draft, parentName),
    // The server's excerpt (04 §6) where the body cannot be read here.
    excerpt:
      draftExcerpt(attributes.body, attributes.format) ||
      (draft.excerpt && draft.excerpt !== 'No Body' ? draftExcerpt(draft.excerpt, 'text') : ''),
    href: draftHref(draft),
    status,
    lastSaved: text(attributes.lastSaved) ?? text(draft.dateUpdated) ?? draft.dateInserted ?? '',
    dateScheduled: text(draft.dateScheduled),
    publishedSilently: attributes.publishedSilently === true || meta.publishedSilently === true,
    errorReason: status === 'error' ? errorReasonOf(draft) : undefined,
    parentDiscussionID: parentDiscussionOf(draft),
  };
}
