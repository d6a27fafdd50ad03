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
import { sharedLiveAnnouncer } from '@/features/live/liveAnnouncer';
import { subscribeLive } from '@/features/live/subscribeLive';
import { selectCurrentUser } from '@/store/currentUserSlice';
import type { AppStore } from '@/store/store';
import { appendsInPlace, fittingOnPage, lastPageOf } from './newCommentsMath';

/*
 * The post page's live updates (issue 36 §3), apart from React and loaded after the widget is
 * interactive (`useLiveThread` imports it dynamically), so the widget's first download does not
 * grow by the live code. It subscribes to the discussion's comment events and `reset`, for
 * guests too (the server filters per viewer):
 *
 * - `comment.created`: the comment is fetched (`fetchComment`), which also says who wrote it and
 *   that it still exists. Oldest first, on the last page with room, it joins the end of the
 *   page (`comments/arrived`); else it is counted behind the "n new comments" button. A comment
 *   the page already holds (the composer's answer came first) is ignored; one whose event and
 *   fetch come before the composer's answer is merged by ID (`comments/added` then skips the
 *   page). The reader's own comments are neither announced nor counted behind the button.
 * - `comment.updated`: a comment on the page is fetched again in place.
 * - `comment.deleted`: the comments slice makes it a tombstone (it hears `live/eventReceived`);
 *   one waiting behind the button is counted off.
 * - `reset`: the page shown is fetched again; what the thread gained is counted as if polled.
 * - mode `polling` (no endpoint): `startCommentPolling` for the page shown (oldest first) or a
 *   one-comment probe of the thread's total (other sorts, whose page must not reorder under the
 *   reader); its news goes the same way.
 *
 * Each batch is announced through the page's one polite announcer, once however many post page
 * widgets of the discussion heard it. Nothing here moves focus or scrolls.
 */

const LIVE_TYPES: readonly LiveEventType[] = [
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'reset',
];

export interface LiveThreadView {
  discussionID: number;
  /** The page shown now (its sort, page and limit). */
  shown(): CommentPageParams;
  /** Comments for the button: by ID, only counted, and where the first of them is (0-based). */
  onNews(ids: number[], counted: number, position: number): void;
  /** A comment waiting behind the button was deleted. */
  onGone(commentID: number): void;
}

export interface LiveThread {
  /** The reader went to another page or sort: polling follows. */
  placeChanged(): void;
  stop(): void;
}

/** News announced lately, by what it was (a comment, a thread's count going up): time said. */
const said = new Map<string, number>();
/** Two post page widgets of one discussion hear the same news within this long. */
const SAID_FOR_MS = 30 * 1000;

/**
 * Announces `count` new comments once for the page: the same news heard by another post page
 * widget of the discussion (the same comment, the same count going up) is not said again.
 */
function announce(count: number, news: string): void {
  const now = Date.now();
  for (const [key, at] of said) if (now - at > SAID_FOR_MS) said.delete(key);
  if (count <= 0 || said.has(news)) return;
  said.set(news, now);
  sharedLiveAnnouncer().add('comment', count);
}

/**
 * New comments being fetched, per store: every post page widget of the discussion hears the same
 * `comment.created`, and the thunk drops a fetch while the same one is in flight, so they share
 * the one request's answer (undefined: it failed, or the comment is gone).
 */
const fetching = new WeakMap<AppStore, Map<number, Promise<ApiComment | undefined>>>();

function fetchNewComment(store: AppStore, commentID: number): Promise<ApiComment | undefined> {
  let inFlight = fetching.get(store);
  if (!inFlight) fetching.set(store, (inFlight = new Map()));
  const known = inFlight.get(commentID);
  if (known) return known;
  const asked = store
    .dispatch(fetchComment({ commentID, force: true }))
    .then((result) => (fetchComment.fulfilled.match(result) ? result.payload : undefined));
  inFlight.set(commentID, asked);
  void asked.finally(() => inFlight.delete(commentID));
  return asked;
}

export function startLiveThread(store: AppStore, view: LiveThreadView): LiveThread {
  const { dispatch } = store;
  const { discussionID } = view;
  const seen = new Set<number>();
  const refreshes = new Map<number, Promise<unknown>>();
  let polling = false;
  let stopPolling: (() => void) | undefined;
  let stopped = false;

  const shownPage = () => selectCommentPage(store.getState(), view.shown()).data;

  /** The thread's total went from `before` to `after` with the answer for `params`. */
  const gained = (params: CommentPageParams, before: number, after: number): void => {
    const n = after - before;
    if (stopped || n <= 0) return;
    const shown = view.shown();
    // Only the page shown, oldest first, holds new comments from its own answer.
    const isShown = params.sort === shown.sort && params.page === shown.page;
    const inPlace = isShown ? fittingOnPage(shown, shown.limit, before, after) : 0;
    announce(n, `${discussionID}:${before}-${after}`);
    if (n > inPlace) view.onNews([], n - inPlace, before + inPlace);
  };

  /** A new comment, fetched: in place, behind the button, or nothing (own, already shown). */
  const created = (comment: ApiComment): void => {
    const page = shownPage();
    if (stopped || !page || page.ids.includes(comment.commentID)) return;
    const me = selectCurrentUser(store.getState())?.userID ?? 0;
    const own = me > 0 && comment.insertUserID === me;
    const shown = view.shown();
    const room =
      appendsInPlace(shown.sort) &&
      shown.page >= lastPageOf(page.total, shown.limit) &&
      page.ids.length < shown.limit;
    if (room) {
      dispatch(commentArrived({ comment, page: shown }));
      if (!own) announce(1, `comment:${comment.commentID}`);
    } else if (!own) {
      announce(1, `comment:${comment.commentID}`);
      view.onNews([comment.commentID], 0, page.total);
    }
  };

  const refresh = (commentID: number): void => {
    // One at a time per comment, so an edit heard while the last one loads is not dropped.
    const previous = refreshes.get(commentID) ?? Promise.resolve();
    const next = previous.then(() => dispatch(fetchComment({ commentID, force: true })));
    refreshes.set(commentID, next);
    void next.finally(() => {
      if (refreshes.get(commentID) === next) refreshes.delete(commentID);
    });
  };

  const onEvent = (event: LiveEvent): void => {
    if (event.type === 'reset') {
      const params = view.shown();
      const before = shownPage()?.total;
      void dispatch(fetchCommentPage({ ...params, force: true })).then((result) => {
        if (before !== undefined && fetchCommentPage.fulfilled.match(result))
          gained(params, before, result.payload.total);
      });
      return;
    }
    if (!('commentID' in event.data) || event.data.discussionID !== discussionID) return;
    const { commentID } = event.data;
    if (event.type === 'comment.deleted') view.onGone(commentID);
    else if (event.type === 'comment.updated') {
      if (shownPage()?.ids.includes(commentID)) refresh(commentID);
    } else if (event.type === 'comment.created' && !seen.has(commentID)) {
      const page = shownPage();
      if (!page || page.ids.includes(commentID)) return;
      seen.add(commentID);
      void fetchNewComment(store, commentID).then((comment) => {
        if (comment?.discussionID === discussionID) created(comment);
      });
    }
  };

  const poll = (): void => {
    stopPolling?.();
    stopPolling = undefined;
    if (!polling || stopped) return;
    const shown = view.shown();
    // Oldest first the page shown is asked again (its answer brings new comments in at its
    // end); in other sorts a one-comment probe of the total, so the page does not reorder.
    const params: CommentPageParams =
      shown.sort === DEFAULT_COMMENT_SORT
        ? shown
        : { discussionID, sort: DEFAULT_COMMENT_SORT, page: 1, limit: 1 };
    stopPolling = startCommentPolling(store, params, (n) => {
      const after = selectCommentPage(store.getState(), params).data?.total;
      if (after !== undefined) gained(params, after - n, after);
    });
  };

  const subscription = subscribeLive(store, LIVE_TYPES, onEvent, {
    // Polling from `polling` until a stream opens (a new leading tab may reach the endpoint).
    onMode: (mode) => {
      if (mode !== 'polling' && mode !== 'stream') return;
      if (polling === (mode === 'polling')) return;
      polling = mode === 'polling';
      poll();
    },
  });

  return {
    placeChanged: () => {
      if (polling) poll();
    },
    stop: () => {
      stopped = true;
      subscription.unsubscribe();
      stopPolling?.();
    },
  };
}
