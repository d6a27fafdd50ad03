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
  go: (next: ThreadPlace) => void;
  basePath: string;
} {
  const [state, setState] = useState(() => readLocation(fallback));
  const go = useCallback(
    (next: ThreadPlace) => {
      // A comment's permalink page (`/discussion/comment/{id}`) pages on the discussion's path.
      const onCommentPath = /^\/discussion\/comment\//.test(state.basePath);
      const url = postPageUrl({
        basePath: onCommentPath && discussionPath ? discussionPath : state.basePath,
        page: next.page,
        sort: next.sort,
        search: window.location.search,
      });
      window.history.pushState(null, '', url);
      setState((previous) => ({ ...previous, ...next }));
    },
    [state.basePath, discussionPath],
  );
  useEffect(() => {
    const onPop = (): void => setState(readLocation({}));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return { place: { page: state.page, sort: state.sort }, go, basePath: state.basePath };
}
