import type { ReactElement } from 'react';
import type { ApiDiscussion } from '@/api/types/discussions';
import type { ApiComment } from '@/api/types/posting';
import { commentAdded, selectCommentPage } from '@/features/comments/commentsSlice';
import { DEFAULT_COMMENT_SORT, isCommentSort } from '@/features/comments/postPageUrl';
import { selectDiscussion, selectDiscussionByID } from '@/features/discussions/discussionsSlice';
import { fetchDiscussion } from '@/features/discussions/discussionsActions';
import { selectDiscussionView } from '@/features/discussions/selectDiscussionView';
import { t } from '@/i18n/translate';
import { propsShape } from '@/index';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import controlsCss from '@/ui/controls.css';
import { LoadFailure } from '@/ui/LoadFailure';
import { NotFound } from '@/ui/NotFound';
import { Skeleton } from '@/ui/Skeleton';
import { useClaim } from '@/ui/useLandmarkName';
import { useStyles } from '@/ui/useStyles';
import { BackLink } from './BackLink';
import { CommentThread } from './CommentThread';
import { COMPOSER_EVENTS, useComposerEvent } from './composerEvents';
import css from './discussionPage.css';
import { OriginalPost } from './OriginalPost';
import { discussionPath } from './pageLinks';
import { usePageLocation } from './usePageLocation';
import { usePageOptions } from './usePageOptions';
import { usePreloadedComments, usePreloadedDiscussion } from './usePreloadedPost';
import { useThreadNavigation } from './useThreadNavigation';

export interface DiscussionPageProps {
  discussionID: number;
  /** The server's `GET /discussions/{id}?expand=insertUser.signature` answer (no request then). */
  discussion?: ApiDiscussion;
  /** The server's `GET /comments` answer for `page` and `sort` (no request then). */
  comments?: ApiComment[];
  /** The page `comments` is (default 1). */
  page?: number;
  /** The sort `comments` is in (default oldest first, `dateInserted`). */
  sort?: string;
  /** Comments per page (default 10, the pager's default page limit of 03 §9). */
  limit?: number;
  /** All the discussion's comments, for the pager. */
  totalComments?: number;
  /** The marker's server HTML (the no-script fallback); replaced. */
  contents?: string;
}

/** Checked by the runtime after this chunk loads, before the first render. */
export const validateProps = propsShape<DiscussionPageProps>({
  discussionID: 'number',
  discussion: 'object?',
  comments: 'array?',
  page: 'number?',
  sort: 'string?',
  limit: 'number?',
  totalComments: 'number?',
});

/**
 * Comments per page when the host names none: the pager's default page limit (03 §9). Our
 * reading: a default, so a host whose own pages and permalinks count another page size (the
 * demo host's legacy pages count 30) passes it as `limit` and the widget pages the same way.
 */
export const DEFAULT_COMMENT_LIMIT = 10;

/** The author's signature in the server's preload, when it is this discussion's author's. */
function preloadedSignature(
  discussion: ApiDiscussion | undefined,
  authorID: number | undefined,
): string | undefined {
  const author = discussion?.insertUser as
    { userID?: number; signature?: { body?: unknown } | null } | undefined;
  const body = author?.signature?.body;
  return author?.userID === authorID && typeof body === 'string' ? body : undefined;
}

function wholeNumber(value: number | undefined, fallback: number, max: number): number {
  return value !== undefined && Number.isSafeInteger(value) && value >= 1
    ? Math.min(value, max)
    : fallback;
}

/**
 * The post page: the original post with its reactions and options, the comment thread with
 * its sort, pagers, permalinks and comment actions, and the comment box under it (03 §2).
 */
export function DiscussionPage(props: DiscussionPageProps): ReactElement {
  useStyles('controls', controlsCss);
  useStyles('discussion-page', css);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { discussionID } = props;
  const limit = wholeNumber(props.limit, DEFAULT_COMMENT_LIMIT, 100);
  const preloadPage = wholeNumber(props.page, 1, Number.MAX_SAFE_INTEGER);
  const preloadSort = isCommentSort(props.sort) ? props.sort : DEFAULT_COMMENT_SORT;
  const options = usePageOptions();
  // Ordinal 1 keeps the legacy ids (`Comment_12`) that permalinks and the composer look for.
  const instance = useClaim('DiscussionPage').ordinal;

  usePreloadedDiscussion(discussionID, props.discussion);
  usePreloadedComments(
    { discussionID, sort: preloadSort, page: preloadPage, limit },
    props.comments,
    props.totalComments,
  );

  const present = useAppSelector(
    (state) => selectDiscussionByID(state, discussionID) !== undefined,
  );
  const loadable = useLoad(
    fetchDiscussion,
    { discussionID },
    (state) => selectDiscussion(state, discussionID),
    { skip: present },
  );
  const view = useAppSelector((state) => selectDiscussionView(state, discussionID));
  const { place, go, follow } = usePageLocation(
    { page: preloadPage, sort: preloadSort },
    view ? discussionPath(view.url, discussionID) : undefined,
  );
  const { highlightID, setHighlightID, topRef: threadTopRef, move } = useThreadNavigation(go);

  useComposerEvent(COMPOSER_EVENTS.posted, discussionID, (detail) => {
    const comment = detail.comment as ApiComment | undefined;
    if (!comment || typeof comment.commentID !== 'number') return;
    dispatch(commentAdded(comment));
    setHighlightID(comment.commentID);
    // A new comment is on the last page oldest first, on the first newest first: go there.
    const shown = selectCommentPage(store.getState(), { discussionID, ...place, limit }).data;
    if (!shown || shown.ids.includes(comment.commentID)) return;
    const target =
      place.sort === DEFAULT_COMMENT_SORT
        ? Math.max(1, Math.ceil(shown.total / limit))
        : place.sort === '-dateInserted'
          ? 1
          : place.page;
    if (target !== place.page) move({ page: target, sort: place.sort });
  });

  let post: ReactElement;
  if (view)
    post = (
      <OriginalPost
        discussion={view}
        options={options}
        preloadedSignature={preloadedSignature(props.discussion, view.authorID)}
      />
    );
  else if (loadable.status === LoadStatus.ERROR && loadable.error?.status === 404)
    post = <NotFound type="discussion" />;
  else if (loadable.status === LoadStatus.ERROR)
    post = (
      <LoadFailure
        error={loadable.error}
        onRetry={() => void dispatch(fetchDiscussion({ discussionID, force: true }))}
      />
    );
  else post = <Skeleton avatar label={t('Loading discussion')} />;

  return (
    <div className="fw-discussionPage">
      <BackLink />
      {post}
      {view && (
        <>
          <CommentThread
            discussion={view}
            place={place}
            limit={limit}
            options={options}
            instance={instance}
            highlightID={highlightID}
            onHighlight={setHighlightID}
            onMove={move}
            topRef={threadTopRef}
            onGo={go}
            onFollow={follow}
          />
          {view.closed && (
            <p className="fw-discussionPage-closed">{t('This discussion has been closed.')}</p>
          )}
          <div
            className="fw-discussionPage-composer"
            data-react="CommentBox"
            data-props={JSON.stringify({ discussionID, commentListSelector: '' })}
          />
        </>
      )}
    </div>
  );
}
