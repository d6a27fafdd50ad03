import { type ReactElement, useId } from 'react';
import type { ApiBreadcrumb } from '@/api/types/discussions';
import { toggleBookmark } from '@/features/discussions/discussionsActions';
import { DiscussionActionsMenu } from '@/features/discussions/components/DiscussionActionsMenu';
import { ShareMenu } from '@/features/discussions/components/ShareMenu';
import { useAllowedActions } from '@/features/discussions/components/useItemPermissions';
import { type DiscussionView, questionLabel } from '@/features/discussions/discussionView';
import {
  selectDiscussionByID,
  selectDiscussionSave,
} from '@/features/discussions/discussionsSlice';
import { DiscussionReactionBar } from '@/features/discussions/components/DiscussionReactionBar';
import { t } from '@/i18n/translate';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { BookmarkButton } from '@/ui/BookmarkButton';
import { EditCountdown } from '@/ui/EditCountdown';
import { itemEditWindow } from '@/features/discussions/components/actionPermissions';
import { useLandmarkName } from '@/ui/useLandmarkName';
import { AuthorLine } from './AuthorLine';
import { requestQuote } from './composerEvents';
import { safeLink, sitePath } from './pageLinks';
import { Signature } from './Signature';
import type { PageOptions } from './usePageOptions';
import { UserContent } from './UserContent';

function Breadcrumbs({ crumbs }: { crumbs: ApiBreadcrumb[] }): ReactElement | null {
  const name = useLandmarkName('navigation', t('Breadcrumb'));
  if (crumbs.length === 0) return null;
  return (
    <nav className="fw-breadcrumbs" aria-label={name}>
      <ol>
        {crumbs.map((crumb, index) => {
          const href = safeLink(crumb.url);
          return (
            <li key={`${index}:${crumb.url}`}>
              {href ? <a href={href}>{crumb.name}</a> : crumb.name}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The original post: breadcrumbs, title, author with user card, dates, category, tags, the Q&A
 * label (03 §4), the body, the signature, and the discussion's reactions, quote, edit link,
 * bookmark, share menu and options menu with the list's permission rules.
 */
export function OriginalPost({
  discussion,
  options,
  preloadedSignature,
  breadcrumbs = true,
}: {
  discussion: DiscussionView;
  options: PageOptions;
  /** False in a layout, which places its own Breadcrumbs widget. */
  breadcrumbs?: boolean;
  /**
   * The author's signature of the server's preload: a later `GET /discussions/{id}` (the
   * comment box asks one) has no `insertUser.signature` expand and replaces the author.
   */
  preloadedSignature?: string;
}): ReactElement {
  const dispatch = useAppDispatch();
  const id = discussion.id;
  const raw = useAppSelector((state) => selectDiscussionByID(state, id));
  const allowed = useAllowedActions(discussion);
  const bookmarking = useAppSelector(
    (state) => selectDiscussionSave(state, 'bookmark', id).status === LoadStatus.LOADING,
  );
  const titleID = useId();
  const qna = questionLabel(discussion.questionStatus);
  const signature =
    (raw?.insertUser as { signature?: { body?: string } | null } | undefined)?.signature?.body ??
    preloadedSignature;
  const { canEdit, deadline } = itemEditWindow(
    allowed,
    discussion.dateInserted,
    options.editTimeout,
  );
  const categoryHref = sitePath(discussion.categoryUrl);
  const isAI = options.aiUserID !== undefined && discussion.authorID === options.aiUserID;
  return (
    <article className="fw-originalPost" aria-labelledby={titleID}>
      {breadcrumbs && <Breadcrumbs crumbs={raw?.breadcrumbs ?? []} />}
      <h1 className="fw-originalPost-title" id={titleID}>
        {discussion.title}
      </h1>
      <div className="fw-post-labels">
        {qna && <span className="fw-label fw-label--qna">{qna}</span>}
        {discussion.closed && <span className="fw-label fw-label--closed">{t('Closed')}</span>}
        {discussion.announced && (
          <span className="fw-label fw-label--announced">{t('Announcement')}</span>
        )}
      </div>
      <AuthorLine
        author={discussion.author}
        isAI={isAI}
        dateInserted={discussion.dateInserted}
        dateUpdated={raw?.dateUpdated ?? undefined}
      >
        {discussion.categoryName !== undefined && (
          <span className="fw-post-category">
            {t('in')}{' '}
            {categoryHref ? (
              <a href={categoryHref}>{discussion.categoryName}</a>
            ) : (
              discussion.categoryName
            )}
          </span>
        )}
      </AuthorLine>
      {discussion.tags.length > 0 && (
        <ul className="fw-tags" aria-label={t('Tags')}>
          {discussion.tags.map((tag) => (
            <li key={tag.tagID}>
              <a className="fw-tag" href={`/discussions?tagID=${tag.tagID}`}>
                {tag.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      <UserContent html={raw?.body ?? ''} className="fw-post-body" />
      <Signature html={signature} options={options} />
      <div className="fw-post-actions">
        <DiscussionReactionBar discussion={discussion} allowed={allowed} />
        {allowed.has('react') && (
          <button
            type="button"
            className="fw-button fw-button--text"
            onClick={() => requestQuote(id, 'discussion', id)}
          >
            {t('Quote')}
          </button>
        )}
        {canEdit && <EditCountdown deadline={deadline} href={`/post/editdiscussion/${id}`} />}
        {allowed.has('bookmark') && (
          <BookmarkButton
            bookmarked={discussion.bookmarked}
            loading={bookmarking}
            onToggle={() =>
              void dispatch(
                toggleBookmark({ discussionID: id, bookmarked: !discussion.bookmarked }),
              )
            }
          />
        )}
        <ShareMenu discussion={discussion} canMessage={allowed.has('shareInMessage')} />
        <DiscussionActionsMenu discussion={discussion} allowed={allowed} />
      </div>
    </article>
  );
}
