import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { commentIDFromHash } from './pageLinks';
import type { ThreadPlace } from './usePageLocation';

/**
 * What the post page and the post layout's comment thread share: the highlighted comment (from
 * the address's `#Comment_{id}`, again whenever the hash changes or history goes back to one, or
 * set by the caller for a comment just posted), and `move`, which goes to another page or sort
 * and brings the thread's top heading into view with keyboard focus on it.
 */
export function useThreadNavigation(go: (next: ThreadPlace) => void): {
  highlightID: number | undefined;
  setHighlightID: (id: number) => void;
  topRef: RefObject<HTMLHeadingElement | null>;
  move: (next: ThreadPlace) => void;
} {
  const [highlightID, setHighlightID] = useState(() => commentIDFromHash(window.location.hash));
  const topRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const onHash = (): void => {
      const id = commentIDFromHash(window.location.hash);
      if (id !== undefined) setHighlightID(id);
    };
    window.addEventListener('hashchange', onHash);
    window.addEventListener('popstate', onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('popstate', onHash);
    };
  }, []);
  const move = useCallback(
    (next: ThreadPlace) => {
      go(next);
      const top = topRef.current;
      top?.scrollIntoView?.({ block: 'start' });
      top?.focus({ preventScroll: true });
    },
    [go],
  );
  return { highlightID, setHighlightID, topRef, move };
}
