import type { ReactElement, RefObject } from 'react';
import { selectCommentPage, fetchCommentPage } from '@/features/comments/commentsSlice';
import { COMMENT_SORTS } from '@/features/comments/postPageUrl';
import type { DiscussionView } from '@/features/discussions/discussionView';
import { formatString, t } from '@/i18n/translate';
import { useAppDispatch } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import { LoadFailure } from '@/ui/LoadFailure';
import { Pager } from '@/ui/Pager';
import { showBottomPager } from '@/ui/pagerMath';
import { Skeleton } from '@/ui/Skeleton';
import { SortSelect } from '@/ui/SortSelect';
import { useHashScroll } from '@/ui/useHashScroll';
import { useLandmarkName } from '@/ui/useLandmarkName';
import { CommentItem } from './CommentItem';
import { NewCommentsButton } from './NewCommentsButton';
import { commentDomID, permalinkHref } from './pageLinks';
import { useLiveThread } from './useLiveThread';
import type { ThreadPlace } from './usePageLocation';
import type { PageOptions } from './usePageOptions';

export interface CommentThreadProps {
  discussion: DiscussionView;
  place: ThreadPlace;
  limit: number;
  options: PageOptions;
  /** 1 for the page's first post page widget (see `commentDomID`). */
  instance: number;
  highlightID: number | undefined;
  onHighlight: (commentID: number) => void;
  onMove: (place: ThreadPlace) => void;
  /** The thread's heading, where focus goes when the page changes. */
  topRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The comment thread: its heading, a top row with the sort and the pager, the comments of the
 * page, and a bottom pager when there is more than one page (03 §2, §9).
 */
export function CommentThread({
  discussion,
  place,
  limit,
  options,
  instance,
  highlightID,
  onHighlight,
  onMove,
  topRef,
}: CommentThreadProps): ReactElement {
  const dispatch = useAppDispatch();
  const arg = { discussionID: discussion.id, sort: place.sort, page: place.page, limit };
  const loadable = useLoad(fetchCommentPage, arg, (state) => selectCommentPage(state, arg));
  const data = loadable.data;
  const live = useLiveThread({
    discussionID: discussion.id,
    place,
    limit,
    onMove,
    onShow: (commentID) => {
      // The reader pressed the button: the first new comment gets the highlight and focus.
      onHighlight(commentID);
      if (instance === 1) window.history.replaceState(null, '', permalinkHref(commentID));
      requestAnimationFrame(() => {
        const article = document.getElementById(commentDomID(commentID, instance));
        article?.scrollIntoView?.({ block: 'start' });
        article?.focus({ preventScroll: true });
      });
    },
  });
  // The hash (`#Comment_12`) is scrolled to once the comments are there, and again 500 ms later.
  useHashScroll(data !== undefined && instance === 1);
  const total = data?.total ?? discussion.countComments;
  const heading = total === 1 ? t('1 Comment') : formatString(t('%s Comments'), String(total));
  const regionName = useLandmarkName('region', t('Comments'));
  const pagesName = useLandmarkName('navigation', t('Comment pages'));
  const bottomName = useLandmarkName('navigation', t('Comment pages, bottom'));
  const ids = data?.ids ?? [];
  // A page still loading or failed counts what it should hold, so the pager stays usable.
  const expected = Math.max(0, Math.min(limit, total - (place.page - 1) * limit));
  const pagerInput = { page: place.page, limit, count: data ? ids.length : expected, total };
  const sorts = COMMENT_SORTS.map((sort) => ({
    value: sort.value,
    label: t(sort.label, sort.label),
  }));
  let body: ReactElement;
  if (loadable.status === LoadStatus.ERROR && !data)
    body = (
      <LoadFailure
        error={loadable.error}
        onRetry={() => void dispatch(fetchCommentPage({ ...arg, force: true }))}
      />
    );
  else if (!data) body = <Skeleton avatar label={t('Loading comments')} />;
  else if (ids.length === 0)
    body = (
      <p className="fw-empty">
        {place.page > 1 ? t('There are no comments on this page.') : t('No comments yet.')}
      </p>
    );
  else
    body = (
      <ol className="fw-commentList">
        {ids.map((id) => (
          <CommentItem
            key={id}
            commentID={id}
            discussion={discussion}
            options={options}
            instance={instance}
            highlighted={highlightID === id}
            onHighlight={onHighlight}
          />
        ))}
      </ol>
    );
  return (
    <section className="fw-commentThread" aria-label={regionName}>
      <h2 className="fw-commentThread-heading" ref={topRef} tabIndex={-1}>
        {heading}
      </h2>
      <div className="fw-commentThread-top">
        <SortSelect
          value={place.sort}
          options={sorts}
          onChange={(sort) => onMove({ page: 1, sort })}
        />
        <Pager
          input={pagerInput}
          label={pagesName}
          onPage={(page) => onMove({ page, sort: place.sort })}
        />
      </div>
      {body}
      {live.count > 0 && <NewCommentsButton count={live.count} onOpen={live.open} />}
      {data && showBottomPager(total, limit) && (
        <Pager
          input={pagerInput}
          label={bottomName}
          onPage={(page) => onMove({ page, sort: place.sort })}
        />
      )}
    </section>
  );
}
