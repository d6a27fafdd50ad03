/** Content translation wire types (03 §3, §7: `/translations/{resource}`). */

/** The record types the translator handles (03 §3), and categories. */
export type TranslationRecordType = 'discussion' | 'comment' | 'article' | 'event' | 'category';

/** Which record a translation belongs to: by numeric ID or by key. */
export type TranslationRecordRef =
  { recordID: number; recordKey?: never } | { recordKey: string; recordID?: never };

/** One translation record, as `GET /translations/{resource}` returns it and the save sends it. */
export type ApiTranslation = TranslationRecordRef & {
  /** `recordType.recordIDorKey.propertyName`. */
  translationPropertyKey: string;
  recordType: string;
  propertyName: string;
  locale: string;
  translation: string;
};

/** One entry of `PATCH /translations/{resource}/remove`: a record without its translation. */
export type ApiTranslationRemoval = Omit<ApiTranslation, 'translation'>;

/** `GET /translations/{resource}` query. */
export interface ApiTranslationQuery {
  locale: string;
  recordType?: string;
  recordIDs?: number[];
  recordKeys?: string[];
}
