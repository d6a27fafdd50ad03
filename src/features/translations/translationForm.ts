import type { ApiError } from '@/api/apiError';
import type { ApiTranslation, ApiTranslationRemoval } from '@/api/types/translations';

/** The site's source locale (01 §9: the default locale is en). */
export const SOURCE_LOCALE = 'en';

/** Where the demo host and the reference product keep content translations. */
export const DEFAULT_TRANSLATION_RESOURCE = 'vanilla';

/** One translatable property of a record (03 §3 "Translation property"). */
export interface TranslationProperty {
  recordType: string;
  recordID?: number;
  recordKey?: string;
  propertyName: string;
  propertyType: 'text' | 'textMultiline';
  sourceText: string;
  propertyValidation: { maxLength?: number };
  /** The field's label, translated by the caller. */
  label: string;
}

/** Text per `translationPropertyKey`. */
export type TranslationTexts = Record<string, string>;

/** `recordType.recordIDorKey.propertyName` (03 §3). */
export function translationPropertyKey(
  p: Pick<TranslationProperty, 'recordType' | 'recordID' | 'recordKey' | 'propertyName'>,
): string {
  return `${p.recordType}.${p.recordID ?? p.recordKey ?? ''}.${p.propertyName}`;
}

/** An empty or whitespace-only field counts as "no translation". */
function clean(text: string | undefined): string {
  return text !== undefined && text.trim() !== '' ? text : '';
}

/**
 * The form is dirty when an edited field differs from the saved translation (03 §4); typing a
 * field back to what was saved makes it clean again.
 */
export function isDirty(saved: TranslationTexts, edited: TranslationTexts): boolean {
  return Object.keys(edited).some((key) => clean(edited[key]) !== clean(saved[key]));
}

/**
 * The save split (03 §4, §7): a non-empty changed value goes to `PATCH /translations/{r}`, an
 * emptied existing translation to `PATCH /translations/{r}/remove`; untouched fields send nothing.
 */
export function savePayload(
  properties: readonly TranslationProperty[],
  locale: string,
  saved: TranslationTexts,
  edited: TranslationTexts,
): { values: ApiTranslation[]; removals: ApiTranslationRemoval[] } {
  const values: ApiTranslation[] = [];
  const removals: ApiTranslationRemoval[] = [];
  for (const p of properties) {
    const key = translationPropertyKey(p);
    if (!(key in edited)) continue;
    const next = clean(edited[key]);
    const before = clean(saved[key]);
    if (next === before) continue;
    const base = {
      translationPropertyKey: key,
      recordType: p.recordType,
      ...(p.recordID !== undefined ? { recordID: p.recordID } : { recordKey: p.recordKey ?? '' }),
      propertyName: p.propertyName,
      locale,
    } as ApiTranslationRemoval;
    if (next !== '') values.push({ ...base, translation: next } as ApiTranslation);
    else removals.push(base);
  }
  return { values, removals };
}

/** Logged only (03 §8). */
export const TRANSLATION_LOGS = {
  noProperties: 'Translation: no properties provided',
  noLocale: 'Translation: no locale configured',
} as const;

export function logTranslation(text: string): void {
  console.warn(`[forum-widgets] ${text}`);
}

/** A content translator handles one record type at a time (03 §5). */
export class MixedRecordTypesError extends Error {
  constructor(types: string[]) {
    super(`A content translator handles one record type at a time, got: ${types.join(', ')}`);
    this.name = 'MixedRecordTypesError';
  }
}

/** The one record type of `properties`; throws when they mix types. */
export function recordTypeOf(properties: readonly TranslationProperty[]): string | undefined {
  const types = [...new Set(properties.map((p) => p.recordType))];
  if (types.length > 1) throw new MixedRecordTypesError(types);
  return types[0];
}

/**
 * Whether the translator can open (03 §5): properties exist and at least two locales are
 * configured. Each failing rule is logged (03 §8) and makes it return false.
 */
export function canTranslate(
  properties: readonly TranslationProperty[],
  localeKeys: readonly string[],
): boolean {
  if (properties.length === 0) {
    logTranslation(TRANSLATION_LOGS.noProperties);
    return false;
  }
  if (new Set(localeKeys).size < 2) {
    logTranslation(TRANSLATION_LOGS.noLocale);
    return false;
  }
  return true;
}

/** An error's message and description as one line, for the modal's alert. */
export function errorText(error: ApiError | undefined): string {
  return [error?.message, error?.description].filter(Boolean).join(' ');
}
