import { type ReactElement, useId } from 'react';
import { propsShape, type WidgetProps } from '@/index';
import type { CardUser } from '@/features/users/components/userCardModel';
import { UserCardView } from '@/features/users/components/UserCardView';
import { useClaim } from '@/ui/useLandmarkName';
import { useStyles } from '@/ui/useStyles';
import css from './userCard.css';

export type UserCardProps = WidgetProps<{ userID?: number; user?: CardUser }>;

const shape = propsShape<{ userID?: number; user?: Record<string, unknown> }>({
  userID: 'number?',
  user: 'object?',
});

/** The props check the runtime runs after this chunk loads: `userID` or a `user` with one. */
export function validateProps(props: Record<string, unknown>): props is Record<string, unknown> {
  shape(props);
  const user = props.user as { userID?: unknown } | undefined;
  if (props.userID === undefined && typeof user?.userID !== 'number') {
    throw new TypeError('prop "userID" or a "user" with a numeric userID is required');
  }
  return true;
}

/** A preloaded user is used only when it looks like one: a numeric userID and a name. */
function usableUser(user: CardUser | undefined): CardUser | undefined {
  return user && typeof user.userID === 'number' && typeof user.name === 'string'
    ? user
    : undefined;
}

/**
 * The `UserCard` marker: the user card inline, in its own box, a region named by the user's
 * name. A second card of the same user on the page adds a number to that name, so the two
 * landmarks stay distinct (WAI-ARIA APG).
 */
export function UserCard({ userID, user }: UserCardProps): ReactElement {
  useStyles('widget-user-card', css);
  const id = useId();
  const nameID = `${id}name`;
  const numberID = `${id}number`;
  const preloaded = usableUser(user);
  const { ordinal } = useClaim(`UserCard\u0000${preloaded?.userID ?? userID ?? user?.userID}`);
  return (
    <section
      className="fw-userCardWidget"
      aria-labelledby={ordinal > 1 ? `${nameID} ${numberID}` : nameID}
    >
      {ordinal > 1 && (
        <span id={numberID} hidden>
          {ordinal}
        </span>
      )}
      <UserCardView
        userID={preloaded ? undefined : (userID ?? user?.userID)}
        user={preloaded}
        nameID={nameID}
      />
    </section>
  );
}
