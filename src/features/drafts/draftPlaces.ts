import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { selectConfigFlag } from '@/store/configFlags';
import type { ThunkExtra } from '@/store/createLoadThunk';
import type { RootState } from '@/store/store';
import { isBlankDraft } from './draftOpening';
import {
  DRAFT_AUTOSAVE_CONFIG_KEY,
  type DraftPlace,
  draftPlaceKey,
  type DraftSyncConfig,
} from './draftRules';
import { readLocalDraft, removeLocalDraft } from './draftStorage';
import { DraftSync } from './draftSync';
import { draftPlaceCleared, selectPlaceDraft } from './draftsSlice';
import { removeDraft, selectDraftUserID } from './draftsThunks';

type AppThunk<R> = ThunkAction<R, RootState, ThunkExtra, UnknownAction>;

/** The engines open on this page, per store (its thunk `extra`) and place: timers cannot live in the state. */
const engines = new WeakMap<ThunkExtra, Map<string, DraftSync>>();

function enginesOf(extra: ThunkExtra): Map<string, DraftSync> {
  let byPlace = engines.get(extra);
  if (!byPlace) engines.set(extra, (byPlace = new Map()));
  return byPlace;
}

export interface DraftSyncOptions {
  /** Overrides the config value `drafts.autosave` (default true). */
  autosave?: boolean;
  /** A server draft to open, e.g. from a 'Navigate to Draft' or drafts page link. */
  draftID?: number;
}

/**
 * Starts the draft engine of a place for the signed-in user and opens it (local copy and
 * server draft). `stop` writes the local copy, sends a waiting server save and forgets it.
 */
export function startDraftSync(
  place: DraftPlace,
  options: DraftSyncOptions = {},
): AppThunk<{ sync: DraftSync; stop: () => void }> {
  return (dispatch, getState, extra) => {
    const state = getState();
    const config: DraftSyncConfig = {
      userID: selectDraftUserID(state),
      place,
      autosave: options.autosave ?? selectConfigFlag(state, DRAFT_AUTOSAVE_CONFIG_KEY),
      ...(options.draftID === undefined ? {} : { draftID: options.draftID }),
    };
    const sync = new DraftSync(dispatch, config);
    const key = draftPlaceKey(place);
    enginesOf(extra).set(key, sync);
    void sync.open();
    const stop = (): void => {
      sync.dispose();
      if (enginesOf(extra).get(key) === sync) enginesOf(extra).delete(key);
    };
    return { sync, stop };
  };
}

/**
 * After a post: the draft goes, locally and on the server (03 §4). An engine open on the page
 * for the place (or holding server draft `draftID`) discards it and stops saving; otherwise
 * the place's local copy is removed and the server draft (`draftID`, else the one the local
 * copy names) deleted, with every local copy of it. Failures are only logged.
 *
 * All of the local part is done before this returns its promise, which settles when the
 * server deletions have: a post does not wait for them (a DELETE that hangs must not hold the
 * post), and with `keepalive` they outlive the page the post leaves.
 */
export function discardPlaceDraft(arg: {
  place?: DraftPlace;
  draftID?: number;
  keepalive?: boolean;
}): AppThunk<Promise<void>> {
  return (dispatch, getState, extra) => {
    const { place, draftID } = arg;
    const keepalive = arg.keepalive === true;
    const open = [...enginesOf(extra).entries()].filter(
      ([key, sync]) =>
        (place !== undefined && key === draftPlaceKey(place)) ||
        (draftID !== undefined && sync.getSnapshot().serverDraftID === draftID),
    );
    const discarded = new Set(open.map(([, sync]) => sync.getSnapshot().serverDraftID));
    const userID = selectDraftUserID(getState());
    const local = place ? readLocalDraft(userID, place) : undefined;
    const deletions: Promise<unknown>[] = open.map(([, sync]) => sync.discard({ keepalive }));
    if (place) {
      removeLocalDraft(userID, place);
      dispatch(draftPlaceCleared({ placeKey: draftPlaceKey(place) }));
    }
    const serverID = draftID ?? local?.draftID;
    if (serverID !== undefined && !discarded.has(serverID))
      deletions.push(dispatch(removeDraft({ draftID: serverID, silent: true, keepalive })));
    return Promise.all(deletions).then(() => undefined);
  };
}

/**
 * True when the place holds an unposted draft: what its open engine reported, else its local
 * copy. The comment box asks this for the top-level box before a reply ('Discard Draft').
 */
export function hasUnpostedDraft(place: DraftPlace): AppThunk<boolean> {
  return (_dispatch, getState) => {
    const state = getState();
    const reported = selectPlaceDraft(state, place);
    if (reported) return reported.hasContent;
    const local = readLocalDraft(selectDraftUserID(state), place);
    return local !== undefined && !isBlankDraft(place, local);
  };
}
