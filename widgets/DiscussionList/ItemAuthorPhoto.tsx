import type { ReactElement } from 'react';
import type { ApiUserFragment } from '@/api/types/users';
import { UserCardTrigger } from '@/features/users/components/UserCardTrigger';
import { UserPhoto } from '@/ui/UserPhoto';

/** The author's photo; it opens the same user card as the UserCard widget. */
export function ItemAuthorPhoto({ user }: { user?: ApiUserFragment }): ReactElement {
  if (!user || user.userID <= 0) return <UserPhoto user={user} size="medium" />;
  return (
    <UserCardTrigger userID={user.userID} className="fw-discussionItem-photo">
      <UserPhoto user={user} size="medium" />
    </UserCardTrigger>
  );
}
