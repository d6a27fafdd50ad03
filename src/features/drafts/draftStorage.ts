import { type DraftContent, type DraftPlace, draftPlaceKey, isDraftMetaFor } from './draftRules';

/**
 * The local copy of a draft, one per signed-in user and place, in `localStorage` under
 * `fw:draft:v1:{userID}:{place}`. Corrupt or foreign JSON reads as nothing; a storage that is
 * missing, blocked or full is skipped (the write reports false), so typing never breaks.
 */
export const LOCAL_DRAFT_PREFIX = 'fw:draft:v1:';
const VERSION = 1;

export interface LocalDraft extends DraftContent {
  /** When the content last changed, ISO time; compared with the server's `lastSaved`. */
  lastSaved: string;
  /** The server draft this copy belongs to, once saved there. */
  draftID?: number;
  /** True when the server holds exactly this content. */
  synced: boolean;
}

interface Stored extends LocalDraft {
  v: number;
  place: string;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function localDraftKey(userID: number, place: DraftPlace): string {
  return `${LOCAL_DRAFT_PREFIX}${userID}:${draftPlaceKey(place)}`;
}

function parse(raw: string | null, place: string): LocalDraft | undefined {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const s = value as Partial<Stored>;
  if (s.v !== VERSION || s.place !== place) return undefined;
  if (typeof s.body !== 'string' || typeof s.format !== 'string') return undefined;
  if (typeof s.lastSaved !== 'string' || Number.isNaN(Date.parse(s.lastSaved))) return undefined;
  const recordType = place.split(':')[0] ?? '';
  if (!isDraftMetaFor(recordType, s.meta)) return undefined;
  const draft: LocalDraft = {
    body: s.body,
    format: s.format,
    meta: s.meta,
    lastSaved: s.lastSaved,
    synced: s.synced === true,
  };
  if (typeof s.draftID === 'number' && Number.isInteger(s.draftID)) draft.draftID = s.draftID;
  return draft;
}

/** The local copy for this user and place, or undefined (none, unreadable or not ours). */
export function readLocalDraft(userID: number, place: DraftPlace): LocalDraft | undefined {
  try {
    const raw = storage()?.getItem(localDraftKey(userID, place)) ?? null;
    return parse(raw, draftPlaceKey(place));
  } catch {
    return undefined;
  }
}

/** Writes the local copy; false when the storage is unavailable or full. */
export function writeLocalDraft(userID: number, place: DraftPlace, draft: LocalDraft): boolean {
  const store = storage();
  if (!store) return false;
  const stored: Stored = { v: VERSION, place: draftPlaceKey(place), ...draft };
  try {
    store.setItem(localDraftKey(userID, place), JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalDraft(userID: number, place: DraftPlace): void {
  try {
    storage()?.removeItem(localDraftKey(userID, place));
  } catch {
    // Nothing to do: a storage we cannot reach holds nothing of ours.
  }
}

/** Removes every local copy of this user that belongs to server draft `draftID`. */
export function removeLocalDraftsOf(userID: number, draftID: number): void {
  const store = storage();
  if (!store) return;
  const prefix = `${LOCAL_DRAFT_PREFIX}${userID}:`;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) {
      const local = parse(store.getItem(key), key.slice(prefix.length));
      if (local?.draftID === draftID) store.removeItem(key);
    }
  } catch {
    // As above.
  }
}
