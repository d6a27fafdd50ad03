import type { ReactElement } from 'react';
import { t } from '@/i18n/translate';
import { UserPhoto } from '@/ui/UserPhoto';
import type { MentionSuggestion } from '../../mentions/mentionMatching';

/** What the popup says instead of (or below) its suggestions. */
export type MentionListStatus = 'typeMore' | 'loading' | 'noMatch' | 'failed' | null;

export interface MentionListboxProps {
  id: string;
  suggestions: readonly MentionSuggestion[];
  activeIndex: number;
  status: MentionListStatus;
  optionId: (suggestion: MentionSuggestion) => string;
  onChoose: (suggestion: MentionSuggestion) => void;
  onHighlight: (index: number) => void;
}

function statusText(status: Exclude<MentionListStatus, null>): string {
  switch (status) {
    case 'typeMore':
      return t('Type a name to mention someone.');
    case 'loading':
      return t('Searching…');
    case 'noMatch':
      return t('No matching users.');
    case 'failed':
      return t('Looking up users failed. Keep typing to try again.');
  }
}

/**
 * The mention suggestions: a listbox of the users (photo and name) with the highlighted one
 * `aria-selected`, and a status line for searching, no match and a failed lookup. Focus stays in
 * the editor (aria-activedescendant), so pressing an option must not take it: mouse down is
 * cancelled and the click chooses.
 */
export function MentionListbox({
  id,
  suggestions,
  activeIndex,
  status,
  optionId,
  onChoose,
  onHighlight,
}: MentionListboxProps): ReactElement {
  return (
    <>
      <ul
        id={id}
        role="listbox"
        aria-label={t('Mention suggestions')}
        className="fw-mentionPopup-list"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.userID}
            id={optionId(suggestion)}
            role="option"
            aria-selected={index === activeIndex}
            className="fw-mentionPopup-option"
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHighlight(index)}
            onClick={() => onChoose(suggestion)}
          >
            <UserPhoto user={suggestion} size="xsmall" decorative />
            <span className="fw-mentionPopup-name">{suggestion.name}</span>
          </li>
        ))}
      </ul>
      <p className="fw-mentionPopup-status" role="status">
        {status ? statusText(status) : ''}
      </p>
    </>
  );
}
