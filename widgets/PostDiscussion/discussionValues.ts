import type { ApiTag } from '@/api/types/discussions';
import type { DiscussionDraftMeta } from '@/api/types/drafts';
import type { ApiCategory } from '@/api/types/misc';
import type { ApiDiscussionEdit } from '@/api/types/posting';
import { isEmptyDraftBody } from '@/features/drafts/draftRules';
import { t } from '@/i18n/translate';

/** The longest title the server accepts. */
export const TITLE_MAX_LENGTH = 100;

export type PostType = 'discussion' | 'question';
export const POST_TYPES: readonly PostType[] = ['discussion', 'question'];

/** Everything the form holds. The body is the editor's `rich2` JSON. */
export interface DiscussionValues {
  name: string;
  /** The chosen category; only `categoryID` is known until its name has loaded. */
  category: ApiCategory | null;
  type: PostType;
  tags: ApiTag[];
  body: string;
  format: string;
  bodyEmpty: boolean;
}

/** The form's fields, as the server names them in its field errors. */
export type DiscussionField = 'name' | 'categoryID' | 'type' | 'tagIDs' | 'body';
export const DISCUSSION_FIELDS: readonly DiscussionField[] = [
  'name',
  'categoryID',
  'type',
  'tagIDs',
  'body',
];
export type FieldMessages = Partial<Record<DiscussionField, string>>;

/** Where a draft keeps tag names, so chips can show them again (the meta holds only IDs). */
interface TagNamesMeta {
  tagNames?: Record<string, string>;
}

function isPostType(value: unknown): value is PostType {
  return value === 'discussion' || value === 'question';
}

/**
 * The form's first values: a draft's content wins (03 §4), then the discussion being edited,
 * then the page's category.
 */
export function initialValues(options: {
  draft?: { body: string; format: string; meta: DiscussionDraftMeta } | null;
  source?: ApiDiscussionEdit;
  sourceTags?: ApiTag[];
  categoryID?: number;
}): DiscussionValues {
  const { draft, source, sourceTags = [], categoryID } = options;
  if (draft) {
    const names = ((draft.meta.postMeta ?? {}) as TagNamesMeta).tagNames ?? {};
    const id = draft.meta.categoryID ?? source?.categoryID ?? categoryID;
    return {
      name: draft.meta.name,
      category: typeof id === 'number' && id > 0 ? { categoryID: id } : null,
      type: isPostType(draft.meta.postTypeID) ? draft.meta.postTypeID : 'discussion',
      tags: (draft.meta.tagIDs ?? []).map((tagID) => ({
        tagID,
        name:
          names[String(tagID)] ??
          sourceTags.find((tag) => tag.tagID === tagID)?.name ??
          `#${tagID}`,
      })),
      body: draft.body,
      format: draft.format,
      bodyEmpty: isEmptyDraftBody(draft.body, draft.format),
    };
  }
  if (source) {
    return {
      name: source.name,
      category: { categoryID: source.categoryID },
      type: isPostType(source.type) ? source.type : 'discussion',
      tags: sourceTags,
      body: source.body,
      format: source.format,
      bodyEmpty: isEmptyDraftBody(source.body, source.format),
    };
  }
  return {
    name: '',
    category: typeof categoryID === 'number' && categoryID > 0 ? { categoryID } : null,
    type: 'discussion',
    tags: [],
    body: '',
    format: 'rich2',
    bodyEmpty: true,
  };
}

/** The draft meta of 03 §3 for the form's values (tag names ride in `postMeta`). */
export function draftMetaOf(values: DiscussionValues): DiscussionDraftMeta {
  return {
    name: values.name,
    categoryID: values.category?.categoryID ?? null,
    postTypeID: values.type,
    tagIDs: values.tags.map((tag) => tag.tagID),
    postMeta: {
      tagNames: Object.fromEntries(values.tags.map((tag) => [String(tag.tagID), tag.name])),
    },
    pinLocation: 'none',
    pinned: false,
  };
}

/** What the form checks before sending; the server checks again. */
export function validateDiscussion(
  values: DiscussionValues,
  mayPostIn: (categoryID: number) => boolean,
): FieldMessages {
  const errors: FieldMessages = {};
  const name = values.name.trim();
  if (name === '') errors.name = t('A title is required.');
  else if (name.length > TITLE_MAX_LENGTH)
    errors.name = t('The title can be at most 100 characters long.');
  if (!values.category) errors.categoryID = t('Choose a category.');
  else if (!mayPostIn(values.category.categoryID))
    errors.categoryID = t('You may not start a discussion in this category.');
  if (values.bodyEmpty) errors.body = t('Write something before posting.');
  return errors;
}

/** The post types a category offers: its `allowedDiscussionTypes` if it names any, else both. */
export function postTypesOf(category: ApiCategory | null): PostType[] {
  const allowed = category?.allowedDiscussionTypes;
  if (!Array.isArray(allowed)) return [...POST_TYPES];
  const types = POST_TYPES.filter((type) =>
    allowed.some((name) => typeof name === 'string' && name.toLowerCase() === type),
  );
  return types.length > 0 ? types : ['discussion'];
}
