import { useCallback, useState } from 'react';
import { fetchCommentPage } from '@/features/comments/commentsSlice';
import { useAppDispatch } from '@/store/hooks';
import type { PageRange } from './streamMath';
import type { ThreadPlace } from './usePageLocation';

export interface HeldRange {
  /** The place the range belongs to (sort, page, limit): a new place starts over. */
  placeKey: string;
  /** The server pages held, first to last. */
  range: PageRange;
  /** Holds one more page after `from.last` or before `from.first`, and asks for it. */
  extend: (to: 'next' | 'previous', from: PageRange) => void;
}

/**
 * The server pages the continuous thread holds (useThreadStream.ts): the page the reader went
 * to, grown one page at a time at either end. `extend` asks for the new page at once, in the
 * same frame as the check that decided it, rather than from the effect of the render that
 * mounts the page (that load is then a duplicate the thunk's condition drops). It is
 * idempotent: two checks before a render add the one page.
 */
export function useHeldRange(discussionID: number, place: ThreadPlace, limit: number): HeldRange {
  const dispatch = useAppDispatch();
  const { page: start, sort } = place;
  const placeKey = `${sort}|${start}|${limit}`;
  const [held, setHeld] = useState({ key: placeKey, range: { first: start, last: start } });
  const range = held.key === placeKey ? held.range : { first: start, last: start };
  const extend = useCallback(
    (to: 'next' | 'previous', from: PageRange) => {
      const next =
        to === 'next'
          ? { first: from.first, last: from.last + 1 }
          : { ...from, first: from.first - 1 };
      const page = to === 'next' ? next.last : next.first;
      void dispatch(fetchCommentPage({ discussionID, sort, page, limit }));
      setHeld({ key: placeKey, range: next });
    },
    [dispatch, discussionID, sort, limit, placeKey],
  );
  return { placeKey, range, extend };
}
