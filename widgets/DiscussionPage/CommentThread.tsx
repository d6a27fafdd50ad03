import { type ReactElement, type RefObject, useCallback, useState } from 'react';
import { selectCommentPage, fetchCommentPage } from '@/features/comments/commentsSlice';
import { useReadTracker } from '@/features/readPosition/useReadTracker';
import { firstUnreadPosition } from '@/features/comments/firstUnread';
import { COMMENT_SORTS } from '@/features/comments/postPageUrl';
import type { DiscussionView } from '@/features/discussions/discussionView';
import { formatString, t } from '@/i18n/translate';
import { useLoad } from '@/store/useLoad';
import { Pager } from '@/ui/Pager';
import { showBottomPager } from '@/ui/pagerMath';
import { SortSelect } from '@/ui/SortSelect';
import { useHashScroll } from '@/ui/useHashScroll';
import { useLandmarkName } from '@/ui/useLandmarkName';
import { CommentPage } from './CommentPage';
import { NewCommentsButton } from './NewCommentsButton';
import { commentDomID, permalinkHref } from './pageLinks';
import { whenInDom } from './streamDom';
import { inDateOrder, inSortOrder } from './streamMath';
import { Timeline } from './Timeline';
import { useLiveThread } from './useLiveThread';
import type { ThreadPlace } from './usePageLocation';
import { useThreadStream } from './useThreadStream';
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
  /** Goes to a page without moving focus (a jump); `onMove` without it. */
  onGo?: (next: ThreadPlace, options?: { replace?: boolean }) => void;
  /** Replaces the address with the page in view (the continuous thread); nothing without it. */
  onFollow?: (page: number) => void;
}

const ignoreFollow = (): void => undefined;

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
  onGo,
  onFollow,
}: CommentThreadProps): ReactElement {
  const arg = { discussionID: discussion.id, sort: place.sort, page: place.page, limit };
  const loadable = useLoad(fetchCommentPage, arg, (state) => selectCommentPage(state, arg));
  const data = loadable.data;
  const total = data?.total ?? discussion.countComments;
  // The unread count as the page opened: `#unread` and the read position start from it.
  const [countUnread] = useState(discussion.countUnread);
  const stream = useThreadStream({
    discussionID: discussion.id,
    place,
    limit,
    total,
    countUnread,
    instance,
    go: onGo ?? onMove,
    follow: onFollow ?? ignoreFollow,
  });
  const reader = useReadTracker(discussion.id, discussion.countComments, countUnread);
  const { refFor } = reader;
  const sort = place.sort;
  const track = useCallback(
    (position: number) => {
      const inDates = inDateOrder(position, sort, total);
      return inDates === undefined ? () => undefined : refFor(inDates);
    },
    [refFor, sort, total],
  );
  const live = useLiveThread({
    discussionID: discussion.id,
    // New comments join the last page held, when it is the thread's last.
    place: { page: stream.range.last, sort: place.sort },
    limit,
    onMove,
    onShow: (commentID) => {
      // The reader pressed the button: the first new comment gets the highlight and focus.
      onHighlight(commentID);
      if (instance === 1) window.history.replaceState(null, '', permalinkHref(commentID));
      whenInDom(commentDomID(commentID, instance), (article) => {
        article.scrollIntoView?.({ block: 'start' });
        article.focus({ preventScroll: true });
      });
    },
  });
  // The hash (`#Comment_12`) is scrolled to once the comments are there, and again 500 ms later.
  useHashScroll(data !== undefined && instance === 1);
  const heading = total === 1 ? t('1 Comment') : formatString(t('%s Comments'), String(total));
  const regionName = useLandmarkName('region', t('Comments'));
  const pagesName = useLandmarkName('navigation', t('Comment pages'));
  const bottomName = useLandmarkName('navigation', t('Comment pages, bottom'));
  // The pager shows the page in view; a page still loading counts what it should hold.
  const shownPage = stream.inView;
  const expected = Math.max(0, Math.min(limit, total - (shownPage - 1) * limit));
  const pagerInput = { page: shownPage, limit, count: expected, total };
  const sorts = COMMENT_SORTS.map((sort) => ({
    value: sort.value,
    label: t(sort.label, sort.label),
  }));
  // The first comment new since the last visit, as the discussion now counts it (it moves on
  // as the member reads), in the sort shown.
  const unreadAt = firstUnreadPosition(total, discussion.countUnread);
  const firstUnread = unreadAt === undefined ? undefined : inSortOrder(unreadAt, sort, total);
  // The ends the stream can still grow at: `j`/`k` at its last or first comment wait for them
  // (MORE_ATTR in src/features/shortcuts/shortcutTargets.ts; CommentPage sends the event).
  const more = [
    stream.range.first > 1 ? 'previous' : '',
    stream.range.last < Math.ceil(total / limit) ? 'next' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const body = (
    <div className="fw-commentStream" data-fw-more={more || undefined}>
      {stream.range.first > 1 && (
        <p className="fw-commentStream-earlier">
          <button type="button" className="fw-button" onClick={stream.loadEarlier}>
            {formatString(t('Show page %s'), String(stream.range.first - 1))}
          </button>
        </p>
      )}
      {stream.pages.map((page) => (
        <CommentPage
          key={page}
          discussion={discussion}
          sort={place.sort}
          page={page}
          limit={limit}
          first={page === place.page}
          appended={page > place.page}
          drawn={stream.drawn(page)}
          height={stream.heightOf(page)}
          segmentRef={stream.segmentRef(page)}
          options={options}
          instance={instance}
          highlightID={highlightID}
          onHighlight={onHighlight}
          track={track}
        />
      ))}
    </div>
  );
  return (
    <section className="fw-commentThread" aria-label={regionName}>
      <h2 className="fw-commentThread-heading" ref={topRef} tabIndex={-1}>
        {heading}
      </h2>
      <div className="fw-thread-withTimeline">
        {total > 0 && (
          <Timeline
            discussionID={discussion.id}
            position={stream.position}
            total={total}
            sort={place.sort}
            firstUnread={firstUnread}
            countUnread={discussion.countUnread}
            onJump={stream.jumpTo}
          />
        )}
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
      </div>
    </section>
  );
}
