import { fetchCommentPage, selectCommentPage } from '@/features/comments/commentsSlice';
import type { CommentPageParams } from '@/features/comments/commentsState';
import type { AppStore } from '@/store/store';

/** A visible post page on a site without the events endpoint checks this often (issue 36 §1). */
export const COMMENT_POLL_MS = 30 * 1000;

/**
 * The polling fallback of the post page: while the page is visible, every 30 s, the page of
 * comments `params` names is asked again through the existing thunk (`fetchCommentPage` with
 * `force`), and `onNew(n)` hears how many comments the thread gained: the total of the answer
 * against the total the store holds for that page just before the check. The store's total
 * already counts the reader's own comments (the composer's `comments/added`), so those are
 * not reported as new. A page that was hidden checks at once when it becomes visible again, if
 * a check is due. Returns the stop.
 *
 * The post page (widgets/DiscussionPage/useLiveThread.ts) starts it when `subscribeLive`'s
 * `onMode` reports `polling`.
 */
export function startCommentPolling(
  store: AppStore,
  params: CommentPageParams,
  onNew: (count: number) => void,
): () => void {
  const page = { ...params };
  // Data kept while a page is asked again (LOADING) still counts.
  const total = (): number | undefined => selectCommentPage(store.getState(), page).data?.total;
  let lastCheck = Date.now();
  let stopped = false;

  const check = async (): Promise<void> => {
    lastCheck = Date.now();
    const before = total();
    const result = await store.dispatch(fetchCommentPage({ ...page, force: true }));
    if (stopped || !fetchCommentPage.fulfilled.match(result)) return;
    const now = result.payload.total;
    if (before !== undefined && now > before) onNew(now - before);
  };
  const due = (): boolean => Date.now() - lastCheck >= COMMENT_POLL_MS;
  const visible = (): boolean => document.visibilityState === 'visible';

  const timer = setInterval(() => {
    if (visible()) void check();
  }, COMMENT_POLL_MS);
  const onVisibility = (): void => {
    if (visible() && due()) void check();
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
