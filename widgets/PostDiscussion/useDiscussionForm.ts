import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '@/api/apiError';
import type { ApiDiscussion } from '@/api/types/discussions';
import { goTo } from '@/features/composer/components/navigation';
import { createDiscussionPost, saveDiscussionEdit } from '@/features/composer/postActions';
import type { DraftContent, DraftPlace } from '@/features/drafts/draftRules';
import { hasPermission } from '@/permissions/hasPermission';
import { selectPermissions } from '@/permissions/permissionsSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  type DiscussionField,
  type DiscussionValues,
  draftMetaOf,
  type FieldMessages,
  validateDiscussion,
} from './discussionValues';

/** What the form needs of the page's draft engine (`useDraft`). */
export interface FormDraft {
  update(content: DraftContent): void;
  serverDraftID?: number;
  hasUnsavedChanges: boolean;
}

export interface DiscussionFormOptions {
  initial: DiscussionValues;
  /** The draft's place: its local copy and server draft go after a successful post. */
  place: DraftPlace;
  draft: FormDraft;
  /**
   * Set when editing: the discussion's ID, what it was when the form opened, and whether
   * tagging is on. With tagging off the save leaves the tags alone (03 §6: the author tags
   * only if tagging is on); the form then holds no User tags (03 §3), and sending its tags
   * would drop them.
   */
  edit?: { discussionID: number; initial: DiscussionValues; tagging: boolean };
}

export interface DiscussionForm {
  values: DiscussionValues;
  change(patch: Partial<DiscussionValues>): void;
  /** The message to show at each field: the form's own check first, then the server's. */
  errors: FieldMessages;
  /** The last failure of a post or save (shown in an alert when it names no shown field). */
  failure: ApiError | undefined;
  dismissFailure(): void;
  busy: boolean;
  /** Validates and sends; resolves with the first field in error, if any. */
  submit(): Promise<DiscussionField | undefined>;
  /** Leaves for `path` once React has removed the leave prompt. */
  leave(path: string): void;
  leaving: boolean;
  mayPostIn(categoryID: number): boolean;
}

/** The discussion's page: its `url` as a same-site path, else `/discussion/{id}`. */
function discussionPath(discussion: Pick<ApiDiscussion, 'discussionID' | 'url'>): string {
  try {
    const url = new URL(discussion.url ?? '', window.location.href);
    if (url.origin === window.location.origin) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // fall through
  }
  return `/discussion/${discussion.discussionID}`;
}

function firstField(errors: FieldMessages): DiscussionField | undefined {
  return (['name', 'categoryID', 'type', 'tagIDs', 'body'] as const).find((f) => errors[f]);
}

/**
 * The new-discussion and edit-discussion form: values, autosave through the draft engine,
 * the form's checks, the post or save, and the way out. Nothing typed is lost on failure.
 */
export function useDiscussionForm({
  initial,
  place,
  draft,
  edit,
}: DiscussionFormOptions): DiscussionForm {
  const dispatch = useAppDispatch();
  const permissions = useAppSelector((state) => selectPermissions(state).data);
  const [values, setValues] = useState(initial);
  const valuesRef = useRef(initial);
  const [checked, setChecked] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<ApiError>();
  const [busy, setBusy] = useState(false);
  const [leavingTo, setLeavingTo] = useState<string>();
  const mayPostIn = (categoryID: number): boolean =>
    (edit !== undefined && categoryID === edit.initial.category?.categoryID) ||
    hasPermission(permissions, 'discussions.add', {
      resourceType: 'category',
      resourceID: categoryID,
    });

  // Leave after the commit that removed the unsaved-changes prompt.
  useEffect(() => {
    if (leavingTo !== undefined) goTo(leavingTo);
  }, [leavingTo]);

  const change = (patch: Partial<DiscussionValues>): void => {
    const next = { ...valuesRef.current, ...patch };
    valuesRef.current = next;
    setValues(next);
    setChecked((old) => {
      const fields = Object.keys(patch).map((key) => (key === 'category' ? 'categoryID' : key));
      if (!fields.some((field) => field in old)) return old;
      const kept = { ...old };
      for (const field of fields) delete kept[field as DiscussionField];
      return kept;
    });
    draft.update({ body: next.body, format: next.format, meta: draftMetaOf(next) });
  };

  const submit = async (): Promise<DiscussionField | undefined> => {
    if (busy) return undefined;
    const current = valuesRef.current;
    const problems = validateDiscussion(current, mayPostIn);
    setChecked(problems);
    setFailure(undefined);
    const invalid = firstField(problems);
    if (invalid) return invalid;
    setBusy(true);
    const common = {
      name: current.name.trim(),
      body: current.body,
      format: current.format,
      categoryID: current.category?.categoryID ?? 0,
      tagIDs: current.tags.map((tag) => tag.tagID),
      place,
      draftID: draft.serverDraftID,
    };
    const { tagIDs, ...untagged } = common;
    const result = edit
      ? await dispatch(
          saveDiscussionEdit({
            discussionID: edit.discussionID,
            ...untagged,
            ...(edit.tagging ? { tagIDs } : {}),
          }),
        )
      : await dispatch(
          createDiscussionPost({
            ...common,
            type: current.type,
            ...(place.parentRecordType === 'group' ? { groupID: place.parentRecordID } : {}),
          }),
        );
    setBusy(false);
    if (result.meta.requestStatus === 'fulfilled') {
      setLeavingTo(discussionPath(result.payload as ApiDiscussion));
      return undefined;
    }
    const error = result.payload as ApiError | undefined;
    setFailure(error);
    return firstField(
      Object.fromEntries(Object.keys(error?.errors ?? {}).map((f) => [f, 'x'])) as FieldMessages,
    );
  };

  const errors: FieldMessages = {};
  for (const field of ['name', 'categoryID', 'type', 'tagIDs', 'body'] as const) {
    const server = failure?.errors?.[field]?.map((e) => e.message).join(' ');
    const message = checked[field] ?? server;
    if (message) errors[field] = message;
  }

  return {
    values,
    change,
    errors,
    failure,
    dismissFailure: () => setFailure(undefined),
    busy,
    submit,
    leave: setLeavingTo,
    leaving: leavingTo !== undefined,
    mayPostIn,
  };
}
