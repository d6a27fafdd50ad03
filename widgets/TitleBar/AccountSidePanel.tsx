import { type KeyboardEvent, type ReactElement, useId, useState } from 'react';
import { t } from '@/i18n/translate';
import { CountBadge } from '@/ui/CountBadge';
import { Modal } from '@/ui/Modal';
import { AccountMenu } from './AccountMenu';
import { MessagesList } from './MessagesList';
import { NotificationsList } from './NotificationsList';
import { usePanelStyles } from './panelStyles';

export type AccountTab = 'account' | 'notifications' | 'messages';

export interface AccountSidePanelProps {
  showMessages: boolean;
  notificationCount: number;
  messageCount: number;
  onClose: () => void;
}

/** Compact screens: one My Account side panel with the tabs account, notifications, messages. */
export function AccountSidePanel({
  showMessages,
  notificationCount,
  messageCount,
  onClose,
}: AccountSidePanelProps): ReactElement {
  usePanelStyles();
  const [tab, setTab] = useState<AccountTab>('account');
  const id = useId();
  const tabs: Array<{ key: AccountTab; label: string; count?: number }> = [
    { key: 'account', label: t('Account') },
    { key: 'notifications', label: t('Notifications'), count: notificationCount },
    ...(showMessages
      ? [{ key: 'messages' as const, label: t('Messages'), count: messageCount }]
      : []),
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const index = tabs.findIndex((entry) => entry.key === tab);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const target = tabs[next];
    if (!target) return;
    event.preventDefault();
    setTab(target.key);
    document.getElementById(`${id}tab-${target.key}`)?.focus();
  };
  return (
    <Modal
      isVisible
      size="sidePanelRight"
      title={t('My Account')}
      onClose={onClose}
      className="fw-accountPanel"
    >
      <div role="tablist" aria-label={t('My Account')} className="fw-tabs" onKeyDown={onKeyDown}>
        {tabs.map((entry) => (
          <button
            key={entry.key}
            id={`${id}tab-${entry.key}`}
            type="button"
            role="tab"
            aria-selected={tab === entry.key}
            aria-controls={`${id}panel-${entry.key}`}
            tabIndex={tab === entry.key ? 0 : -1}
            className="fw-tab"
            onClick={() => setTab(entry.key)}
          >
            {entry.label}
            {entry.count !== undefined && <CountBadge count={entry.count} label={t('%s unread')} />}
          </button>
        ))}
      </div>
      <div
        id={`${id}panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`${id}tab-${tab}`}
        className="fw-tabPanel"
      >
        {tab === 'account' && <AccountMenu />}
        {tab === 'notifications' && <NotificationsList />}
        {tab === 'messages' && <MessagesList />}
      </div>
    </Modal>
  );
}
