import { type ReactElement, useId } from 'react';
import { WidgetHeader } from '@/features/layouts/components/homeWidget/WidgetHeader';
import type {
  LeaderboardProps,
  RoleSpotlightProps,
  SpotlightUser,
  UserSpotlightProps,
} from '@/features/layouts/layoutTypes';
import { UserCardTrigger } from '@/features/users/components/UserCardTrigger';
import { profileLinks } from '@/features/users/components/userCardModel';
import { formatFullNumber } from '@/i18n/numbers';
import { formatString, t } from '@/i18n/translate';
import { UserPhoto } from '@/ui/UserPhoto';
import { hasText, useCommunityStyles } from './shared';

/** A user from the server: needs a name; anything else is dropped. */
export function isSpotlightUser(value: unknown): value is SpotlightUser {
  const user = value as SpotlightUser | null;
  return typeof user === 'object' && user !== null && hasText(user.name);
}

/**
 * A user's photo (a link to their profile page) and name (opens the user card, as in the
 * other lists; a link to the profile when the user has no ID), with an optional label.
 */
export function Person({
  user,
  size = 'medium',
}: {
  user: SpotlightUser;
  size?: 'medium' | 'large';
}): ReactElement {
  const profile = profileLinks.profile(user.name);
  const known = typeof user.userID === 'number' && user.userID > 0;
  return (
    <div className="fw-community-person">
      <a className="fw-community-photo" href={profile} tabIndex={-1} aria-hidden="true">
        <UserPhoto user={user} size={size} decorative />
      </a>
      <span className="fw-community-personText">
        {known ? (
          <UserCardTrigger userID={user.userID} className="fw-community-name">
            {user.name}
          </UserCardTrigger>
        ) : (
          <a className="fw-community-name" href={profile}>
            {user.name}
          </a>
        )}
        {hasText(user.label) && <span className="fw-community-label">{user.label}</span>}
      </span>
    </div>
  );
}

/** One member in the spotlight: large photo, name with user card, label. */
export function UserSpotlight(props: UserSpotlightProps): ReactElement | null {
  useCommunityStyles();
  const headingId = useId();
  if (!isSpotlightUser(props.user)) return null;
  return (
    <section
      className="fw-community fw-community-spotlight"
      aria-labelledby={hasText(props.title) ? headingId : undefined}
    >
      <WidgetHeader {...props} headingId={headingId} />
      <Person user={props.user} size="large" />
    </section>
  );
}

/** The members of one role (moderators, staff…). */
export function RoleSpotlight(props: RoleSpotlightProps): ReactElement | null {
  useCommunityStyles();
  const headingId = useId();
  const users = Array.isArray(props.users) ? props.users.filter(isSpotlightUser) : [];
  const title = hasText(props.title) ? props.title : hasText(props.roleName) ? props.roleName : '';
  return (
    <section
      className="fw-community fw-community-role"
      aria-labelledby={title ? headingId : undefined}
    >
      <WidgetHeader {...props} title={title} headingId={headingId} />
      {users.length === 0 ? (
        <p className="fw-community-empty">{t('No members yet.')}</p>
      ) : (
        <ul className="fw-community-people">
          {users.map((user, index) => (
            <li key={`${index}-${user.userID}`}>
              <Person user={user} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Members ranked by points: rank, member, points ('%s point' for 0, '%s points' otherwise). */
export function Leaderboard(props: LeaderboardProps): ReactElement | null {
  useCommunityStyles();
  const headingId = useId();
  const leaders = Array.isArray(props.leaders)
    ? props.leaders.filter((row) => row && isSpotlightUser(row.user))
    : [];
  const title = hasText(props.title) ? props.title : t('Leaderboard');
  return (
    <section className="fw-community fw-community-leaders" aria-labelledby={headingId}>
      <WidgetHeader {...props} title={title} headingId={headingId} />
      {leaders.length === 0 ? (
        <p className="fw-community-empty">{t('No points yet.')}</p>
      ) : (
        <ol className="fw-community-people fw-community-ranked">
          {leaders.map((row, index) => {
            const points = Number.isFinite(row.points) ? row.points : 0;
            return (
              <li key={`${index}-${row.user.userID}`}>
                <span className="fw-community-rank" aria-hidden="true">
                  {index + 1}
                </span>
                <Person user={row.user} />
                <span className="fw-community-points">
                  {points === 0
                    ? formatString(t('%s point'), formatFullNumber(points))
                    : formatString(t('%s points'), formatFullNumber(points))}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
