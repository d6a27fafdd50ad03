import DOMPurify from 'dompurify';
import { type ReactElement, useRef } from 'react';
import type { ApiNotification } from '@/api/types/misc';
import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  selectNotificationList,
  selectNotificationsState,
} from '@/features/notifications/notificationsSlice';
import { useLiveEvents } from '@/features/live/useLiveEvents';
import { t } from '@/i18n/translate';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import { DateTime } from '@/ui/DateTime';
import { UserPhoto } from '@/ui/UserPhoto';
import { sanitizeUrl } from '@/utils/links';
import { PanelListState } from './PanelListState';
import { useFocusFirstWhenPanelFocused } from './panelFocus';
import { usePanelStyles } from './panelStyles';

const LIST_ARG = { limit: 10 };
const REFETCH_ARG = { ...LIST_ARG, force: true };
const LIVE_NOTIFICATIONS = ['notification.created', 'reset'] as const;
const ALLOWED = { ALLOWED_TAGS: ['b', 'strong', 'em', 'i'], ALLOWED_ATTR: [] };

function NotificationRow({ notification }: { notification: ApiNotification }): ReactElement {
  const dispatch = useAppDispatch();
  const body = DOMPurify.sanitize(notification.body ?? '', ALLOWED);
  const url = sanitizeUrl(notification.url);
  return (
    <li className={`fw-notif${notification.read ? '' : ' fw-notif--unread'}`}>
      <UserPhoto user={{ photoUrl: notification.photoUrl }} size="small" decorative />
      <div className="fw-notif-main">
        <a
          className="fw-notif-link"
          href={url}
          onClick={() =>
            !notification.read &&
            void dispatch(
              markNotificationRead({
                notificationID: notification.notificationID,
                leavingPage: true,
              }),
            )
          }
        >
          <span dangerouslySetInnerHTML={{ __html: body }} />
        </a>
        {notification.dateInserted && (
          <DateTime
            className="fw-notif-date"
            timestamp={notification.dateInserted}
            mode="relative"
          />
        )}
      </div>
      {!notification.read && (
        <button
          type="button"
          className="fw-notif-markRead"
          aria-label={t('Mark as read')}
          title={t('Mark as read')}
          onClick={() =>
            void dispatch(markNotificationRead({ notificationID: notification.notificationID }))
          }
        >
          <span className="fw-notif-dot" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

/** The notifications list with "Mark All Read"; used by the flyout and the account panel. */
export function NotificationsList(): ReactElement {
  usePanelStyles();
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDivElement>(null);
  const list = useLoad(fetchNotifications, LIST_ARG, (state) =>
    selectNotificationList(state, LIST_ARG),
  );
  // A new notification (or a gap the stream cannot replay) while the list is open: ask again.
  useLiveEvents(LIVE_NOTIFICATIONS, () => void dispatch(fetchNotifications(REFETCH_ARG)));
  const markingAll = useAppSelector(
    (state) => selectNotificationsState(state).saves.all?.status === LoadStatus.LOADING,
  );
  const notifications = list.data?.notifications ?? [];
  const anyUnread = notifications.some((n) => !n.read);
  useFocusFirstWhenPanelFocused(
    ref,
    list.status === LoadStatus.SUCCESS || list.status === LoadStatus.ERROR,
  );
  return (
    <div ref={ref} className="fw-notifs">
      <div className="fw-panel-actions">
        <button
          type="button"
          className="fw-panel-action"
          // aria-disabled, not disabled: focus stays on the button after it is used.
          aria-disabled={markingAll || !anyUnread}
          onClick={() => {
            if (!markingAll && anyUnread) void dispatch(markAllNotificationsRead());
          }}
        >
          {t('Mark All Read')}
        </button>
      </div>
      <PanelListState
        status={list.status}
        error={list.error}
        isEmpty={notifications.length === 0}
        emptyText={t('You do not have any notifications yet.')}
      >
        <ul className="fw-notif-list" aria-label={t('Notifications')}>
          {notifications.map((notification) => (
            <NotificationRow key={notification.notificationID} notification={notification} />
          ))}
        </ul>
      </PanelListState>
      <a className="fw-panel-footer" href="/profile/notifications">
        {t('View all notifications')}
      </a>
    </div>
  );
}
