import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiDiscussionsQuery } from '@/api/types/discussions';
import type { LiveEvent, LiveEventType } from '@/api/types/events';
import {
  type DiscussionsListArg,
  fetchDiscussions,
  selectDiscussionListIDs,
} from '@/features/discussions/discussionsSlice';
import { useLiveEvents } from '@/features/live/useLiveEvents';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { stableHash } from '@/store/loadable';
import { LIST_EXPAND } from './listParams';
import { liveScope } from './liveScope';

const LIVE_TYPES: readonly LiveEventType[] = [
  'discussion.created',
  'discussion.updated',
  'comment.created',
  'comment.deleted',
  'reset',
];

export interface LiveList {
  /** New discussions in the list's scope, not shown yet (the button's count). */
  count: number;
  /** Fetches the first page again, then focuses the first new discussion's link. */
  insert: () => Promise<void>;
}

/**
 * The discussion list's live updates (issue 36 §3):
 * - `discussion.created` in the list's scope (`liveScope`) is counted for the "N new
 *   discussions" button when `newAtTop` (the first page in a newest-first sort) and announced;
 *   `insert` refetches the first page;
 * - `discussion.updated`, `comment.created` and `comment.deleted` for a listed discussion fetch
 *   it again (`GET /discussions?discussionID[]=…`, the list's expand): its counts and last
 *   comment change in place, its position never does;
 * - `reset` refetches the list.
 * In polling mode (no endpoint) no event comes and nothing changes.
 */
export function useLiveList(
  arg: DiscussionsListArg,
  baseQuery: ApiDiscussionsQuery,
  newAtTop: boolean,
  container: RefObject<HTMLElement | null>,
): LiveList {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const listKey = stableHash(arg);
  const [pending, setPending] = useState<{ key: string; ids: number[] }>({ key: '', ids: [] });
  // Another page, sort or query starts counting afresh.
  const ids = useMemo(() => (pending.key === listKey ? pending.ids : []), [pending, listKey]);
  const current = useRef(listKey);
  useEffect(() => {
    current.current = listKey;
  });
  // Each discussion counted is announced once, through the page's one polite announcer (its
  // code, and the live region's, load with the first news: a list that hears none pays nothing).
  const announced = useRef(0);
  useEffect(() => {
    const added = ids.length - announced.current;
    announced.current = ids.length;
    if (added > 0)
      void import('@/features/live/liveAnnouncer').then(({ sharedLiveAnnouncer }) =>
        sharedLiveAnnouncer().add('discussion', added),
      );
  }, [ids.length]);

  const listed = useCallback(
    (discussionID: number): boolean =>
      selectDiscussionListIDs(store.getState(), arg).data?.ids.includes(discussionID) === true,
    [store, arg],
  );
  const expand = baseQuery.expand ?? LIST_EXPAND;

  // Listed discussions to fetch again. A comment brings two events (comment.created and the
  // discussion's own update): those that arrive while a request is out wait for it and go
  // together in the next one.
  const refresh = useRef<{ queued: Set<number>; busy: boolean }>({
    queued: new Set(),
    busy: false,
  });
  const refreshItems = useCallback(
    (discussionID: number) => {
      const queue = refresh.current;
      queue.queued.add(discussionID);
      if (queue.busy) return;
      queue.busy = true;
      const run = async (): Promise<void> => {
        await Promise.resolve();
        while (queue.queued.size > 0) {
          const batch = [...queue.queued].sort((a, b) => a - b);
          queue.queued.clear();
          await dispatch(
            fetchDiscussions({ discussionID: batch, limit: batch.length, expand, force: true }),
          );
        }
        queue.busy = false;
      };
      void run();
    },
    [dispatch, expand],
  );

  const add = useCallback((key: string, discussionID: number) => {
    if (key !== current.current) return;
    setPending((previous) => {
      const before = previous.key === key ? previous.ids : [];
      return before.includes(discussionID) ? previous : { key, ids: [...before, discussionID] };
    });
  }, []);

  const onCreated = (discussionID: number, categoryID: number): void => {
    if (!newAtTop || ids.includes(discussionID) || listed(discussionID)) return;
    const scope = liveScope(baseQuery);
    if (scope.kind === 'all') return add(listKey, discussionID);
    if (scope.kind === 'category') {
      if (scope.categoryID === categoryID) add(listKey, discussionID);
      return;
    }
    // The event cannot tell (a tag, followed, type… filter): the list's own query, narrowed
    // to this discussion, asks the server.
    const key = listKey;
    void dispatch(
      fetchDiscussions({ ...scope.filters, discussionID: [discussionID], limit: 1, expand }),
    )
      .unwrap()
      .then((page) => {
        if (page.discussions.some((d) => d.discussionID === discussionID)) add(key, discussionID);
      })
      .catch(() => undefined);
  };

  useLiveEvents(LIVE_TYPES, (event: LiveEvent) => {
    switch (event.type) {
      case 'discussion.created':
        return onCreated(event.data.discussionID, event.data.categoryID);
      case 'discussion.updated':
      case 'comment.created':
      case 'comment.deleted':
        if (listed(event.data.discussionID)) refreshItems(event.data.discussionID);
        return;
      case 'reset':
        setPending({ key: listKey, ids: [] });
        void dispatch(fetchDiscussions({ ...arg, force: true }));
        return;
      default:
        return;
    }
  });

  // After the insertion the button is gone: focus moves to the first new discussion's link
  // (else the first item's), the next thing a Tab from the button would have reached, and
  // never to the top of the page (docs/widgets/discussion-list.md, "Live").
  const focusNew = useRef<{ id: number | undefined } | null>(null);
  useEffect(() => {
    const wanted = focusNew.current;
    if (!wanted) return;
    focusNew.current = null;
    const links = [
      ...(container.current?.querySelectorAll<HTMLAnchorElement>('.fw-discussionItem-title a') ??
        []),
    ];
    const title = `fw-discussion-${wanted.id}-title`;
    (links.find((link) => link.parentElement?.id === title) ?? links[0])?.focus();
  });

  const insert = useCallback(async (): Promise<void> => {
    const wanted = new Set(ids);
    await dispatch(fetchDiscussions({ ...arg, force: true }));
    const shown = selectDiscussionListIDs(store.getState(), arg).data?.ids ?? [];
    focusNew.current = { id: shown.find((id) => wanted.has(id)) };
    setPending({ key: listKey, ids: [] });
  }, [dispatch, store, arg, listKey, ids]);

  return { count: ids.length, insert };
}
