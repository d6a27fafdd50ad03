import { type ReactElement, useDeferredValue, useEffect, useRef } from 'react';
import { fetchCommentPage, selectCommentPage } from '@/features/comments/commentsSlice';
import type { DiscussionView } from '@/features/discussions/discussionView';
import { formatString, t } from '@/i18n/translate';
import { useAppDispatch } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import { LoadFailure } from '@/ui/LoadFailure';
import { Skeleton } from '@/ui/Skeleton';
import { CommentItem } from './CommentItem';
import { MORE_EVENT } from './streamDom';
import { positionOf } from './streamMath';
import type { PageOptions } from './usePageOptions';

export interface CommentPageProps {
  discussion: DiscussionView;
  sort: string;
  page: number;
  limit: number;
  /** The page the reader went to: its empty state names the thread, not the page. */
  first: boolean;
  /**
   * A page appended below it: rendered in the background. The page the reader went to renders
   * at once, and a page loaded above too, so the stream's anchor correction sees it drawn.
   */
  appended?: boolean;
  /** Drawn in full, or a placeholder of `height` (a far page of the continuous thread). */
  drawn: boolean;
  height: number | undefined;
  segmentRef: (el: HTMLElement | null) => void;
  options: PageOptions;
  instance: number;
  highlightID: number | undefined;
  onHighlight: (commentID: number) => void;
  /** Watches a comment for the read position: its element and 1-based position in the sort. */
  track?: (position: number) => (el: Element | null) => void;
}

/**
 * One server page of the continuous thread: its comments, a skeleton while they load, the
 * failure with Retry, or a placeholder of its measured height when it is far from the reader.
 * Each page after the first has a visually hidden heading, so a screen reader's heading list
 * shows where the pages join.
 */
export function CommentPage({
  discussion,
  sort,
  page,
  limit,
  first,
  appended = false,
  drawn,
  height,
  segmentRef,
  options,
  instance,
  highlightID,
  onHighlight,
  track,
}: CommentPageProps): ReactElement {
  const dispatch = useAppDispatch();
  const arg = { discussionID: discussion.id, sort, page, limit };
  const loadable = useLoad(fetchCommentPage, arg, (state) => selectCommentPage(state, arg));
  // A page appended to the stream renders in the background (a deferred value, starting empty):
  // React yields to the browser between its comments, so 30 comments are not one long task and
  // the reader's scrolling goes on meanwhile; the skeleton stays until they are all ready.
  const deferred = useDeferredValue(appended ? loadable.data : undefined, undefined);
  const data = appended ? deferred : loadable.data;
  const list = useRef<HTMLOListElement>(null);
  const ids = data?.ids;

  // The read position watches the drawn comments (issue 37 §2).
  useEffect(() => {
    const items = list.current?.children;
    if (!track || !items || !drawn) return undefined;
    const watched: Array<(el: Element | null) => void> = [];
    Array.from(items).forEach((item, index) => {
      const ref = track(positionOf(page, index, limit));
      ref(item);
      watched.push(ref);
    });
    return () => watched.forEach((ref) => ref(null));
  }, [track, drawn, ids, page, limit]);

  // New comments are in the DOM: a `j` waiting at the stream's end moves on, and a jump waiting
  // for this page looks again (MORE_EVENT).
  useEffect(() => {
    if (ids?.length && drawn)
      list.current?.dispatchEvent(new CustomEvent(MORE_EVENT, { bubbles: true }));
  }, [ids, drawn]);

  if (!drawn && height !== undefined)
    return (
      <div
        className="fw-commentPage fw-commentPage--collapsed"
        data-page={page}
        data-collapsed="true"
        ref={segmentRef}
        style={{ height }}
      />
    );
  let body: ReactElement;
  if (loadable.status === LoadStatus.ERROR && !loadable.data)
    body = (
      <LoadFailure
        error={loadable.error}
        onRetry={() => void dispatch(fetchCommentPage({ ...arg, force: true }))}
      />
    );
  else if (!data) body = <Skeleton avatar label={t('Loading comments')} />;
  else if (data.ids.length === 0)
    body = (
      <p className="fw-empty">
        {first && page === 1 ? t('No comments yet.') : t('There are no comments on this page.')}
      </p>
    );
  else
    body = (
      <ol className="fw-commentList" ref={list}>
        {data.ids.map((id) => (
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
    <div className="fw-commentPage" data-page={page} ref={segmentRef}>
      {!first && <h3 className="fw-srOnly">{formatString(t('Page %s'), String(page))}</h3>}
      {body}
    </div>
  );
}
