import { type ReactElement, type Ref, useId, useImperativeHandle, useRef, useState } from 'react';
import type { ApiError } from '@/api/apiError';
import type { CommentDraftMeta } from '@/api/types/drafts';
import { ConfirmDiscardModal } from '@/features/composer/components/ConfirmDiscardModal';
import { ConversionNotice } from '@/features/composer/components/ConversionNotice';
import { DraftToastSlot } from '@/features/composer/components/DraftToastSlot';
import { FieldError, FormFailure } from '@/features/composer/components/formErrors';
import {
  RichEditor,
  type RichEditorHandle,
  UPLOADS_PENDING,
} from '@/features/composer/components/RichEditor';
import { isEmptyDraftBody, type DraftPlace } from '@/features/drafts/draftRules';
import { useDraft, useUnsavedChangesPrompt } from '@/features/drafts/useDraft';
import { t } from '@/i18n/translate';
import { Loader } from '@/ui/Loader';

/** What a send gives back: done, or the server's reason (the text stays in the box). */
export type SendResult = { ok: true } | { ok: false; error: ApiError | undefined };

export interface CommentEditorProps {
  place: DraftPlace;
  meta: CommentDraftMeta;
  /** The editor's accessible name. */
  label: string;
  submitLabel: string;
  /** The body to start from when no draft is newer (an edit's source). */
  source?: { body: string; format: string };
  /** The stored format of an edited post that is not rich2: a notice says saving converts it. */
  convertedFrom?: string;
  onSend: (
    body: { body: string; format: string },
    draftID: number | undefined,
  ) => Promise<SendResult>;
  /** Shows a Cancel button (reply, edit). */
  onCancel?: () => void;
  autoFocus?: boolean;
  handleRef?: Ref<RichEditorHandle | null>;
  /**
   * Where 'Navigate to Draft' scrolls (`#id` of the box) when the editor opens with a saved
   * draft (03 §8, §9); no toast without it.
   */
  draftToastHref?: string;
}

/**
 * One comment composer: the place's draft (03 §4), the editor, the server's errors at the
 * body or in an alert, and the send button; Mod-Enter sends. Nothing typed is lost on a
 * failure. Remount it (a new `key`) after a send to start empty with a fresh draft.
 */
export function CommentEditor(props: CommentEditorProps): ReactElement {
  const draft = useDraft(props.place);
  if (draft.status !== 'ready')
    return (
      <div className="fw-composer-field">
        <Loader label={t('Loading')} />
      </div>
    );
  return <ReadyCommentEditor {...props} draft={draft} />;
}

function ReadyCommentEditor({
  draft,
  meta,
  label,
  submitLabel,
  source,
  convertedFrom,
  onSend,
  onCancel,
  autoFocus,
  handleRef,
  draftToastHref,
}: CommentEditorProps & { draft: ReturnType<typeof useDraft> }): ReactElement {
  const id = useId();
  const editorRef = useRef<RichEditorHandle>(null);
  // A stable handle that reaches the editor once its chunk has loaded.
  useImperativeHandle(
    handleRef,
    () => ({
      focus: () => editorRef.current?.focus(),
      insertQuote: (source, author) => editorRef.current?.insertQuote(source, author),
      clear: () => editorRef.current?.clear(),
      getBody: () => editorRef.current?.getBody() ?? '',
      isEmpty: () => editorRef.current?.isEmpty() ?? true,
      isUploading: () => editorRef.current?.isUploading() ?? false,
    }),
    [],
  );
  const [initial] = useState(() => draft.initial ?? source);
  const [restored] = useState(draft.initial !== null);
  const body = useRef({
    body: initial?.body ?? '',
    format: initial?.format ?? 'rich2',
    empty: initial ? isEmptyDraftBody(initial.body, initial.format) : true,
  });
  const [emptyError, setEmptyError] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<ApiError>();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  useUnsavedChangesPrompt(draft.hasUnsavedChanges && !busy, t('You have unsaved changes'));

  const send = async (): Promise<void> => {
    if (busy) return;
    setFailure(undefined);
    if (body.current.empty) {
      setEmptyError(true);
      editorRef.current?.focus();
      return;
    }
    // A file being uploaded is not in the body yet: posting now would lose it.
    setWaiting(editorRef.current?.isUploading() === true);
    if (editorRef.current?.isUploading()) return;
    // A body not yet changed in the editor may still be in its source's format: the editor
    // writes rich2 (04 §2).
    const sent = body.current.format === 'rich2' ? body.current.body : editorRef.current?.getBody();
    if (sent === undefined) return;
    setBusy(true);
    const result = await onSend({ body: sent, format: 'rich2' }, draft.serverDraftID);
    if (!result.ok) {
      setBusy(false);
      setFailure(result.error);
      editorRef.current?.focus();
    }
  };
  const bodyError = emptyError
    ? t('Write something before posting.')
    : waiting
      ? t(UPLOADS_PENDING)
      : failure?.errors?.body?.map((e) => e.message).join(' ');

  return (
    <div className="fw-composer-commentEditor">
      <FormFailure error={failure} shownFields={['body']} onDismiss={() => setFailure(undefined)} />
      <div className="fw-composer-field">
        {convertedFrom !== undefined && (
          <ConversionNotice id={`${id}-notice`} format={convertedFrom} />
        )}
        <RichEditor
          id={`${id}-body`}
          label={label}
          initialBody={initial}
          describedBy={
            [convertedFrom !== undefined && `${id}-notice`, bodyError && `${id}-error`]
              .filter(Boolean)
              .join(' ') || undefined
          }
          disabled={busy}
          autoFocus={autoFocus}
          handleRef={editorRef}
          onSubmitShortcut={() => void send()}
          onChange={(next, isEmpty) => {
            body.current = { body: next, format: 'rich2', empty: isEmpty };
            if (!isEmpty) setEmptyError(false);
            setWaiting(false);
            draft.update({ body: next, format: 'rich2', meta });
          }}
        />
        <FieldError id={`${id}-error`} message={bodyError} />
      </div>
      <div className="fw-composer-actions">
        {onCancel && (
          <button
            type="button"
            className="fw-button"
            disabled={busy}
            onClick={() => (draft.hasUnsavedChanges ? setAsking(true) : onCancel())}
          >
            {t('Cancel')}
          </button>
        )}
        <button
          type="button"
          className="fw-button fw-button--primary"
          disabled={busy}
          onClick={() => void send()}
        >
          {busy ? t('Posting…') : submitLabel}
        </button>
      </div>
      <DraftToastSlot href={restored ? draftToastHref : undefined} />
      {asking && onCancel && (
        <ConfirmDiscardModal
          kind="unsavedChanges"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onCancel();
          }}
        />
      )}
    </div>
  );
}
