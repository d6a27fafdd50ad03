import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { LiveEvent, LiveEventType } from '@/api/types/events';
import type { ApiComment } from '@/api/types/posting';
import { fetchComment } from '@/features/comments/commentsActions';
import {
  commentArrived,
  fetchCommentPage,
  selectCommentPage,
} from '@/features/comments/commentsSlice';
import type { CommentPageParams } from '@/features/comments/commentsState';
import { DEFAULT_COMMENT_SORT } from '@/features/comments/postPageUrl';
import { startCommentPolling } from '@/features/live/commentPolling';
import type { LiveMode } from '@/features/live/liveActions';
import { sharedLiveAnnouncer } from '@/features/live/liveAnnouncer';
import { subscribeLive } from '@/features/live/subscribeLive';
import { selectCurrentUser } from '@/store/currentUserSlice';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { appendsInPlace, fittingOnPage, lastPageOf, newCommentsTarget } from './newCommentsMath';
import type { ThreadPlace } from './usePageLocation';

const LIVE_TYPES: readonly LiveEventType[] = [
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'reset',
];

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

const placeKey = (place: ThreadPlace, limit: number): string =>
  `${place.sort}|${place.page}|${limit}`;

function announce(count: number): void {
  if (count > 0) sharedLiveAnnouncer().add('comment', count);
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
 * The post page's live updates (issue 36 §3). It subscribes to the discussion's comment events
 * (and `reset`) while mounted, for guests too (the server filters per viewer), and:
 *
 * - `comment.created`: the comment is fetched (`fetchComment`), which also says who wrote it
 *   and that it still exists. Oldest first, on the last page with room, it joins the end of
 *   the page; else it is counted behind the "n new comments" button. A comment the page
 *   already holds (the composer's answer came first) is ignored, and one that arrives before
 *   the composer's answer is merged by ID (`comments/arrived`, then `comments/added` skips the
 *   page). The reader's own comments are neither announced nor counted behind the button.
 * - `comment.updated`: a comment on the page is fetched again in place.
 * - `comment.deleted`: the comments slice turns it into a tombstone (`live/eventReceived`).
 * - `reset`: the page shown is fetched again; what the thread gained is counted as if polled.
 * - mode `polling` (no endpoint): `startCommentPolling` for the page shown (oldest first) or a
 *   one-comment probe of the thread's total (other sorts, whose page must not reorder under
 *   the reader), its news going the same way.
 *
 * Each batch is announced through the page's one polite announcer. Nothing here moves focus or
 * scrolls, except `open`, the button's action.
 */
export function useLiveThread({ discussionID, place, limit, onMove, onShow }: LiveThreadOptions): {
  /** How many new comments wait behind the button (0: no button). */
  count: number;
  /** The button's action: go to the new comments. */
  open: () => void;
} {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  // Polling from `polling` until a stream opens (a new leading tab may reach the endpoint);
  // the other modes change nothing, and cause no render.
  const [polling, setPolling] = useState(false);
  const key = placeKey(place, limit);
  const [stored, setNews] = useState<News | undefined>(undefined);
  // News counted on another page or sort is dropped when the reader goes elsewhere.
  const news = stored?.place === key ? stored : undefined;
  const seen = useRef(new Set<number>());
  const refreshes = useRef(new Map<number, Promise<unknown>>());

  const shownParams = (): CommentPageParams => ({ discussionID, ...place, limit });
  const shownPage = () => selectCommentPage(store.getState(), shownParams()).data;

  const addNews = (ids: number[], counted: number, position: number): void => {
    setNews((previous) => {
      const base =
        previous?.place === key ? previous : { place: key, ids: [], counted: 0, position };
      return {
        place: key,
        ids: [...base.ids, ...ids.filter((id) => !base.ids.includes(id))],
        counted: base.counted + counted,
        position: Math.min(base.position, position),
      };
    });
  };

  /** The thread's total went from `before` to `after` with the answer for `params`. */
  const gained = useEffectEvent((params: CommentPageParams, before: number, after: number) => {
    const n = after - before;
    if (n <= 0) return;
    // Only the page shown, oldest first, holds new comments from its own answer.
    const isShown = params.sort === place.sort && params.page === place.page;
    const inPlace = isShown ? fittingOnPage(place, limit, before, after) : 0;
    announce(n);
    if (n > inPlace) addNews([], n - inPlace, before + inPlace);
  });

  /** A new comment, fetched: in place, behind the button, or nothing (own, already shown). */
  const created = useEffectEvent((comment: ApiComment) => {
    const { commentID } = comment;
    const page = shownPage();
    if (!page || page.ids.includes(commentID)) return;
    const me = selectCurrentUser(store.getState())?.userID ?? 0;
    const own = me > 0 && comment.insertUserID === me;
    const room =
      appendsInPlace(place.sort) &&
      place.page >= lastPageOf(page.total, limit) &&
      page.ids.length < limit;
    if (room) {
      dispatch(commentArrived({ comment, page: shownParams() }));
      if (!own) announce(1);
      return;
    }
    if (own) return;
    announce(1);
    addNews([commentID], 0, page.total);
  });

  const refresh = (commentID: number): void => {
    // One at a time per comment, so an edit heard while the last one loads is not dropped.
    const previous = refreshes.current.get(commentID) ?? Promise.resolve();
    const next = previous.then(() => dispatch(fetchComment({ commentID, force: true })));
    refreshes.current.set(commentID, next);
    void next.finally(() => {
      if (refreshes.current.get(commentID) === next) refreshes.current.delete(commentID);
    });
  };

  const onEvent = useEffectEvent((event: LiveEvent) => {
    if (event.type === 'reset') {
      const params = shownParams();
      const before = shownPage()?.total;
      void dispatch(fetchCommentPage({ ...params, force: true })).then((result) => {
        if (before !== undefined && fetchCommentPage.fulfilled.match(result))
          gained(params, before, result.payload.total);
      });
      return;
    }
    if (!('commentID' in event.data) || event.data.discussionID !== discussionID) return;
    const { commentID } = event.data;
    if (event.type === 'comment.deleted') {
      // The slice has made it a tombstone; one waiting behind the button is no longer new.
      setNews((previous) =>
        previous?.ids.includes(commentID)
          ? { ...previous, ids: previous.ids.filter((id) => id !== commentID) }
          : previous,
      );
      return;
    }
    if (event.type === 'comment.updated') {
      if (shownPage()?.ids.includes(commentID)) refresh(commentID);
      return;
    }
    if (event.type !== 'comment.created' || seen.current.has(commentID)) return;
    if (!shownPage() || shownPage()?.ids.includes(commentID)) return;
    seen.current.add(commentID);
    void dispatch(fetchComment({ commentID, force: true })).then((result) => {
      if (!fetchComment.fulfilled.match(result)) return;
      if (result.payload.discussionID !== discussionID) return;
      created(result.payload);
    });
  });

  useEffect(() => {
    const subscription = subscribeLive(store, LIVE_TYPES, (event) => onEvent(event), {
      onMode: (mode: LiveMode) => {
        if (mode === 'polling' || mode === 'stream') setPolling(mode === 'polling');
      },
    });
    return () => subscription.unsubscribe();
  }, [store]);

  const onPolled = useEffectEvent((params: CommentPageParams, n: number) => {
    const after = selectCommentPage(store.getState(), params).data?.total;
    if (after !== undefined) gained(params, after - n, after);
  });

  const { sort, page } = place;
  useEffect(() => {
    if (!polling) return undefined;
    // Oldest first the page shown is asked again (its answer brings new comments in at its
    // end); in other sorts a one-comment probe of the total, so the page does not reorder.
    const params: CommentPageParams =
      sort === DEFAULT_COMMENT_SORT
        ? { discussionID, sort, page, limit }
        : { discussionID, sort: DEFAULT_COMMENT_SORT, page: 1, limit: 1 };
    return startCommentPolling(store, params, (n) => onPolled(params, n));
  }, [polling, store, discussionID, sort, page, limit]);

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
