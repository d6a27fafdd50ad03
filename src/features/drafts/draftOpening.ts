import type { ApiDraft, ApiDraftInput } from '@/api/types/drafts';
import { DRAFT_LOG, logDraftProblem } from './draftLog';
import {
  type DraftContent,
  type DraftPlace,
  isDraftMetaFor,
  isEmptyDraftBody,
  serverLastSaved,
} from './draftRules';
import type { LocalDraft } from './draftStorage';

/** A text (or a discussion's text and title) with nothing in it is no draft at all. */
export function isBlankDraft(place: DraftPlace, content: DraftContent): boolean {
  const emptyBody = isEmptyDraftBody(content.body, content.format);
  if (place.recordType === 'comment') return emptyBody;
  const name = (content.meta as { name?: string }).name ?? '';
  return emptyBody && name.trim() === '';
}

export function draftContentOf(draft: ApiDraft): DraftContent {
  const { body, format, draftMeta } = draft.attributes;
  return { body, format, meta: draftMeta as DraftContent['meta'] };
}

export interface Opening {
  content: DraftContent | null;
  /** When the content last changed (ISO); '' when there is none. */
  changedAt: string;
  serverDraftID?: number;
  /** The server's `lastSaved` when its draft won. */
  lastSaved?: string;
  /** The content came from the server, so the local copy is now the same as the server's. */
  fromServer: boolean;
  /** The local copy won and the server has not seen it: send it. */
  needsSave: boolean;
}

/**
 * What a composer opens with (03 §4): the newer of the local copy and the server draft (the
 * server on a tie). `server` is the fetched draft, null when the server has none, undefined
 * when the fetch failed (then the local copy stands, with the draft ID it remembers). A
 * server draft without recognised meta ('Invalid draft meta') or an empty comment draft
 * ('Invalid draft, no body content') is logged and ignored, but its ID is kept to save over it.
 */
export function chooseOpening(
  place: DraftPlace,
  local: LocalDraft | undefined,
  fetched: ApiDraft | null | undefined,
): Opening {
  let server = fetched;
  const serverID = server ? server.draftID : server === null ? undefined : local?.draftID;
  if (server && !isDraftMetaFor(server.recordType, server.attributes.draftMeta)) {
    logDraftProblem(DRAFT_LOG.invalidMeta, server);
    server = undefined;
  } else if (server && isBlankDraft(place, draftContentOf(server))) {
    if (place.recordType === 'comment') logDraftProblem(DRAFT_LOG.emptyBody);
    server = undefined;
  }
  if (server && (!local || Date.parse(serverLastSaved(server)) >= Date.parse(local.lastSaved))) {
    const lastSaved = serverLastSaved(server);
    return {
      content: draftContentOf(server),
      changedAt: lastSaved,
      serverDraftID: server.draftID,
      lastSaved,
      fromServer: true,
      needsSave: false,
    };
  }
  if (!local)
    return {
      content: null,
      changedAt: '',
      serverDraftID: serverID,
      fromServer: false,
      needsSave: false,
    };
  return {
    content: { body: local.body, format: local.format, meta: local.meta },
    changedAt: local.lastSaved,
    serverDraftID: serverID,
    fromServer: false,
    needsSave: !local.synced || local.draftID !== serverID,
  };
}

/** The body of `POST /drafts` and `PATCH /drafts/{id}` for a place's content. */
export function draftInputOf(
  place: DraftPlace,
  content: DraftContent,
  changedAt: string,
): ApiDraftInput {
  return {
    recordType: place.recordType,
    ...(place.recordID === undefined ? {} : { recordID: place.recordID }),
    parentRecordType: place.parentRecordType,
    parentRecordID: place.parentRecordID ?? null,
    attributes: {
      body: content.body,
      format: content.format,
      draftType: place.recordType,
      draftMeta: content.meta,
      lastSaved: changedAt,
      ...('name' in content.meta ? { name: content.meta.name } : {}),
      // A group's post (03 §2, §3): the group rides in the attributes too (04 §6 `groupID`).
      ...(place.parentRecordType === 'group' && place.parentRecordID !== undefined
        ? { groupID: place.parentRecordID }
        : {}),
    },
  };
}
