import type { ReactElement } from 'react';
import type { ApiDiscussion } from '../../src/api/types/discussions';
import { formatCompactNumber, formatFullNumber } from '../../src/i18n/numbers';
import { t } from '../../src/i18n/translate';
import { DateTime } from '../../src/ui/DateTime';
import { UserCardTrigger } from '../../src/features/users/components/UserCardTrigger';
import type { DiscussionAction } from './actionPermissions';
import type { ItemOptions } from './itemOptions';
import { localPath, qnaLabel, tagUrl, visibleTags } from './itemLabels';
import { reportsHref } from './shareLinks';

/** A count abbreviated past 999 ('1.2k'), the full value in its title. */
function Count({ value, one, many }: { value: number; one: string; many: string }): ReactElement {
  return (
    <span className="fw-meta-item" title={`${formatFullNumber(value)} ${value === 1 ? one : many}`}>
      {formatCompactNumber(value)} {value === 1 ? one : many}
    </span>
  );
}

/** Labels, counts, the last comment, the category and the tags of a list item. */
export function DiscussionItemMeta({
  discussion,
  options,
  allowed,
}: {
  discussion: ApiDiscussion;
  options: ItemOptions;
  allowed: ReadonlySet<DiscussionAction>;
}): ReactElement {
  const qna = qnaLabel(discussion);
  const tags = visibleTags(discussion.tags, options.taggingEnabled, options.maxTags);
  const reports = (discussion as { reportMeta?: { countReports?: number } }).reportMeta
    ?.countReports;
  const indicators: [boolean | undefined, string, string][] = [
    [discussion.pinned, 'announced', t('Announcement', 'Announcement')],
    [discussion.closed, 'closed', t('Closed', 'Closed')],
    [discussion.sink, 'sunk', t('Sunk', 'Sunk')],
    [discussion.resolved, 'resolved', t('Resolved', 'Resolved')],
    [discussion.muted, 'muted', t('Muted', 'Muted')],
  ];
  const last = discussion.lastUser ?? discussion.insertUser;
  const lastDate = discussion.dateLastComment ?? discussion.dateInserted;
  const isAI = options.aiUserID !== undefined && discussion.insertUserID === options.aiUserID;
  return (
    <div className="fw-discussionItem-meta">
      {discussion.unread && !options.isGuest && (
        <span className="fw-label fw-label--new">{t('New', 'New')}</span>
      )}
      {qna && <span className="fw-label fw-label--qna">{qna}</span>}
      {indicators.map(([on, kind, label]) =>
        on ? (
          <span key={kind} className={`fw-label fw-label--${kind}`}>
            {label}
          </span>
        ) : null,
      )}
      {isAI && <span className="fw-label fw-label--ai">{t('AI', 'AI')}</span>}
      {reports !== undefined && reports > 0 && allowed.has('reactionLog') && (
        <a
          className="fw-label fw-label--reports"
          href={reportsHref(discussion.discussionID)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {reports} {t('Reports', 'Reports')}
        </a>
      )}
      {!options.compact && (
        <Count
          value={discussion.countViews ?? 0}
          one={t('view', 'view')}
          many={t('views', 'views')}
        />
      )}
      <Count
        value={discussion.countComments ?? 0}
        one={t('comment', 'comment')}
        many={t('comments', 'comments')}
      />
      {last && lastDate && (
        <span className="fw-meta-item">
          {discussion.countComments
            ? t('Most recent by', 'Most recent by')
            : t('Started by', 'Started by')}{' '}
          {last.userID > 0 ? (
            <UserCardTrigger userID={last.userID} className="fw-meta-user">
              {last.name}
            </UserCardTrigger>
          ) : (
            last.name
          )}{' '}
          <DateTime date={lastDate} mode="relative" />
        </span>
      )}
      {options.showCategory && discussion.category && (
        <span className="fw-meta-item">
          {t('in', 'in')}{' '}
          <a href={localPath(discussion.category.url, '/categories')}>{discussion.category.name}</a>
        </span>
      )}
      {tags.length > 0 && (
        <ul className="fw-tags" aria-label={t('Tags', 'Tags')}>
          {tags.map((tag) => (
            <li key={tag.tagID}>
              <a className="fw-tag" href={tagUrl(tag)}>
                {tag.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
