import { useCallback, useEffect, useRef, useState } from 'react';
import { selectCurrentUser } from '@/store/currentUserSlice';
import { useAppSelector, useAppStore } from '@/store/hooks';
import type { ReadTracker } from './readTracker';

export interface ReadTrackerHandle {
  /** How many of the thread's comments the member has read (moves forwards only). */
  position: number;
  /**
   * A ref callback for the comment at `position` (1-based, in date order): the tracker watches
   * the element while it is mounted.
   */
  refFor: (position: number) => (el: Element | null) => void;
}

/**
 * The post page's read position (issue 37 §2): one tracker per discussion while the component is
 * mounted, started from the discussion's `countComments - countUnread`; the tracker's code is a
 * chunk of its own, loaded after the first render. Guests get a position
 * of 0 that never moves (03 §4: guests are not marked unread).
 */
export function useReadTracker(
  discussionID: number,
  countComments: number,
  countUnread: number,
): ReadTrackerHandle {
  const store = useAppStore();
  const userID = useAppSelector((state) => selectCurrentUser(state)?.userID ?? 0);
  const initial = Math.max(0, countComments - countUnread);
  const [position, setPosition] = useState(initial);
  const tracker = useRef<ReadTracker | null>(null);
  const initialRef = useRef(initial);
  useEffect(() => {
    initialRef.current = initial;
  }, [initial]);
  // Refs attach before effects run: the elements wait here for the tracker.
  const elements = useRef(new Map<number, Element>());
  const stops = useRef(new Map<number, () => void>());
  const callbacks = useRef(new Map<number, (el: Element | null) => void>());

  useEffect(() => {
    // Guests are not tracked; for members the tracker loads once the page is up (its own chunk).
    if (userID <= 0) return undefined;
    const stopsNow = stops.current;
    let ended = false;
    let started: ReadTracker | undefined;
    void import('./readTracker').then(({ trackReadPosition }) => {
      if (ended) return;
      started = trackReadPosition({
        store,
        discussionID,
        userID,
        initial: initialRef.current,
        onChange: setPosition,
      });
      tracker.current = started;
      for (const [at, el] of elements.current) stopsNow.set(at, started.observe(el, at));
      setPosition(started.position());
    });
    return () => {
      ended = true;
      started?.stop();
      stopsNow.clear();
      tracker.current = null;
    };
  }, [store, discussionID, userID]);

  // One stable callback per position, so a re-render does not unobserve and observe again.
  const refFor = useCallback((at: number) => {
    let callback = callbacks.current.get(at);
    if (!callback) {
      callback = (el: Element | null): void => {
        stops.current.get(at)?.();
        stops.current.delete(at);
        if (!el) {
          elements.current.delete(at);
          return;
        }
        elements.current.set(at, el);
        if (tracker.current) stops.current.set(at, tracker.current.observe(el, at));
      };
      callbacks.current.set(at, callback);
    }
    return callback;
  }, []);
  return { position, refFor };
}
