import {
  type FormEvent,
  type KeyboardEvent,
  type ReactElement,
  useId,
  useRef,
  useState,
} from 'react';
import type { ApiCategory } from '@/api/types/misc';
import { ConfirmDiscardModal } from '@/features/composer/components/ConfirmDiscardModal';
import { ConversionNotice } from '@/features/composer/components/ConversionNotice';
import { FieldError, FormFailure, invalidProps } from '@/features/composer/components/formErrors';
import {
  RichEditor,
  type RichEditorHandle,
  UPLOADS_PENDING,
} from '@/features/composer/components/RichEditor';
import { t } from '@/i18n/translate';
import { CategoryPicker } from './CategoryPicker';
import { type DiscussionField, DISCUSSION_FIELDS, TITLE_MAX_LENGTH } from './discussionValues';
import { PostTypeField } from './PostTypeField';
import { TagPicker } from './TagPicker';
import type { DiscussionForm as Form } from './useDiscussionForm';

export interface DiscussionFormProps {
  form: Form;
  /** The body the editor starts with (read once). */
  initialBody?: { body: string; format: string };
  /** The stored format of an edited post that is not rich2: a notice says saving converts it. */
  convertedFrom?: string;
  /** The chosen category with its name and post types, once loaded. */
  category: ApiCategory | null;
  showCategoryPicker: boolean;
  showPostType: boolean;
  showTags: boolean;
  /** Post (new) or Save (edit). */
  submitLabel: string;
  /** Where Cancel goes. */
  cancelPath: string;
  hasUnsavedChanges: boolean;
  /** The edit time ran out: nothing can be saved any more. */
  locked?: boolean;
}

/** The discussion form's fields and buttons; Mod-Enter anywhere in it posts. */
export function DiscussionForm({
  form,
  initialBody,
  convertedFrom,
  category,
  showCategoryPicker,
  showPostType,
  showTags,
  submitLabel,
  cancelPath,
  hasUnsavedChanges,
  locked = false,
}: DiscussionFormProps): ReactElement {
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<RichEditorHandle>(null);
  const [asking, setAsking] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const { values, errors } = form;
  const bodyError = errors.body ?? (waiting ? t(UPLOADS_PENDING) : undefined);
  const disabled = form.busy || form.leaving || locked;

  const focusField = (field: DiscussionField | undefined): void => {
    if (field === 'name') titleRef.current?.focus();
    else if (field === 'body') editorRef.current?.focus();
    else if (field) categoryRef.current?.querySelector<HTMLElement>('input')?.focus();
  };
  const submit = (): void => {
    if (disabled) return;
    // A file being uploaded is not in the body yet: posting now would lose it.
    setWaiting(editorRef.current?.isUploading() === true);
    if (editorRef.current?.isUploading()) return;
    // A body not yet changed in the editor may still be in its source's format: the editor
    // writes rich2 (04 §2).
    if (form.values.format !== 'rich2') {
      const body = editorRef.current?.getBody();
      if (body === undefined) return;
      form.change({ body, format: 'rich2' });
    }
    void form.submit().then(focusField);
  };
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
  const cancel = (): void => {
    if (hasUnsavedChanges) setAsking(true);
    else form.leave(cancelPath);
  };

  return (
    <form className="fw-composer-form" noValidate onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <FormFailure
        error={form.failure}
        shownFields={DISCUSSION_FIELDS}
        onDismiss={form.dismissFailure}
      />
      <div className="fw-composer-field">
        <label className="fw-composer-label" htmlFor={`${id}-title`}>
          {t('Title')}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          ref={titleRef}
          id={`${id}-title`}
          className="fw-composer-input"
          value={values.name}
          required
          aria-required="true"
          maxLength={TITLE_MAX_LENGTH}
          autoComplete="off"
          disabled={disabled}
          {...invalidProps(errors.name, `${id}-title-error`)}
          onChange={(event) => form.change({ name: event.target.value })}
        />
        <FieldError id={`${id}-title-error`} message={errors.name} />
      </div>
      <div ref={categoryRef}>
        {showCategoryPicker ? (
          <CategoryPicker
            value={category}
            error={errors.categoryID}
            disabled={disabled}
            onChange={(chosen) => form.change({ category: chosen })}
          />
        ) : (
          <div className="fw-composer-field">
            <p className="fw-composer-current">
              {t('Category')}: {category?.name ?? ''}
            </p>
          </div>
        )}
      </div>
      {showPostType && (
        <PostTypeField
          category={category}
          value={values.type}
          error={errors.type}
          disabled={disabled}
          onChange={(type) => form.change({ type })}
        />
      )}
      {showTags && (
        <TagPicker
          value={values.tags}
          error={errors.tagIDs}
          disabled={disabled}
          onChange={(tags) => form.change({ tags })}
        />
      )}
      <div className="fw-composer-field">
        <span className="fw-composer-label" id={`${id}-body-label`}>
          {t('Body')}
          <span aria-hidden="true"> *</span>
        </span>
        {convertedFrom !== undefined && (
          <ConversionNotice id={`${id}-notice`} format={convertedFrom} />
        )}
        <RichEditor
          id={`${id}-body`}
          label={t('Body')}
          initialBody={initialBody}
          describedBy={
            [convertedFrom !== undefined && `${id}-notice`, bodyError && `${id}-body-error`]
              .filter(Boolean)
              .join(' ') || undefined
          }
          disabled={disabled}
          handleRef={editorRef}
          onSubmitShortcut={submit}
          onChange={(body, isEmpty) => {
            setWaiting(false);
            form.change({ body, format: 'rich2', bodyEmpty: isEmpty });
          }}
        />
        <FieldError id={`${id}-body-error`} message={bodyError} />
      </div>
      <div className="fw-composer-actions">
        <button type="button" className="fw-button" onClick={cancel} disabled={form.leaving}>
          {t('Cancel')}
        </button>
        <button type="submit" className="fw-button fw-button--primary" disabled={disabled}>
          {form.busy ? t('Posting…') : submitLabel}
        </button>
      </div>
      {asking && (
        <ConfirmDiscardModal
          kind="unsavedChanges"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            form.leave(cancelPath);
          }}
        />
      )}
    </form>
  );
}
