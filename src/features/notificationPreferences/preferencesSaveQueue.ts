import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiNotificationPreferences } from '@/api/types/misc';
import type { ThunkExtra } from '@/store/createLoadThunk';
import type { RootState } from '@/store/store';
import { createSaveThrottle, type SaveThrottle } from '@/utils/saveThrottle';
import {
  patchNotificationPreferences,
  preferencesChangeQueued,
  selectQueuedNotificationPreferences,
} from './notificationPreferencesSlice';

type AppThunk<R> = ThunkAction<R, RootState, ThunkExtra, UnknownAction>;
type Dispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;

interface SaveQueue {
  throttle: SaveThrottle<boolean>;
  /** The save on its way; the next one waits for it, so each rolls back to what it left. */
  inFlight: Promise<unknown>;
}

/** One queue per store (its thunk `extra`) and user: timers cannot live in the state. */
const queues = new WeakMap<ThunkExtra, Map<number, SaveQueue>>();

/**
 * Sends the user's queued changes as one `PATCH /notification-preferences/{userID}`, after
 * the save before it answered. Resolves true when saved (or nothing was waiting); a refused
 * save rolls back with its toast (notificationPreferencesToasts.ts).
 */
async function sendQueued(
  dispatch: Dispatch,
  getState: () => RootState,
  userID: number,
  queue: SaveQueue,
): Promise<boolean> {
  await queue.inFlight;
  const changes = selectQueuedNotificationPreferences(getState(), userID);
  if (!changes || Object.keys(changes).length === 0) return true;
  // Its pending action empties the queue: what is sent is no longer waiting.
  const request = dispatch(patchNotificationPreferences({ userID, preferences: { ...changes } }));
  queue.inFlight = request;
  const result = await request;
  if (patchNotificationPreferences.fulfilled.match(result)) return true;
  // Another save of these settings (not sent through this queue) is on its way: the changes
  // stay queued for the next window.
  if (result.meta.condition) void queue.throttle.call();
  return false;
}

function queueFor(
  dispatch: Dispatch,
  getState: () => RootState,
  extra: ThunkExtra,
  userID: number,
): SaveQueue {
  let byUser = queues.get(extra);
  if (!byUser) queues.set(extra, (byUser = new Map()));
  let queue = byUser.get(userID);
  if (!queue) {
    const created: SaveQueue = {
      throttle: createSaveThrottle(() => sendQueued(dispatch, getState, userID, created)),
      inFlight: Promise.resolve(),
    };
    byUser.set(userID, (queue = created));
  }
  return queue;
}

/**
 * A change on the settings page (03 §5, §9): shown at once, saved through the preference
 * save throttle shared with the category preferences (`src/utils/saveThrottle.ts`): the
 * first change goes out at once, every later change of the 1250 ms window (a repeat click
 * on the same box too) waits in the queue and goes out as one save when the window ends,
 * with the latest choices. Resolves true when the save that carried the change succeeded.
 */
export function changeNotificationPreferences(arg: {
  userID: number;
  changes: ApiNotificationPreferences;
}): AppThunk<Promise<boolean>> {
  return (dispatch, getState, extra) => {
    const queue = queueFor(dispatch, getState, extra, arg.userID);
    dispatch(preferencesChangeQueued(arg));
    return queue.throttle.call();
  };
}

/** Sends the user's waiting changes now, not at the end of the window (the page left). */
export function flushNotificationPreferences(userID: number): AppThunk<void> {
  return (_dispatch, _getState, extra) => {
    queues.get(extra)?.get(userID)?.throttle.flush();
  };
}
