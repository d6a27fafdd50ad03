import { useEffect, useRef, useState } from 'react';
import { fetchCommentPage, selectCommentPage } from '@/features/comments/commentsSlice';
import type { CommentPageParams } from '@/features/comments/commentsState';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import type { LiveThread } from './liveThread';
import { appendsInPlace, newCommentsTarget } from './newCommentsMath';
import type { ThreadPlace } from './usePageLocation';

/** New comments waiting behind the button, for the place (page, sort) they were counted on. */
interface News {
  place: string;
  /** The comments heard of by ID (stream events), in arrival order. */
  ids: number[];
  /** Comments only counted (polling, a reset's refetch). */
  counted: number;
  /** The 0-based position of the first of them in the thread, oldest first. */
  position: number;
}

export interface LiveThreadOptions {
  discussionID: number;
  place: ThreadPlace;
  limit: number;
  /** Goes to another page or sort of the thread (the pager's move). */
  onMove: (place: ThreadPlace) => void;
  /** The button led to this comment, now on the page: bring it into view. */
  onShow: (commentID: number) => void;
}

/**
 * The post page's live updates (issue 36 §3): the state of the "n new comments" button and its
 * action. The events themselves are handled by `liveThread.ts`, loaded once the widget is up
 * (see there what each event does). News counted on one page or sort is dropped when the
 * reader goes elsewhere. Nothing here moves focus or scrolls, except `open`, the button's
 * action.
 */
export function useLiveThread({ discussionID, place, limit, onMove, onShow }: LiveThreadOptions): {
  /** How many new comments wait behind the button (0: no button). */
  count: number;
  /** The button's action: go to the new comments. */
  open: () => void;
} {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const key = `${place.sort}|${place.page}|${limit}`;
  const [stored, setNews] = useState<News | undefined>(undefined);
  const news = stored?.place === key ? stored : undefined;
  const shown = useRef<CommentPageParams>({ discussionID, ...place, limit });
  const thread = useRef<LiveThread | undefined>(undefined);

  const { sort, page } = place;
  useEffect(() => {
    shown.current = { discussionID, sort, page, limit };
    thread.current?.placeChanged();
  }, [discussionID, sort, page, limit]);

  useEffect(() => {
    let ended = false;
    void import('./liveThread').then(({ startLiveThread }) => {
      if (ended) return;
      thread.current = startLiveThread(store, {
        discussionID,
        shown: () => shown.current,
        onNews: (ids, counted, position) => {
          const at = `${shown.current.sort}|${shown.current.page}|${shown.current.limit}`;
          setNews((previous) => {
            const base =
              previous?.place === at ? previous : { place: at, ids: [], counted: 0, position };
            return {
              place: at,
              ids: [...base.ids, ...ids.filter((id) => !base.ids.includes(id))],
              counted: base.counted + counted,
              position: Math.min(base.position, position),
            };
          });
        },
        onGone: (commentID) =>
          setNews((previous) =>
            previous?.ids.includes(commentID)
              ? { ...previous, ids: previous.ids.filter((id) => id !== commentID) }
              : previous,
          ),
      });
    });
    return () => {
      ended = true;
      thread.current?.stop();
      thread.current = undefined;
    };
  }, [store, discussionID]);

  const count = news ? news.ids.length + news.counted : 0;
  const open = (): void => {
    if (!news) return;
    setNews(undefined);
    const target = newCommentsTarget(place, limit, news.position);
    const params = { discussionID, ...target, limit };
    const loaded = dispatch(fetchCommentPage({ ...params, force: true }));
    if (target.page !== place.page || target.sort !== place.sort) onMove(target);
    void loaded.then(() => {
      const ids = selectCommentPage(store.getState(), params).data?.ids ?? [];
      // Oldest first the first new comment is at its position on the page, else at the top.
      const first = appendsInPlace(target.sort)
        ? (news.ids.find((id) => ids.includes(id)) ??
          ids[news.position - (target.page - 1) * limit])
        : ids[0];
      if (first !== undefined) onShow(first);
    });
  };
  return { count, open };
}
