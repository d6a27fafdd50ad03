import { type ReactElement, type ReactNode, useId, useState } from 'react';
import { fetchUser } from '../usersSlice';
import { useAppDispatch } from '@/store/hooks';
import { useStyles } from '@/ui/useStyles';
import css from './userCard.css';
import { UserCardPopup } from './UserCardPopup';
import { userCardRequest } from './useUserCard';

export interface UserCardTriggerProps {
  userID: number;
  /** The user's name or photo. */
  children: ReactNode;
  className?: string;
}

/**
 * Wraps a user's name or photo in a button that opens the user card: click or Enter opens it,
 * Escape closes it and focus comes back here. Hovering or focusing the trigger starts loading
 * the user, so the card usually opens with its data already in the store.
 */
export function UserCardTrigger({
  userID,
  children,
  className,
}: UserCardTriggerProps): ReactElement {
  useStyles('user-card', css);
  const dispatch = useAppDispatch();
  const dialogID = `${useId()}card`;
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const open = anchor !== null;
  const prefetch = (): void => {
    if (userID > 0) void dispatch(fetchUser(userCardRequest(userID)));
  };
  return (
    <>
      <button
        type="button"
        className={`fw-userCardTrigger${className ? ` ${className}` : ''}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogID : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          const target = event.currentTarget;
          setAnchor((current) => (current ? null : target));
        }}
      >
        {children}
      </button>
      {anchor && (
        <UserCardPopup
          id={dialogID}
          userID={userID}
          anchor={anchor}
          onClose={(returnFocus) => {
            setAnchor(null);
            if (returnFocus) anchor.focus();
          }}
        />
      )}
    </>
  );
}
