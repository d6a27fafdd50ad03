import { type ReactElement, useRef } from 'react';
import {
  fetchConversations,
  selectConversations,
} from '@/features/conversations/conversationsSlice';
import { t } from '@/i18n/translate';
import { LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import { CountBadge } from '@/ui/CountBadge';
import { DateTime } from '@/ui/DateTime';
import { UserPhoto } from '@/ui/UserPhoto';
import { sanitizeUrl } from '@/utils/links';
import { PanelListState } from './PanelListState';
import { useFocusFirstWhenPanelFocused } from './panelFocus';
import { usePanelStyles } from './panelStyles';

const LIST_ARG = { limit: 10 };

function plainText(html: string | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The latest conversations; used by the messages flyout and the account panel. */
export function MessagesList(): ReactElement {
  usePanelStyles();
  const ref = useRef<HTMLDivElement>(null);
  const list = useLoad(fetchConversations, LIST_ARG, (state) =>
    selectConversations(state, LIST_ARG),
  );
  const conversations = list.data?.conversations ?? [];
  useFocusFirstWhenPanelFocused(
    ref,
    list.status === LoadStatus.SUCCESS || list.status === LoadStatus.ERROR,
  );
  return (
    <div ref={ref} className="fw-messages">
      <div className="fw-panel-actions">
        <a className="fw-panel-action" href="/messages/add">
          {t('New Message')}
        </a>
      </div>
      <PanelListState
        status={list.status}
        error={list.error}
        isEmpty={conversations.length === 0}
        emptyText={t('You do not have any messages yet.')}
      >
        <ul className="fw-notif-list" aria-label={t('Messages')}>
          {conversations.map((c) => {
            const unread = Number(c.countUnread ?? 0);
            return (
              <li
                key={c.conversationID}
                className={`fw-notif${unread > 0 ? ' fw-notif--unread' : ''}`}
              >
                <UserPhoto user={c.insertUser} size="small" decorative />
                <div className="fw-notif-main">
                  <a
                    className="fw-notif-link"
                    href={sanitizeUrl(c.url) ?? `/messages/${c.conversationID}`}
                  >
                    <strong>{c.name || t('Conversation')}</strong>
                    <span className="fw-message-excerpt">{plainText(c.body)}</span>
                  </a>
                  {typeof c.dateInserted === 'string' && (
                    <DateTime
                      className="fw-notif-date"
                      timestamp={c.dateInserted}
                      mode="relative"
                    />
                  )}
                </div>
                <CountBadge count={unread} label={t('%s unread messages')} />
              </li>
            );
          })}
        </ul>
      </PanelListState>
      <a className="fw-panel-footer" href="/messages/inbox">
        {t('View all messages')}
      </a>
    </div>
  );
}
