import type { ReactElement, ReactNode } from 'react';
import { UserCardTrigger } from '@/features/users/components/UserCardTrigger';
import { t } from '@/i18n/translate';
import { DateTime } from '@/ui/DateTime';
import { UserPhoto } from '@/ui/UserPhoto';

export interface PostAuthor {
  userID: number;
  name: string;
  url?: string;
  photoUrl?: string | null;
}

/**
 * A post's author (photo and name open the user card), the AI indicator for the AI
 * assistant's posts (03 §3), when it was posted and, if so, edited.
 */
export function AuthorLine({
  author,
  isAI,
  dateInserted,
  dateUpdated,
  children,
}: {
  author: PostAuthor | undefined;
  isAI: boolean;
  dateInserted?: string;
  dateUpdated?: string;
  children?: ReactNode;
}): ReactElement {
  const known = author !== undefined && author.userID > 0;
  const name = author?.name || t('Unknown');
  return (
    <div className="fw-post-author">
      {known ? (
        <UserCardTrigger userID={author.userID} className="fw-post-photo">
          <UserPhoto user={author} size="medium" />
        </UserCardTrigger>
      ) : (
        <UserPhoto user={author} size="medium" />
      )}
      <div className="fw-post-authorText">
        <span className="fw-post-authorName">
          {known ? (
            <UserCardTrigger userID={author.userID} className="fw-post-user">
              {name}
            </UserCardTrigger>
          ) : (
            name
          )}
          {isAI && (
            <span className="fw-label fw-label--ai" title={t('Written by the AI assistant')}>
              {t('AI')}
            </span>
          )}
        </span>
        <span className="fw-post-dates">
          {dateInserted && <DateTime date={dateInserted} />}
          {dateUpdated && dateUpdated !== dateInserted && (
            <span className="fw-post-edited">
              {t('Edited')} <DateTime date={dateUpdated} mode="relative" />
            </span>
          )}
          {children}
        </span>
      </div>
    </div>
  );
}
