import type { ApiBreadcrumb } from './discussions';
import type { ApiUserFragment } from './users';

/** Wire types for the smaller resources, named as their OpenAPI files name the fields. */

export interface ApiNotification {
  notificationID: number;
  body?: string;
  photoUrl?: string | null;
  url?: string;
  read: boolean;
  dateInserted?: string;
  dateUpdated?: string;
  reason?: string;
  activityType?: string;
  recordType?: string;
  recordID?: number;
}

export interface ApiCategory {
  categoryID: number;
  name?: string;
  url?: string;
  parentCategoryID?: number | null;
  breadcrumbs?: ApiBreadcrumb[];
  preferences?: ApiCategoryPreferences;
  [field: string]: unknown;
}

/** Flat map, e.g. `preferences.followed`, `preferences.email.digest` (03 §3). */
export type ApiCategoryPreferences = Record<string, boolean>;

/** Flat map of notification preferences (03 §3). */
export type ApiNotificationPreferences = Record<string, unknown>;

export interface ApiCollectionRecord {
  recordID: number;
  recordType: string;
  sort?: number | null;
  dateAddedToCollection?: string;
}

export interface ApiCollection {
  collectionID: number;
  name: string;
  insertUserID?: number;
  records?: ApiCollectionRecord[];
  dateInserted?: string;
  dateUpdated?: string | null;
}

export interface ApiLocale {
  localeID: string;
  localeKey: string;
  regionalKey?: string;
  displayNames?: Record<string, string>;
  translationService?: string | null;
}

export interface ApiTranslationService {
  type: string;
  name?: string;
  isDefault?: boolean;
  isConfigured?: boolean;
  [field: string]: unknown;
}

export interface ApiConversation {
  conversationID: number;
  name?: string;
  body?: string;
  url?: string;
  unread?: boolean;
  countUnread?: number;
  countMessages?: number;
  insertUserID?: number;
  insertUser?: ApiUserFragment;
  dateInserted?: string;
  [field: string]: unknown;
}

export interface ApiMedia {
  mediaID: number;
  url: string;
  name: string;
  type: string;
  size: number;
  width?: number | null;
  height?: number | null;
  dateInserted?: string;
  insertUserID?: number;
}

export interface ApiSearchResult {
  recordID?: number;
  recordType?: string;
  type?: string;
  name: string;
  url: string;
  excerpt?: string;
  body?: string;
  breadcrumbs?: ApiBreadcrumb[];
  dateInserted?: string;
  dateUpdated?: string;
  labelCodes?: string[];
  isForeign?: boolean;
}

/** AnonymizeData: 1 true, 0 false, -1 the site default (01 §9). */
export type AnonymizeSetting = -1 | 0 | 1;

/** `GET /analytics/privacy`. */
export interface ApiPrivacy {
  AnonymizeData: AnonymizeSetting | boolean;
}

/** `GET /categories/search` query. */
export interface ApiCategorySearchQuery {
  query: string;
  parentCategoryID?: number;
  expand?: string[];
  limit?: number;
}

/** `GET /collections` query. */
export interface ApiCollectionsQuery {
  page?: number;
  limit?: number;
  /** Only this member's collections (a demo-host extension, see api/openapi.yaml). */
  insertUserID?: number;
}

/** `PATCH /collections/{id}` body. */
export interface ApiCollectionPatch {
  name?: string;
  records?: ApiCollectionRecord[];
}

/** `GET /collections/by-resource` query. */
export interface ApiCollectionsByResourceQuery {
  recordType: string;
  recordID: number;
}

/** `POST /collections` body. */
export interface ApiCollectionPost {
  name: string;
  records: ApiCollectionRecord[];
}

/** `PUT /collections/by-resource` body: the record's collections become exactly these. */
export interface ApiCollectionsByResourcePut {
  record: { recordType: string; recordID: number; sort?: number | null };
  collectionIDs: number[];
}

/** `GET /notifications` and `GET /conversations` query. */
export interface ApiPageQuery {
  page?: number;
  limit?: number;
}

/** `PATCH /locales/{locale}` body. */
export interface ApiLocalePatch {
  translationService: string | null;
}

/** `GET /tags` query. */
export interface ApiTagsQuery {
  query: string;
}
