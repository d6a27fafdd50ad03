/**
 * Wire types of `/drafts` (spec 03 §3, §7), named as the API names their fields. A draft's
 * body and its form fields (title, category, tags, the comment it answers) ride in
 * `attributes`; `attributes.draftMeta` holds the form fields of its record type.
 */

/** A draft's state on the server: kept, waiting to be published, or failed to publish. */
export type DraftStatus = 'draft' | 'scheduled' | 'error';

/** What a draft becomes when posted (03 §3: drafts are kept for these four record types). */
export type DraftRecordType = 'discussion' | 'comment' | 'article' | 'event';

/** Where a draft's record goes: a category or group (discussions), a discussion or comment. */
export type DraftParentRecordType = 'category' | 'discussion' | 'comment' | 'group';

/** The form fields of a discussion draft (03 §3). */
export interface DiscussionDraftMeta {
  name: string;
  postMeta?: Record<string, unknown>;
  tagIDs?: number[];
  newTagNames?: string[];
  categoryID?: number | null;
  postTypeID?: string | null;
  /** Where an announcement shows; `none` when it is not one. */
  pinLocation?: string;
  /** True unless `pinLocation` is `none`. */
  pinned?: boolean;
  publishedSilently?: boolean;
}

/**
 * The form fields of a comment draft (04 §6): `format` (`rich2`), the comment it answers
 * (`commentParentID`, null for a top-level comment) and that comment's dotted path from the
 * top-level comment down (`commentPath`, e.g. `1395.1763.1764.1765`, ending in the parent).
 */
export interface CommentDraftMeta {
  format?: string;
  commentPath?: string;
  commentParentID?: number | null;
}

/**
 * The form fields of an article or event draft. 03 §3 lists these record types for drafts but
 * names no fields of theirs: a title (`name`) when there is one, and whatever else their form
 * keeps.
 */
export interface OtherDraftMeta {
  name?: string;
  [key: string]: unknown;
}

export interface ApiDraftAttributes {
  /** The body as the editor writes it: a `rich2` document as a JSON string. */
  body: string;
  /** `rich2` unless the draft came from another editor. */
  format: string;
  draftType?: DraftRecordType;
  draftMeta?: DiscussionDraftMeta | CommentDraftMeta | OtherDraftMeta | Record<string, unknown>;
  /** When the server stored this content (ISO time); the newer of it and the local copy wins. */
  lastSaved?: string;
  groupID?: number | null;
  /** A discussion draft's title, also in its meta. */
  name?: string;
  publishedSilently?: boolean;
  [key: string]: unknown;
}

export interface ApiDraft {
  draftID: number;
  recordType: DraftRecordType | string;
  /** The record being edited; null for a new one. */
  recordID?: number | null;
  parentRecordType?: DraftParentRecordType | string | null;
  parentRecordID?: number | null;
  attributes: ApiDraftAttributes;
  draftStatus?: DraftStatus;
  dateScheduled?: string | null;
  /** Why a scheduled draft failed to publish (status `error`). */
  failedReason?: string | null;
  insertUserID: number;
  updateUserID?: number | null;
  dateInserted: string;
  dateUpdated?: string | null;
  /** With `expand=true` (04 §6): the title the server found, and a plain-text excerpt. */
  name?: string;
  excerpt?: string;
}

/** The body of `POST /drafts` and `PATCH /drafts/{id}`. */
export interface ApiDraftInput {
  recordType: DraftRecordType;
  recordID?: number | null;
  parentRecordType?: DraftParentRecordType;
  parentRecordID?: number | null;
  attributes: ApiDraftAttributes;
}

/** `GET /drafts` query: the signed-in user's drafts, optionally those of one place. */
export interface ApiDraftsQuery {
  recordType?: DraftRecordType;
  parentRecordType?: DraftParentRecordType;
  parentRecordID?: number;
  recordID?: number;
  draftStatus?: DraftStatus;
  /** `true`: each draft also has its top-level `name` and `excerpt` (04 §6). */
  expand?: boolean;
  page?: number;
  limit?: number;
}

/** The body of `PATCH /drafts/schedule/{id}`. */
export interface ApiDraftSchedule {
  /** ISO time in the future. */
  dateScheduled: string;
  publishedSilently?: boolean;
}
