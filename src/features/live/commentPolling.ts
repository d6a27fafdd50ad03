import { fetchCommentPage, selectCommentPage } from '@/features/comments/commentsSlice';
import type { CommentPageParams } from '@/features/comments/commentsState';
import { LoadStatus } from '@/store/loadable';
import type { AppStore } from '@/store/store';

/** A visible post page on a site without the events endpoint checks this often (issue 36 §1). */
export const COMMENT_POLL_MS = 30 * 1000;

/**
 * The polling fallback of the post page: while the page is visible, every 30 s, the page of
 * comments the reader sees (`params`) is asked again through the existing thunk
 * (`fetchCommentPage` with `force`), and `onNew(n)` hears how many comments the thread gained
 * since the last check (the total of the answer, against the one before). A page that was
 * hidden checks at once when it becomes visible again, if a check is due. Returns the stop.
 *
 * Not wired into the post page yet (a later step of issue 36): it is meant for the post page
 * when `subscribeLive`'s `onMode` reports `polling`.
 */
export function startCommentPolling(
  store: AppStore,
  params: CommentPageParams,
  onNew: (count: number) => void,
): () => void {
  const page = { ...params };
  const total = (): number | undefined => {
    const loadable = selectCommentPage(store.getState(), page);
    return loadable.status === LoadStatus.SUCCESS ? loadable.data?.total : undefined;
  };
  let known = total();
  let lastCheck = Date.now();
  let stopped = false;

  const check = async (): Promise<void> => {
    lastCheck = Date.now();
    const result = await store.dispatch(fetchCommentPage({ ...page, force: true }));
    if (stopped || !fetchCommentPage.fulfilled.match(result)) return;
    const now = result.payload.total;
    if (known !== undefined && now > known) onNew(now - known);
    known = now;
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
