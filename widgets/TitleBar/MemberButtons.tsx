import { lazy, type ReactElement, type ReactNode, Suspense, useState } from 'react';
import { t } from '@/i18n/translate';
import { useMeCountsRefresh } from '@/store/currentUserHooks';
import { useLiveEvents } from '@/features/live/useLiveEvents';
import { selectCurrentUser } from '@/store/currentUserSlice';
import { useAppSelector } from '@/store/hooks';
import { CountBadge } from '@/ui/CountBadge';
import { Flyout } from '@/ui/Flyout';
import { Loader } from '@/ui/Loader';
import { UserPhoto } from '@/ui/UserPhoto';
import { selectTitleBarConfig } from '@/features/navigation/titleBarConfig';

// Each flyout's code loads when it is first opened (02 §7: account, messages, notifications).
const NotificationsList = lazy(() =>
  import('./NotificationsList').then((m) => ({ default: m.NotificationsList })),
);
const MessagesList = lazy(() =>
  import('./MessagesList').then((m) => ({ default: m.MessagesList })),
);
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));
const AccountSidePanel = lazy(() =>
  import('./AccountSidePanel').then((m) => ({ default: m.AccountSidePanel })),
);

const BELL = 'M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0';
const MAIL = 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3 7l9 6 9-6';

function Icon({ path }: { path: string }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** How the member buttons present themselves (title bar props). */
export interface MeBoxDisplay {
  /** Show each button's name under its icon; the bar is then 64 px high (02 §9). */
  showLabels?: boolean;
  /** Unread counts in the compact k/m format instead of capped at 99+. */
  compactCounts?: boolean;
}

function ButtonContent({
  icon,
  label,
  count,
  display,
}: {
  icon: ReactNode;
  label: string;
  count: number;
  display: MeBoxDisplay;
}): ReactElement {
  return (
    <>
      {icon}
      <span className={display.showLabels ? 'fw-titleBar-buttonLabel' : 'fw-srOnly'}>{label}</span>
      <CountBadge
        className="fw-titleBar-count"
        count={count}
        compact={display.compactCounts}
        label={t('%s unread')}
      />
    </>
  );
}

const fallback = <Loader size="small" padded delay={0} />;

/** Signed-in members: notifications, messages (when enabled) and My Account (02 §2). */
export function MemberButtons({
  isCompact,
  display = {},
}: {
  isCompact: boolean;
  display?: MeBoxDisplay;
}): ReactElement {
  const user = useAppSelector(selectCurrentUser);
  const { conversationsEnabled } = useAppSelector(selectTitleBarConfig);
  const notifications = user?.countUnreadNotifications ?? 0;
  const messages = user?.countUnreadConversations ?? 0;
  const [panelOpen, setPanelOpen] = useState(false);
  useMeCountsRefresh();
  // Live counts (issue 36 §3): the live hub stores each `counts` event's numbers itself (and
  // the 60 s refresh then skips its next request); subscribing is what starts the stream.
  useLiveEvents(LIVE_COUNTS, ignoreEvent);

  if (isCompact) {
    return (
      <div className="fw-titleBar-meBox">
        <button
          type="button"
          className="fw-titleBar-iconButton fw-titleBar-avatarButton"
          aria-haspopup="dialog"
          aria-expanded={panelOpen}
          onClick={() => setPanelOpen(true)}
        >
          <UserPhoto user={user} size="small" decorative />
          <span className="fw-srOnly">{t('My Account')}</span>
          <CountBadge
            className="fw-titleBar-count"
            count={notifications + (conversationsEnabled ? messages : 0)}
            compact={display.compactCounts}
            label={t('%s unread')}
          />
        </button>
        {panelOpen && (
          <Suspense fallback={null}>
            <AccountSidePanel
              showMessages={conversationsEnabled}
              notificationCount={notifications}
              messageCount={messages}
              onClose={() => setPanelOpen(false)}
            />
          </Suspense>
        )}
      </div>
    );
  }

  return (
    <div className="fw-titleBar-meBox">
      <Flyout
        kind="panel"
        size="titleBar"
        align="end"
        title={t('Notifications')}
        buttonClassName="fw-titleBar-iconButton"
        buttonContent={
          <ButtonContent
            icon={<Icon path={BELL} />}
            label={t('Notifications')}
            count={notifications}
            display={display}
          />
        }
      >
        <Suspense fallback={fallback}>
          <NotificationsList />
        </Suspense>
      </Flyout>
      {conversationsEnabled && (
        <Flyout
          kind="panel"
          size="titleBar"
          align="end"
          title={t('Messages')}
          buttonClassName="fw-titleBar-iconButton"
          buttonContent={
            <ButtonContent
              icon={<Icon path={MAIL} />}
              label={t('Messages')}
              count={messages}
              display={display}
            />
          }
        >
          <Suspense fallback={fallback}>
            <MessagesList />
          </Suspense>
        </Flyout>
      )}
      <Flyout
        kind="panel"
        size="titleBar"
        align="end"
        title={t('My Account')}
        buttonClassName="fw-titleBar-iconButton fw-titleBar-avatarButton"
        buttonContent={
          <>
            <UserPhoto user={user} size="small" decorative />
            <span className={display.showLabels ? 'fw-titleBar-buttonLabel' : 'fw-srOnly'}>
              {t('My Account')}
            </span>
          </>
        }
      >
        <Suspense fallback={fallback}>
          <AccountMenu />
        </Suspense>
      </Flyout>
    </div>
  );
}

const LIVE_COUNTS = ['counts'] as const;
const ignoreEvent = (): void => undefined;
