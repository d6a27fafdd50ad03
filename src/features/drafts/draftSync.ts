import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiDraft } from '@/api/types/drafts';
import type { ThunkExtra } from '@/store/createLoadThunk';
import type { RootState } from '@/store/store';
import { DRAFT_LOG, logDraftProblem } from './draftLog';
import {
  DRAFT_AUTOSAVE_DEBOUNCE_MS,
  DRAFT_LOCAL_THROTTLE_MS,
  type DraftContent,
  draftPlaceKey,
  type DraftSnapshot,
  type DraftSyncConfig,
  isDraftMetaFor,
  isEmptyDraftBody,
  serverLastSaved,
} from './draftRules';
import { chooseOpening, draftInputOf, isBlankDraft } from './draftOpening';
import { Debounce, Throttle } from './draftTimers';
import { type LocalDraft, readLocalDraft, removeLocalDraft, writeLocalDraft } from './draftStorage';
import { draftPlaceChanged, draftPlaceCleared } from './draftsSlice';
import { fetchPlaceDraft, removeDraft, saveDraft } from './draftsThunks';

export type DraftDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;

/**
 * The draft of one place (03 §4): the local copy at most once per 1000 ms (leading and
 * trailing), the server copy 5000 ms after the last change with autosave on (`POST /drafts`,
 * then `PATCH /drafts/{id}`), the newer of both when opening, and both deleted on post or
 * removal. Timers live here, not in the store; the store only learns what the place holds.
 */
export class DraftSync {
  private snapshot: DraftSnapshot = { status: 'loading', initial: null, hasUnsavedChanges: false };
  private readonly listeners = new Set<() => void>();
  private readonly placeKey: string;
  private content: DraftContent | null = null;
  /** When `content` last changed (ISO), the local copy's `lastSaved`. */
  private changedAt = '';
  private version = 0;
  private readonly local = new Throttle(() => this.writeLocal(false), DRAFT_LOCAL_THROTTLE_MS);
  private readonly server = new Debounce(() => void this.saveNow(), DRAFT_AUTOSAVE_DEBOUNCE_MS);
  private saving: Promise<unknown> | undefined;
  private saveAgain = false;
  private closed = false;
  /** Bumped by each discard: a save begun before it must not revive the draft. */
  private generation = 0;
  private reported = '';

  constructor(
    private readonly dispatch: DraftDispatch,
    private readonly config: DraftSyncConfig,
  ) {
    this.placeKey = draftPlaceKey(config.place);
  }

  getSnapshot = (): DraftSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<DraftSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    const keys = Object.keys(next) as (keyof DraftSnapshot)[];
    if (keys.some((k) => next[k] !== this.snapshot[k])) {
      this.snapshot = next;
      for (const listener of this.listeners) listener();
    }
    const hasContent = this.content !== null && !isBlankDraft(this.config.place, this.content);
    const report = {
      draftID: this.snapshot.serverDraftID,
      hasContent,
      lastSaved: this.snapshot.lastSaved,
    };
    const key = JSON.stringify(report);
    if (this.closed || key === this.reported) return;
    this.reported = key;
    this.dispatch(draftPlaceChanged({ placeKey: this.placeKey, ...report }));
  }

  /** Reads the local copy and the server draft; the newer wins (03 §4). */
  async open(): Promise<void> {
    const { userID, place } = this.config;
    const local = readLocalDraft(userID, place);
    let server: ApiDraft | null | undefined;
    if (userID > 0) {
      const draftID = this.config.draftID ?? local?.draftID;
      const result = await this.dispatch(fetchPlaceDraft({ place, draftID }));
      // A failed fetch is logged by the thunk ('Error fetching draft from server'): keep local.
      server = fetchPlaceDraft.fulfilled.match(result) ? result.payload : undefined;
    }
    if (this.closed) return;
    const opening = chooseOpening(place, local, server);
    this.content = opening.content;
    this.changedAt = opening.changedAt;
    const { serverDraftID, lastSaved } = opening;
    if (opening.fromServer) this.writeLocal(true, serverDraftID);
    if (opening.needsSave) this.scheduleServerSave();
    this.set({ status: 'ready', initial: this.content, serverDraftID, lastSaved });
  }

  /** The composer's content changed. Ignored before `ready` and once the composer left. */
  update(content: DraftContent): void {
    if (this.closed || this.snapshot.status !== 'ready') return;
    if (!isDraftMetaFor(this.config.place.recordType, content.meta)) {
      logDraftProblem(DRAFT_LOG.invalidMeta, content.meta);
      return;
    }
    this.content = content;
    this.changedAt = new Date().toISOString();
    this.version += 1;
    this.local.schedule();
    this.scheduleServerSave();
    // An emptied box holds nothing to lose.
    this.set({ hasUnsavedChanges: !isBlankDraft(this.config.place, content) });
  }

  /** Writes the local copy now (or removes it when there is nothing to keep). */
  private writeLocal(synced: boolean, draftID = this.snapshot.serverDraftID): void {
    const { userID, place } = this.config;
    if (!this.content || isBlankDraft(place, this.content)) {
      removeLocalDraft(userID, place);
      return;
    }
    const local: LocalDraft = { ...this.content, lastSaved: this.changedAt, synced };
    if (draftID !== undefined) local.draftID = draftID;
    writeLocalDraft(userID, place, local);
  }

  /** Writes a pending local change at once (unmount, `pagehide`). */
  flush(): void {
    if (!this.closed) this.local.flush();
  }

  private scheduleServerSave(): void {
    if (this.config.autosave && this.config.userID > 0) this.server.schedule();
  }

  /**
   * One server save of the current content, one at a time. A discard lets go of the save on
   * its way (`saving` is cleared), so a save that hangs never holds up the next draft.
   */
  private async saveNow(): Promise<void> {
    if (this.closed || !this.content) return;
    if (this.saving) {
      this.saveAgain = true;
      return;
    }
    const saving = this.saveOnce(this.content);
    this.saving = saving;
    await saving;
    if (this.saving !== saving) return; // discarded meanwhile
    this.saving = undefined;
    if (this.saveAgain) {
      this.saveAgain = false;
      await this.saveNow();
    }
  }

  private async saveOnce(content: DraftContent): Promise<void> {
    const { place } = this.config;
    const { version, generation } = this;
    const stale = (): boolean => this.closed || generation !== this.generation;
    const draftID = this.snapshot.serverDraftID;
    if (isEmptyDraftBody(content.body, content.format)) {
      if (place.recordType === 'comment') logDraftProblem(DRAFT_LOG.emptyBody);
      // Emptied on purpose (5 s ago and still empty): the old server copy goes too.
      if (isBlankDraft(place, content) && draftID !== undefined) {
        await this.dispatch(removeDraft({ draftID, silent: true }));
        if (!stale()) this.set({ serverDraftID: undefined });
      }
      return;
    }
    const result = await this.dispatch(
      saveDraft({ draftID, input: draftInputOf(this.config.place, content, this.changedAt) }),
    );
    if (generation !== this.generation) {
      // Posted or removed meanwhile: what this late save created goes as well.
      if (saveDraft.fulfilled.match(result) && result.payload.draftID !== draftID)
        await this.dispatch(
          removeDraft({ draftID: result.payload.draftID, silent: true, keepalive: true }),
        );
      return;
    }
    if (this.closed) return; // the composer left: the saved draft stays for next time
    if (!saveDraft.fulfilled.match(result)) return; // logged by the thunk; the local copy stays
    const saved = result.payload;
    const current = version === this.version;
    this.set({
      serverDraftID: saved.draftID,
      lastSaved: serverLastSaved(saved),
      hasUnsavedChanges: !current,
    });
    if (current) this.writeLocal(true, saved.draftID);
    else if (saved.draftID !== draftID) this.writeLocal(false, saved.draftID);
  }

  private cancelTimers(): void {
    this.local.cancel();
    this.server.cancel();
  }

  private stop(): void {
    this.closed = true;
    this.cancelTimers();
  }

  /**
   * Deletes the draft locally and on the server ('Error deleting draft' logged on failure):
   * the user removed it, or the post went out (03 §4). Everything local happens at once, before
   * the first await: a caller that does not wait for the returned promise (a post) finds the
   * local copy gone and the place cleared. A save on its way is not waited for: when it answers
   * late, what it created is deleted (`saveOnce`); one waiting is dropped. The place then
   * starts afresh: the next change is a new draft. `keepalive` sends the DELETE so that it
   * outlives the page (a post goes to its discussion at once).
   */
  async discard(options: { keepalive?: boolean } = {}): Promise<void> {
    if (this.closed) return;
    this.generation += 1;
    this.saveAgain = false;
    this.saving = undefined;
    this.cancelTimers();
    removeLocalDraft(this.config.userID, this.config.place);
    const draftID = this.snapshot.serverDraftID;
    this.content = null;
    this.reported = '';
    this.dispatch(draftPlaceCleared({ placeKey: this.placeKey }));
    this.snapshot = { ...this.snapshot, hasUnsavedChanges: false, serverDraftID: undefined };
    delete this.snapshot.lastSaved;
    for (const listener of this.listeners) listener();
    if (draftID !== undefined)
      await this.dispatch(
        removeDraft({ draftID, silent: true, keepalive: options.keepalive === true }),
      );
  }

  /**
   * The composer left: the local copy is written now, a server save that was waiting goes
   * out now, and the engine stops.
   */
  dispose(): void {
    if (this.closed) return;
    this.flush();
    const pending = this.server.pending;
    this.server.cancel();
    if (pending) void this.saveNow().finally(() => this.stop());
    else this.stop();
  }
}
