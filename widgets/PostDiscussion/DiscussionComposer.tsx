import { type ReactElement, useId, useState } from 'react';
import type { ApiTag } from '@/api/types/discussions';
import type { DiscussionDraftMeta } from '@/api/types/drafts';
import type { ApiCategory } from '@/api/types/misc';
import type { ApiDiscussionEdit } from '@/api/types/posting';
import type { EditSource } from '@/features/composer/editSource';
import { fetchCategory, selectCategory } from '@/features/categories/categoriesSlice';
import { DraftToastSlot } from '@/features/composer/components/DraftToastSlot';
import { EditTimeLeft } from '@/features/composer/components/EditTimeLeft';
import type { DraftPlace } from '@/features/drafts/draftRules';
import { useDraft, useUnsavedChangesPrompt } from '@/features/drafts/useDraft';
import { t } from '@/i18n/translate';
import { selectConfigFlag } from '@/store/configFlags';
import { useAppSelector } from '@/store/hooks';
import { useLoad } from '@/store/useLoad';
import { Loader } from '@/ui/Loader';
import { DiscussionForm } from './DiscussionForm';
import { type DiscussionValues, initialValues, postTypesOf } from './discussionValues';
import { useDiscussionForm } from './useDiscussionForm';

export interface DiscussionComposerProps {
  title: string;
  /** Shows the title; otherwise it only names the form (the host page has its own heading). */
  showTitle?: boolean;
  place: DraftPlace;
  /** A draft to open instead of the place's newest. */
  draftID?: number;
  /** Where 'Navigate to Draft' goes, when another draft of this place exists. */
  otherDraftHref?: string;
  /** The page's category (new discussions). */
  categoryID?: number;
  /** The discussion being edited. */
  edit?: {
    discussionID: number;
    /** Its source; one in another format than rich2 comes as rendered HTML (`convertedFrom`). */
    source: EditSource<ApiDiscussionEdit>;
    tags: ApiTag[];
    /** When the author's edit time ends; null for no limit. */
    deadline: number | null;
    /** May move it to another category (`discussions.edit`). */
    mayMove: boolean;
    url: string;
  };
  /** Where Cancel goes for a new discussion. */
  cancelPath: string;
}

/**
 * Opens the place's draft (03 §4), then the form with the draft's content, else the edited
 * discussion's, else an empty one in the page's category.
 */
export function DiscussionComposer(props: DiscussionComposerProps): ReactElement {
  const draft = useDraft(props.place, { draftID: props.draftID });
  const headingID = useId();
  return (
    <div role="group" className="fw-composer" aria-labelledby={headingID}>
      <h1 id={headingID} className={props.showTitle ? 'fw-composer-title' : 'fw-srOnly'}>
        {props.title}
      </h1>
      <DraftToastSlot href={props.otherDraftHref} />
      {draft.status === 'ready' ? (
        <ReadyComposer
          {...props}
          draft={draft}
          initial={initialValues({
            draft: draft.initial as {
              body: string;
              format: string;
              meta: DiscussionDraftMeta;
            } | null,
            source: props.edit?.source,
            sourceTags: props.edit?.tags,
            categoryID: props.categoryID,
          })}
        />
      ) : (
        <Loader label={t('Loading')} />
      )}
    </div>
  );
}

/** The chosen category in full: as the picker gave it, else `GET /categories/{id}`. */
function useCategoryInfo(category: ApiCategory | null): ApiCategory | null {
  const id = category?.categoryID ?? 0;
  const known = category?.name !== undefined;
  const loaded = useLoad(fetchCategory, { categoryID: id }, (state) => selectCategory(state, id), {
    skip: known || id <= 0,
  });
  if (!category) return null;
  return known ? category : (loaded.data ?? category);
}

function ReadyComposer({
  place,
  draft,
  initial,
  edit,
  cancelPath,
}: DiscussionComposerProps & {
  draft: ReturnType<typeof useDraft>;
  initial: DiscussionValues;
}): ReactElement {
  const tagging = useAppSelector((state) => selectConfigFlag(state, 'tagging.enabled'));
  const form = useDiscussionForm({
    initial,
    place,
    draft,
    edit: edit && { discussionID: edit.discussionID, initial, tagging },
  });
  const [expired, setExpired] = useState(false);
  useUnsavedChangesPrompt(draft.hasUnsavedChanges && !form.leaving, t('You have unsaved changes'));
  const category = useCategoryInfo(form.values.category);
  const body = initial.body === '' ? undefined : { body: initial.body, format: initial.format };
  return (
    <>
      {edit?.deadline != null && (
        <EditTimeLeft deadline={edit.deadline} onExpire={() => setExpired(true)} />
      )}
      <DiscussionForm
        form={{
          ...form,
          change: (patch) =>
            form.change(
              patch.category && !postTypesOf(patch.category).includes(form.values.type)
                ? { ...patch, type: 'discussion' }
                : patch,
            ),
        }}
        initialBody={body}
        convertedFrom={edit?.source.convertedFrom}
        category={category}
        showCategoryPicker={!edit || edit.mayMove}
        showPostType={!edit}
        showTags={tagging}
        submitLabel={edit ? t('Save') : t('Post Discussion')}
        cancelPath={edit ? edit.url : cancelPath}
        hasUnsavedChanges={draft.hasUnsavedChanges}
        locked={expired}
      />
    </>
  );
}
