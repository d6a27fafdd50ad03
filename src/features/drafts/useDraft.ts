import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { t } from '@/i18n/translate';
import { useAppDispatch } from '@/store/hooks';
import { discardPlaceDraft, type DraftSyncOptions, startDraftSync } from './draftPlaces';
import type { DraftContent, DraftPlace, DraftSnapshot } from './draftRules';
import type { DraftSync } from './draftSync';

export interface UseDraftResult extends DraftSnapshot {
  /** The composer's content changed (ignored until `status` is `ready`). */
  update: (content: DraftContent) => void;
  /** The user removed the draft: gone locally and on the server. */
  remove: () => Promise<void>;
  /** The post went out: the draft goes locally and on the server, and nothing more is saved. */
  markPosted: () => Promise<void>;
}

const LOADING: DraftSnapshot = { status: 'loading', initial: null, hasUnsavedChanges: false };

/** The engine a hook instance uses, as an external store React can subscribe to. */
class EngineSlot {
  engine: DraftSync | undefined;
  private readonly listeners = new Set<() => void>();
  private unsubscribe: (() => void) | undefined;

  attach(engine: DraftSync | undefined): void {
    this.unsubscribe?.();
    this.engine = engine;
    this.unsubscribe = engine?.subscribe(() => this.notify());
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): DraftSnapshot => this.engine?.getSnapshot() ?? LOADING;
}

/**
 * The draft of one place for a composer (03 §4): `initial` once `status` is `ready` (the
 * newer of the local copy and the server draft), `update` on every change, `remove`, and
 * `markPosted`. The local copy is written at once when the composer unmounts or the page is
 * hidden (`pagehide`). Pair with `useUnsavedChangesPrompt(hasUnsavedChanges)`.
 */
export function useDraft(place: DraftPlace, options: DraftSyncOptions = {}): UseDraftResult {
  const dispatch = useAppDispatch();
  const [slot] = useState(() => new EngineSlot());
  const { recordType, recordID, parentRecordType, parentRecordID } = place;
  const { autosave, draftID } = options;
  useEffect(() => {
    const placeArg = { recordType, recordID, parentRecordType, parentRecordID };
    const started = dispatch(startDraftSync(placeArg, { autosave, draftID }));
    slot.attach(started.sync);
    const onPageHide = (): void => started.sync.flush();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      started.stop();
      slot.attach(undefined);
    };
  }, [dispatch, slot, recordType, recordID, parentRecordType, parentRecordID, autosave, draftID]);
  const snapshot = useSyncExternalStore(slot.subscribe, slot.getSnapshot);
  const update = useCallback((content: DraftContent) => slot.engine?.update(content), [slot]);
  const remove = useCallback(async () => {
    await slot.engine?.discard();
  }, [slot]);
  const markPosted = useCallback(async () => {
    const placeArg = { recordType, recordID, parentRecordType, parentRecordID };
    await dispatch(discardPlaceDraft({ place: placeArg }));
  }, [dispatch, recordType, recordID, parentRecordType, parentRecordID]);
  return useMemo(
    () => ({ ...snapshot, update, remove, markPosted }),
    [snapshot, update, remove, markPosted],
  );
}

/**
 * While `active`, leaving the page asks first ('You have unsaved changes', 03 §8). Browsers
 * show their own wording for a `beforeunload` prompt; `message` is what older ones display.
 */
export function useUnsavedChangesPrompt(
  active: boolean,
  message: string = t('You have unsaved changes'),
): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent): string => {
      event.preventDefault();
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, message]);
}
