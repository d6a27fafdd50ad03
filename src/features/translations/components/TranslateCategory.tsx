import { type ReactElement, useMemo } from 'react';
import { t } from '@/i18n/translate';
import type { TranslationProperty } from '../translationForm';
import { TranslationModal } from './TranslationModal';

/** A category name's limit on the server (`categories.name`, 255 characters). */
export const CATEGORY_NAME_MAX_LENGTH = 255;

/** The category's translatable properties (its name), in the translation modal. */
export function categoryTranslationProperties(category: {
  categoryID: number;
  name: string;
}): TranslationProperty[] {
  return [
    {
      recordType: 'category',
      recordID: category.categoryID,
      propertyName: 'name',
      propertyType: 'text',
      sourceText: category.name,
      propertyValidation: { maxLength: CATEGORY_NAME_MAX_LENGTH },
      label: t('Name'),
    },
  ];
}

/** The category's Translate action (lazy chunk): the modal for one category's name. */
export function TranslateCategory({
  categoryID,
  name,
  onClose,
}: {
  categoryID: number;
  name: string;
  onClose: () => void;
}): ReactElement {
  const properties = useMemo(
    () => categoryTranslationProperties({ categoryID, name }),
    [categoryID, name],
  );
  return (
    <TranslationModal title={t('Translate Category')} properties={properties} onClose={onClose} />
  );
}
