import { type ReactElement, useId } from 'react';
import { t } from '@/i18n/translate';
import {
  type TranslationProperty,
  translationPropertyKey,
  type TranslationTexts,
} from '../translationForm';

/** One row per property: its label, the source text, and the locale's field with its limit. */
export function TranslationFields({
  properties,
  locale,
  saved,
  edited,
  disabled,
  onEdit,
}: {
  properties: readonly TranslationProperty[];
  locale: string;
  saved: TranslationTexts;
  edited: TranslationTexts;
  disabled: boolean;
  onEdit: (key: string, text: string) => void;
}): ReactElement {
  const baseID = useId();
  return (
    <ul className="fw-translation-list">
      {properties.map((p, index) => {
        const key = translationPropertyKey(p);
        const id = `${baseID}-${index}`;
        const value = edited[key] ?? saved[key] ?? '';
        const max = p.propertyValidation.maxLength;
        const translated = (saved[key] ?? '') !== '';
        const common = {
          id,
          className: 'fw-input fw-translation-input',
          value,
          lang: locale,
          maxLength: max,
          disabled,
          'aria-describedby': `${id}-source ${id}-state`,
          onChange: (event: { target: { value: string } }) => onEdit(key, event.target.value),
        };
        return (
          <li key={key} className="fw-translation-row">
            <label className="fw-field-label" htmlFor={id}>
              {p.label}
            </label>
            <p className="fw-translation-source" id={`${id}-source`} lang="en">
              {p.sourceText}
            </p>
            {p.propertyType === 'textMultiline' ? (
              <textarea {...common} rows={4} />
            ) : (
              <input type="text" {...common} />
            )}
            <p className="fw-translation-meta" id={`${id}-state`}>
              <span>{translated ? '' : t('Not translated')}</span>
              {max !== undefined && (
                <span>
                  {value.length} / {max}
                </span>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
