import { type ReactElement, useId } from 'react';
import type { WidgetProps } from '../../src/index';
import type { CardUser } from '../../src/ui/userCard/userCardModel';
import { UserCardView } from '../../src/ui/userCard/UserCardView';
import { useStyles } from '../../src/ui/useStyles';
import css from './userCard.css';

export type UserCardProps = WidgetProps<{ userID?: number; user?: CardUser }>;

/** A preloaded user is used only when it looks like one: a numeric userID and a name. */
function usableUser(user: CardUser | undefined): CardUser | undefined {
  return user && typeof user.userID === 'number' && typeof user.name === 'string'
    ? user
    : undefined;
}

/** The `UserCard` marker: the user card inline, in its own box. */
export function UserCard({ userID, user }: UserCardProps): ReactElement {
  useStyles('widget-user-card', css);
  const nameID = `${useId()}name`;
  const preloaded = usableUser(user);
  return (
    <section className="fw-userCardWidget" aria-labelledby={nameID}>
      <UserCardView
        userID={preloaded ? undefined : (userID ?? user?.userID)}
        user={preloaded}
        nameID={nameID}
      />
    </section>
  );
}
