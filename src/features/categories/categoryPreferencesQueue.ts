import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiCategoryPreferences } from '@/api/types/misc';
import type { ThunkExtra } from '@/store/createLoadThunk';
import type { RootState } from '@/store/store';
import {
  categoryPreferencesChangeQueued,
  type CategoryPreferencesTarget,
  patchCategoryPreferences,
  preferencesKey,
  selectCategoryPreferences,
  selectQueuedCategoryPreferences,
} from './categoriesSlice';
import { createSaveThrottle, type SaveThrottle } from '@/utils/saveThrottle';

export { categoryPreferencesChangeQueued, type CategoryPreferencesTarget };

type AppThunk<R> = ThunkAction<R, RootState, ThunkExtra, UnknownAction>;
type Dispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;

interface SaveQueue {
  throttle: SaveThrottle<boolean>;
  /** The save on its way; the next one waits for it, so each rolls back to what it left. */
  inFlight: Promise<unknown>;
  /** Preferences the page already had, sent under the changes while the cache has none. */
  base?: ApiCategoryPreferences;
}

/** One queue per store (its thunk `extra`) and preferences: timers cannot live in the state. */
const queues = new WeakMap<ThunkExtra, Map<string, SaveQueue>>();

/**
 * Sends the queued changes of one category's preferences (03 §4): one save at a time, the
 * changes on top of what the cache holds then. Resolves true when they were saved (or there
 * was nothing to send); a refused save leaves its error in `preferenceSaves` and the slice
 * rolls the cache back.
 */
async function sendQueued(
  dispatch: Dispatch,
  getState: () => RootState,
  target: CategoryPreferencesTarget,
  queue: SaveQueue,
): Promise<boolean> {
  await queue.inFlight;
  const { categoryID, userID } = target;
  const changes = selectQueuedCategoryPreferences(getState(), categoryID, userID);
  if (!changes || Object.keys(changes).length === 0) return true;
  const current = selectCategoryPreferences(getState(), categoryID, userID).data;
  const preferences = { ...(current ?? queue.base), ...changes };
  // Its pending action empties the queue: what is sent is no longer waiting.
  const request = dispatch(patchCategoryPreferences({ ...target, preferences }));
  queue.inFlight = request;
  const result = await request;
  if (patchCategoryPreferences.fulfilled.match(result)) return true;
  // Another save of these preferences is on its way: the changes stay queued for later.
  if (result.meta.condition) void queue.throttle.call();
  return false;
}

function queueFor(
  dispatch: Dispatch,
  getState: () => RootState,
  extra: ThunkExtra,
  target: CategoryPreferencesTarget,
): SaveQueue {
  let byKey = queues.get(extra);
  if (!byKey) queues.set(extra, (byKey = new Map()));
  const key = preferencesKey(target);
  let queue = byKey.get(key);
  if (!queue) {
    const created: SaveQueue = {
      throttle: createSaveThrottle(() => sendQueued(dispatch, getState, target, created)),
      inFlight: Promise.resolve(),
    };
    byKey.set(key, (queue = created));
  }
  return queue;
}

/**
 * Queues changes to a category's preferences and saves them through the 1250 ms leading
 * throttle (03 §5, §9): the first change goes out at once, the rest of the window as one save
 * at its end, carrying the latest choices. Resolves true when the save that carried these
 * changes succeeded.
 */
export function changeCategoryPreferences(
  arg: CategoryPreferencesTarget & {
    changes: ApiCategoryPreferences;
    /** Preferences the page already had (a category item's `preferences`). */
    base?: ApiCategoryPreferences;
  },
): AppThunk<Promise<boolean>> {
  return (dispatch, getState, extra) => {
    const { changes, base, ...target } = arg;
    const queue = queueFor(dispatch, getState, extra, target);
    if (base) queue.base = base;
    dispatch(categoryPreferencesChangeQueued({ ...target, changes }));
    return queue.throttle.call();
  };
}

/** Sends a category's queued changes now, not at the end of the window (the dropdown left). */
export function flushCategoryPreferences(target: CategoryPreferencesTarget): AppThunk<void> {
  return (_dispatch, _getState, extra) => {
    queues.get(extra)?.get(preferencesKey(target))?.throttle.flush();
  };
}
