import { type ReactElement, useMemo } from 'react';
import { t } from '@/i18n/translate';
import type { DiscussionView } from '../../discussions/discussionView';
import type { TranslationProperty } from '../translationForm';
import { TranslationModal } from './TranslationModal';

/** A discussion title's limit on the server (`POST /discussions`, 100 characters). */
export const DISCUSSION_NAME_MAX_LENGTH = 100;

/** The discussion's translatable properties (its title), in the translation modal. */
export function discussionTranslationProperties(
  discussion: Pick<DiscussionView, 'id' | 'title'>,
): TranslationProperty[] {
  return [
    {
      recordType: 'discussion',
      recordID: discussion.id,
      propertyName: 'name',
      propertyType: 'text',
      sourceText: discussion.title,
      propertyValidation: { maxLength: DISCUSSION_NAME_MAX_LENGTH },
      label: t('Title'),
    },
  ];
}

/** The options menu's Translate action (lazy chunk): the modal for one discussion. */
export function TranslateDiscussion({
  discussion,
  onClose,
}: {
  discussion: DiscussionView;
  onClose: () => void;
}): ReactElement {
  const { id, title } = discussion;
  const properties = useMemo(() => discussionTranslationProperties({ id, title }), [id, title]);
  return (
    <TranslationModal title={t('Translate Discussion')} properties={properties} onClose={onClose} />
  );
}
