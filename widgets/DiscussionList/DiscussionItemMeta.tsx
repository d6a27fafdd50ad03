import type { ReactElement } from 'react';
import {
  type DiscussionView,
  newCommentsSinceVisit,
  questionLabel,
} from '@/features/discussions/discussionView';
import { firstUnreadHref } from '@/features/comments/firstUnread';
import { formatCompactNumber, formatFullNumber } from '@/i18n/numbers';
import { formatString, t } from '@/i18n/translate';
import { DateTime } from '@/ui/DateTime';
import { UserCardTrigger } from '@/features/users/components/UserCardTrigger';
import type { DiscussionAction } from '@/features/discussions/components/actionPermissions';
import type { ItemOptions } from './itemOptions';
import { localPath, tagUrl, visibleTags } from '@/features/discussions/components/itemLabels';
import { reportsHref } from '@/features/discussions/components/shareLinks';

/** A count abbreviated past 999 ('1.2k'), the full value in its title. */
function Count({ value, one, many }: { value: number; one: string; many: string }): ReactElement {
  return (
    <span className="fw-meta-item" title={`${formatFullNumber(value)} ${value === 1 ? one : many}`}>
      {formatCompactNumber(value)} {value === 1 ? one : many}
    </span>
  );
}

/**
 * "N new": the comments new since the last visit (issue 37 §2), linking to the first of them.
 * It takes the place of the "New" label, in the same box, so the item keeps its height.
 */
function NewComments({ view, count }: { view: DiscussionView; count: number }): ReactElement {
  const full = formatFullNumber(count);
  return (
    <a
      className="fw-label fw-label--new fw-label--newComments"
      href={localPath(firstUnreadHref(view.url), firstUnreadHref(`/discussion/${view.id}`))}
      aria-label={formatString(count === 1 ? t('%s new comment') : t('%s new comments'), full)}
    >
      {formatString(t('%s new'), full)}
    </a>
  );
}

/** Labels, counts, the last comment, the category and the tags of a list item. */
export function DiscussionItemMeta({
  discussion,
  options,
  allowed,
}: {
  discussion: DiscussionView;
  options: ItemOptions;
  allowed: ReadonlySet<DiscussionAction>;
}): ReactElement {
  const qna = questionLabel(discussion.questionStatus);
  const tags = visibleTags(discussion.tags, options.taggingEnabled, options.maxTags);
  const reports = discussion.reportCount;
  const indicators: [boolean, string, string][] = [
    [discussion.announced, 'announced', t('Announcement')],
    [discussion.closed, 'closed', t('Closed')],
    [discussion.sunk, 'sunk', t('Sunk')],
    [discussion.resolved, 'resolved', t('Resolved')],
    [discussion.muted, 'muted', t('Muted')],
  ];
  const last = discussion.lastUser;
  const lastDate = discussion.lastDate;
  const isAI = options.aiUserID !== undefined && discussion.authorID === options.aiUserID;
  const newComments = newCommentsSinceVisit(discussion, options.isGuest);
  return (
    <div className="fw-discussionItem-meta">
      {newComments > 0 ? (
        <NewComments view={discussion} count={newComments} />
      ) : (
        discussion.unread &&
        !options.isGuest && <span className="fw-label fw-label--new">{t('New')}</span>
      )}
      {qna && <span className="fw-label fw-label--qna">{qna}</span>}
      {indicators.map(([on, kind, label]) =>
        on ? (
          <span key={kind} className={`fw-label fw-label--${kind}`}>
            {label}
          </span>
        ) : null,
      )}
      {isAI && <span className="fw-label fw-label--ai">{t('AI')}</span>}
      {reports !== undefined && reports > 0 && allowed.has('reactionLog') && (
        <a
          className="fw-label fw-label--reports"
          href={reportsHref(discussion.id)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {reports} {t('Reports')}
        </a>
      )}
      {!options.compact && (
        <Count value={discussion.countViews} one={t('view')} many={t('views')} />
      )}
      <Count value={discussion.countComments} one={t('comment')} many={t('comments')} />
      {last && lastDate && (
        <span className="fw-meta-item">
          {discussion.countComments ? t('Most recent by') : t('Started by')}{' '}
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
      {options.showCategory && discussion.categoryName !== undefined && (
        <span className="fw-meta-item">
          {t('in')}{' '}
          <a href={localPath(discussion.categoryUrl, '/categories')}>{discussion.categoryName}</a>
        </span>
      )}
      {tags.length > 0 && (
        <ul className="fw-tags" aria-label={t('Tags')}>
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
