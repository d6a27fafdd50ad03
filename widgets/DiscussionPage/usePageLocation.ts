import { useCallback, useEffect, useState } from 'react';
import {
  DEFAULT_COMMENT_SORT,
  parsePostPageLocation,
  postPageUrl,
} from '@/features/comments/postPageUrl';

export interface ThreadPlace {
  page: number;
  sort: string;
}

/** The thread's page and sort as the address shows them (03 §2). */
function readLocation(fallback: Partial<ThreadPlace>): ThreadPlace & { basePath: string } {
  const { pathname, search } = window.location;
  const parsed = parsePostPageLocation(pathname, search);
  const sortInQuery = new URLSearchParams(search).has('sort');
  return {
    basePath: parsed.basePath,
    page: parsed.page > 1 ? parsed.page : (fallback.page ?? parsed.page),
    sort: sortInQuery ? parsed.sort : (fallback.sort ?? DEFAULT_COMMENT_SORT),
  };
}

/**
 * The page and sort the thread shows, kept in the address bar: a change pushes
 * `postPageUrl(...)` (`/p{n}` for n > 1, the sort in the query string unless default, the
 * other query parameters kept), and back/forward (`popstate`) read the address again.
 * `fallback` is what the marker's props say, used where the address says nothing.
 */
export function usePageLocation(
  fallback: Partial<ThreadPlace>,
  discussionPath: string | undefined,
): {
  place: ThreadPlace;
  /** Goes to a page or sort: pushes its address (replaces it with `replace`). */
  go: (next: ThreadPlace, options?: { replace?: boolean }) => void;
  /**
   * Only the address follows: the continuous thread's page in view replaces it (`/p{n}`; a
   * hash, which named a comment of the page left, is dropped), the thread keeps its pages.
   */
  follow: (page: number) => void;
  basePath: string;
} {
  const [state, setState] = useState(() => readLocation(fallback));
  const urlFor = useCallback(
    (next: ThreadPlace): string => {
      // A comment's permalink page (`/discussion/comment/{id}`) pages on the discussion's path.
      const onCommentPath = /^\/discussion\/comment\//.test(state.basePath);
      return postPageUrl({
        basePath: onCommentPath && discussionPath ? discussionPath : state.basePath,
        page: next.page,
        sort: next.sort,
        search: window.location.search,
      });
    },
    [state.basePath, discussionPath],
  );
  const go = useCallback(
    (next: ThreadPlace, options: { replace?: boolean } = {}) => {
      const url = urlFor(next);
      if (options.replace) window.history.replaceState(window.history.state, '', url);
      else window.history.pushState(null, '', url);
      setState((previous) => ({ ...previous, ...next }));
    },
    [urlFor],
  );
  const sort = state.sort;
  const follow = useCallback(
    (page: number) => {
      const url = urlFor({ page, sort });
      const { pathname, search } = window.location;
      if (`${pathname}${search}` === url) return;
      window.history.replaceState(window.history.state, '', url);
    },
    [urlFor, sort],
  );
  useEffect(() => {
    const onPop = (): void => setState(readLocation({}));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return { place: { page: state.page, sort: state.sort }, go, follow, basePath: state.basePath };
}
