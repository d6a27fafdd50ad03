// What the title bar's list tests share: a member with two unread notifications, the list the
// server answers, and a flyout around a list that can be closed and opened again.
import { screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { ToastHost } from '@/mount/ToastHost';
import { SITE_URL } from '../../../support/msw';

export const member: BootstrapConfig = {
  siteUrl: SITE_URL,
  currentUser: { userID: 3, name: 'member', countUnreadNotifications: 2 },
};

export const notifications = [
  { notificationID: 1, read: false, body: 'First', url: '/discussion/1' },
  { notificationID: 2, read: false, body: 'Second', url: '/discussion/2' },
  { notificationID: 3, read: true, body: 'Third', url: '/discussion/3' },
];

/** The list in a flyout that can be closed and opened again, with the page's toast stack. */
export function Panel({ list }: { list: ReactElement }): ReactElement {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen((was) => !was)}>
        Toggle
      </button>
      {open && list}
      <ToastHost />
    </>
  );
}

export const unreadDots = (): HTMLElement[] =>
  screen.queryAllByRole('button', { name: 'Mark as read' });
