import { type ReactElement, useId } from 'react';
import type { ApiCategory } from '@/api/types/misc';
import { FieldError, invalidProps } from '@/features/composer/components/formErrors';
import { t } from '@/i18n/translate';
import { type PostType, postTypesOf } from './discussionValues';

const LABELS: Record<PostType, string> = { discussion: 'Discussion', question: 'Question' };

/** Discussion or question, as the category allows; nothing when it allows only one. */
export function PostTypeField({
  category,
  value,
  error,
  disabled,
  onChange,
}: {
  category: ApiCategory | null;
  value: PostType;
  error?: string;
  disabled: boolean;
  onChange: (type: PostType) => void;
}): ReactElement | null {
  const id = useId();
  const types = postTypesOf(category);
  if (types.length < 2) return null;
  return (
    <fieldset
      className="fw-composer-field"
      disabled={disabled}
      {...invalidProps(error, `${id}-error`)}
    >
      <legend className="fw-composer-label">{t('Post type')}</legend>
      <div className="fw-composer-choices fw-composer-choices--inline">
        {types.map((type) => (
          <label key={type} className="fw-composer-choice">
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            {t(LABELS[type], LABELS[type])}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
