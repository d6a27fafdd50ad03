import type {
  ApiDraft,
  CommentDraftMeta,
  DiscussionDraftMeta,
  DraftParentRecordType,
  DraftRecordType,
  OtherDraftMeta,
} from '@/api/types/drafts';

/** Local draft update throttle, leading and trailing (03 §9). */
export const DRAFT_LOCAL_THROTTLE_MS = 1000;
/** Server autosave debounce after the last change (03 §4, §9). */
export const DRAFT_AUTOSAVE_DEBOUNCE_MS = 5000;
/** How far above a draft the 'Navigate to Draft' scroll stops (03 §9). */
export const DRAFT_TOAST_SCROLL_OFFSET_PX = 150;
/** Config key that turns the server autosave off when false (default on). */
export const DRAFT_AUTOSAVE_CONFIG_KEY = 'drafts.autosave';
/** Bodies are always written as `rich2`. */
export const DRAFT_FORMAT = 'rich2';

/**
 * Where a draft belongs: a new discussion in a category (or group), a new comment in a
 * discussion or in answer to a comment, or the edit of an existing record (`recordID`).
 */
export interface DraftPlace {
  recordType: DraftRecordType;
  recordID?: number;
  parentRecordType: DraftParentRecordType;
  parentRecordID?: number;
}

export type DraftMeta = DiscussionDraftMeta | CommentDraftMeta | OtherDraftMeta;

/** What the composer hands to the draft engine, and what it gets back when opening. */
export interface DraftContent {
  body: string;
  format: string;
  meta: DraftMeta;
}

export interface DraftSnapshot {
  status: 'loading' | 'ready';
  /** What the composer starts with once ready: the newer of the local and server drafts. */
  initial: DraftContent | null;
  /** True from the first change until the server has it, or the post went out. */
  hasUnsavedChanges: boolean;
  serverDraftID?: number;
  /** When the server last stored this draft (ISO time). */
  lastSaved?: string;
}

export interface DraftSyncConfig {
  userID: number;
  place: DraftPlace;
  /** Save to the server 5000 ms after the last change (03 §4). */
  autosave: boolean;
  /** A server draft to open (a link from the drafts page); else the place's newest. */
  draftID?: number;
}

/** A stable text key for a place; `-` for a missing ID. */
export function draftPlaceKey(place: DraftPlace): string {
  return [
    place.recordType,
    place.recordID ?? '-',
    place.parentRecordType,
    place.parentRecordID ?? '-',
  ].join(':');
}

/** The top-level comment box of a discussion. */
export function topLevelCommentPlace(discussionID: number): DraftPlace {
  return { recordType: 'comment', parentRecordType: 'discussion', parentRecordID: discussionID };
}

/** True when a server draft belongs exactly to `place` (same record and parent). */
export function draftMatchesPlace(draft: ApiDraft, place: DraftPlace): boolean {
  return (
    draft.recordType === place.recordType &&
    (draft.recordID ?? null) === (place.recordID ?? null) &&
    (draft.parentRecordType ?? null) === place.parentRecordType &&
    (draft.parentRecordID ?? null) === (place.parentRecordID ?? null)
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isOptional = (value: unknown, test: (v: unknown) => boolean): boolean =>
  value === undefined || test(value);
const isNumberList = (v: unknown): boolean =>
  Array.isArray(v) && v.every((n) => typeof n === 'number');
const isStringList = (v: unknown): boolean =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');
const isIDOrNull = (v: unknown): boolean => v === null || typeof v === 'number';

/** Discussion meta as 03 §3 describes it: a title, and the rest of the form if present. */
export function isDiscussionDraftMeta(meta: unknown): meta is DiscussionDraftMeta {
  return (
    isRecord(meta) &&
    typeof meta.name === 'string' &&
    isOptional(meta.categoryID, isIDOrNull) &&
    isOptional(meta.tagIDs, isNumberList) &&
    isOptional(meta.newTagNames, isStringList) &&
    isOptional(meta.postTypeID, (v) => v === null || typeof v === 'string') &&
    isOptional(meta.pinLocation, (v) => typeof v === 'string') &&
    isOptional(meta.pinned, (v) => typeof v === 'boolean') &&
    isOptional(meta.publishedSilently, (v) => typeof v === 'boolean') &&
    isOptional(meta.postMeta, isRecord)
  );
}

/** Comment meta: the comment it answers (`commentParentID`, null for none) and its path. */
export function isCommentDraftMeta(meta: unknown): meta is CommentDraftMeta {
  return (
    isRecord(meta) &&
    ('commentParentID' in meta || 'commentPath' in meta) &&
    isOptional(meta.commentParentID, isIDOrNull) &&
    isOptional(meta.commentPath, (v) => typeof v === 'string') &&
    isOptional(meta.format, (v) => typeof v === 'string') &&
    !('name' in meta)
  );
}

/**
 * Where a comment is being written (03 §4): the comment box under the discussion (`widget`) or
 * a reply to a comment. A comment draft carries it in its meta: a reply names the comment it
 * answers (`commentParentID`, with `commentPath`; `commentDraftMeta` in the comment box), the
 * box's draft does not. The drafts page's link brings a draft back to its location
 * (`commentLocationOf` and `draftHref` there), and the comment box opens there (`replyFromLink`).
 * The two functions live with their one user each: this module is in every composer's chunk.
 */
export type CommentCreationLocation = 'widget' | 'reply';

/**
 * The meta a draft of `recordType` must carry; anything else is rejected (03 §5). Article and
 * event drafts (03 §3) have no fields named by the spec: any meta object is theirs, its `name`
 * text when present.
 */
export function isDraftMetaFor(recordType: string, meta: unknown): meta is DraftMeta {
  if (recordType === 'discussion') return isDiscussionDraftMeta(meta);
  if (recordType === 'comment') return isCommentDraftMeta(meta);
  if (recordType === 'article' || recordType === 'event')
    return isRecord(meta) && isOptional(meta.name, (v) => typeof v === 'string');
  return false;
}

interface Node {
  type?: unknown;
  text?: unknown;
  content?: unknown;
  children?: unknown;
  insert?: unknown;
}

/** Nodes that are something to keep though they hold no text (04 §3.4–3.5, and older). */
const KEPT_WITHOUT_TEXT = new Set([
  '@',
  'rich_embed_card',
  'rich_embed_inline',
  'legacy_emoji_image',
  'mention',
  'image',
  'attachment',
]);

/**
 * True when a rich2 node (04's, or the composer's older shape, or a list of legacy rich
 * operations) holds anything to keep. A node with `text` is a leaf, whatever else it has (04 §3.1).
 */
function hasContent(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasContent);
  if (!isRecord(node)) return false;
  const n = node as Node;
  if (typeof n.insert === 'string') return n.insert.trim() !== '';
  if (n.insert !== undefined) return true;
  if (typeof n.text === 'string') return n.text.trim() !== '';
  if (typeof n.type === 'string' && KEPT_WITHOUT_TEXT.has(n.type)) return true;
  return hasContent(n.content) || hasContent(n.children);
}

/**
 * True when a body holds nothing: blank text, or a rich2 document (or legacy rich operations)
 * without text, mentions, images or files. A comment draft with such a body is refused.
 */
export function isEmptyDraftBody(body: string, format: string): boolean {
  if (body.trim() === '') return true;
  if (format !== DRAFT_FORMAT && format !== 'rich') return false;
  try {
    return !hasContent(JSON.parse(body) as unknown);
  } catch {
    return false;
  }
}

/** When the server last stored a draft's content. */
export function serverLastSaved(draft: ApiDraft): string {
  const saved = draft.attributes.lastSaved;
  return typeof saved === 'string' && saved !== ''
    ? saved
    : (draft.dateUpdated ?? draft.dateInserted);
}
