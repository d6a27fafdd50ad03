import type { ReactElement } from 'react';
import type { ApiReactionReceived } from '@/api/types/users';
import { t } from '@/i18n/translate';
import { DateTime } from '@/ui/DateTime';
import { NumberDisplay } from '@/ui/NumberDisplay';
import { type CardUser, profileLinks, type UserCardModel } from './userCardModel';

/** A reaction's count; anything that is not a finite number counts as 0. */
function reactionCount(reaction: ApiReactionReceived): number {
  const value = Number(reaction.count ?? 0);
  return Number.isFinite(value) ? value : 0;
}

interface UserCardDetailsProps {
  user: CardUser;
  model: UserCardModel;
}

/** The card's body: counts, dates, e-mail, reactions received, and the actions. */
export function UserCardDetails({ user, model }: UserCardDetailsProps): ReactElement | null {
  const { name } = user;
  const reactions = (user.reactionsReceived ?? [])
    .map((reaction) => ({ ...reaction, count: reactionCount(reaction) }))
    .filter((reaction) => reaction.count > 0);
  const actions = (
    <div className="fw-userCard-actions">
      {model.showMessage && (
        <a
          className="fw-userCard-button fw-userCard-button--primary"
          href={profileLinks.message(name)}
        >
          {t('Message')}
        </a>
      )}
      <a className="fw-userCard-button" href={profileLinks.profile(name)}>
        {t('View Profile')}
      </a>
    </div>
  );
  if (!model.showDetails) return actions;
  return (
    <>
      {actions}
      <dl className="fw-userCard-stats">
        <div className="fw-userCard-stat">
          <dt>
            <a href={profileLinks.discussions(name)}>{t('Discussions')}</a>
          </dt>
          <dd>
            <NumberDisplay value={user.countDiscussions ?? 0} />
          </dd>
        </div>
        <div className="fw-userCard-stat">
          <dt>
            <a href={profileLinks.comments(name)}>{t('Comments')}</a>
          </dt>
          <dd>
            <NumberDisplay value={user.countComments ?? 0} />
          </dd>
        </div>
      </dl>
      <dl className="fw-userCard-facts">
        {user.dateInserted && (
          <div>
            <dt>{t('Joined')}</dt>
            <dd>
              <DateTime timestamp={user.dateInserted} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('Last Active')}</dt>
          <dd>
            {user.dateLastActive ? (
              <DateTime timestamp={user.dateLastActive} mode="relative" />
            ) : (
              t('Never')
            )}
          </dd>
        </div>
        {model.showEmail && (
          <div>
            <dt>{t('Email')}</dt>
            <dd>
              <a href={`mailto:${user.email ?? ''}`}>{user.email}</a>
            </dd>
          </div>
        )}
      </dl>
      {reactions.length > 0 && (
        // A group, not a region: two cards on a page must not add two landmarks of this name.
        <div role="group" className="fw-userCard-reactions" aria-label={t('Reactions received')}>
          <ul>
            {reactions.map((reaction) => (
              <li key={reaction.urlcode}>
                <a href={profileLinks.reactions(name, reaction.urlcode)}>
                  <span className="fw-userCard-reactionName">
                    {t(reaction.name, reaction.name)}
                  </span>
                  <NumberDisplay value={reaction.count} className="fw-userCard-reactionCount" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
