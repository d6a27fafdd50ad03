import { http, HttpResponse } from 'msw';
import type { ApiDraft } from '@/api/types/drafts';
import { startDraftSync } from '@/features/drafts/draftPlaces';
import {
  DRAFT_AUTOSAVE_DEBOUNCE_MS,
  DRAFT_LOCAL_THROTTLE_MS,
  type DraftContent,
  type DraftPlace,
} from '@/features/drafts/draftRules';
import { localDraftKey, readLocalDraft, writeLocalDraft } from '@/features/drafts/draftStorage';
import { selectPlaceDraft } from '@/features/drafts/draftsSlice';
import { API, server } from '../../../support/msw';
import { MEMBER, memberStore, rich2, serveDrafts, settle, writes } from './draftTestServer';

const PLACE: DraftPlace = {
  recordType: 'comment',
  parentRecordType: 'discussion',
  parentRecordID: 20,
};
const comment = (text: string): DraftContent => ({
  body: rich2(text),
  format: 'rich2',
  meta: { commentParentID: null },
});
const KEY = localDraftKey(MEMBER.userID, PLACE);

function serverDraft(draftID: number, text: string, lastSaved: string): ApiDraft {
  return {
    draftID,
    recordType: 'comment',
    recordID: null,
    parentRecordType: 'discussion',
    parentRecordID: 20,
    attributes: {
      body: rich2(text),
      format: 'rich2',
      draftType: 'comment',
      draftMeta: { commentParentID: null },
      lastSaved,
    },
    draftStatus: 'draft',
    dateScheduled: null,
    insertUserID: MEMBER.userID,
    dateInserted: lastSaved,
    dateUpdated: lastSaved,
  };
}

async function open(values: Record<string, unknown> = {}, place = PLACE) {
  const store = memberStore(values);
  const { sync, stop } = store.dispatch(startDraftSync(place));
  await settle();
  expect(sync.getSnapshot().status).toBe('ready');
  return { store, sync, stop };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-03-01T12:00:00Z'),
    doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
  });
  window.localStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the local copy', () => {
  it('is written at most once per 1000 ms, the first and the last change included', async () => {
    serveDrafts();
    const { sync } = await open();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const ownWrites = (): number => setItem.mock.calls.filter(([key]) => key === KEY).length;
    sync.update(comment('a'));
    expect(ownWrites()).toBe(1);
    jest.advanceTimersByTime(300);
    sync.update(comment('ab'));
    jest.advanceTimersByTime(300);
    sync.update(comment('abc'));
    expect(ownWrites()).toBe(1);
    jest.advanceTimersByTime(DRAFT_LOCAL_THROTTLE_MS - 600 - 1);
    expect(ownWrites()).toBe(1);
    jest.advanceTimersByTime(1);
    expect(ownWrites()).toBe(2);
    expect(readLocalDraft(MEMBER.userID, PLACE)?.body).toBe(rich2('abc'));
  });

  it('is written at once when the composer leaves, inside the throttle window', async () => {
    serveDrafts();
    const { sync, stop } = await open({ 'drafts.autosave': false });
    sync.update(comment('first'));
    sync.update(comment('second'));
    stop();
    expect(readLocalDraft(MEMBER.userID, PLACE)?.body).toBe(rich2('second'));
  });

  it('ignores corrupt, foreign and other-version copies', async () => {
    serveDrafts();
    const other = localDraftKey(MEMBER.userID, { ...PLACE, parentRecordID: 21 });
    for (const raw of [
      'not json',
      JSON.stringify({ v: 2, place: 'comment:-:discussion:20', body: 'x' }),
      // A copy of another place stored under this place's key.
      window.localStorage.getItem(other) ??
        JSON.stringify({ v: 1, place: 'comment:-:discussion:21' }),
      JSON.stringify({
        ...comment('x'),
        v: 1,
        place: 'comment:-:discussion:20',
        lastSaved: 'soon',
      }),
    ]) {
      window.localStorage.setItem(KEY, raw);
      const { sync } = await open();
      expect(sync.getSnapshot().initial).toBeNull();
    }
  });

  it('keeps typing and saving to the server when the storage is full', async () => {
    const { seen } = serveDrafts();
    const { sync } = await open();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => sync.update(comment('still typing'))).not.toThrow();
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(writes(seen)).toEqual(['POST /drafts']);
    expect(sync.getSnapshot().serverDraftID).toBe(100);
  });
});

describe('the server copy', () => {
  it('is saved 5000 ms after the last change: POST first, then PATCH with its ID', async () => {
    const { seen } = serveDrafts();
    const { store, sync } = await open();
    sync.update(comment('one'));
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS - 1);
    sync.update(comment('two'));
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS - 1);
    await settle();
    expect(writes(seen)).toEqual([]);
    expect(sync.getSnapshot().hasUnsavedChanges).toBe(true);
    jest.advanceTimersByTime(1);
    await settle();
    expect(writes(seen)).toEqual(['POST /drafts']);
    expect(seen.at(-1)?.body).toMatchObject({
      recordType: 'comment',
      parentRecordType: 'discussion',
      parentRecordID: 20,
      attributes: {
        body: rich2('two'),
        format: 'rich2',
        draftType: 'comment',
        draftMeta: { commentParentID: null },
      },
    });
    expect(sync.getSnapshot()).toMatchObject({ serverDraftID: 100, hasUnsavedChanges: false });
    expect(readLocalDraft(MEMBER.userID, PLACE)).toMatchObject({ draftID: 100, synced: true });
    expect(selectPlaceDraft(store.getState(), PLACE)).toMatchObject({
      draftID: 100,
      hasContent: true,
    });

    sync.update(comment('three'));
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(writes(seen)).toEqual(['POST /drafts', 'PATCH /drafts/100']);
    expect(seen.at(-1)?.body).toMatchObject({ attributes: { body: rich2('three') } });
  });

  it('is never sent with drafts.autosave false; the local copy still is', async () => {
    const { seen } = serveDrafts();
    const { sync } = await open({ 'drafts.autosave': false });
    sync.update(comment('local only'));
    jest.advanceTimersByTime(20000);
    await settle();
    expect(writes(seen)).toEqual([]);
    expect(readLocalDraft(MEMBER.userID, PLACE)?.body).toBe(rich2('local only'));
    expect(sync.getSnapshot().hasUnsavedChanges).toBe(true);
  });

  it('keeps the local copy and logs when a save fails', async () => {
    serveDrafts();
    server.use(
      http.post(`${API}/drafts`, () => HttpResponse.json({ message: 'no' }, { status: 500 })),
    );
    const { sync } = await open();
    sync.update(comment('kept'));
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(warn).toHaveBeenCalledWith('[forum-widgets] Error autosaving draft', expect.anything());
    expect(readLocalDraft(MEMBER.userID, PLACE)).toMatchObject({
      body: rich2('kept'),
      synced: false,
    });
    expect(sync.getSnapshot().hasUnsavedChanges).toBe(true);
  });
});

describe('a server save answered 408 (success without a draft, 01 §7)', () => {
  it('is a failed save: logged, nothing thrown, the local copy stays, and the next change saves again', async () => {
    const { seen, drafts } = serveDrafts();
    let timeouts = 1;
    server.use(
      http.post(`${API}/drafts`, () =>
        timeouts-- > 0
          ? HttpResponse.json({ message: 'Request timeout', status: 408 }, { status: 408 })
          : undefined,
      ),
    );
    const { sync } = await open();
    sync.update(comment('answered 408'));
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(warn).toHaveBeenCalledWith('[forum-widgets] Error autosaving draft', expect.anything());
    expect(sync.getSnapshot()).toMatchObject({ serverDraftID: undefined, hasUnsavedChanges: true });
    expect(readLocalDraft(MEMBER.userID, PLACE)).toMatchObject({
      body: rich2('answered 408'),
      synced: false,
    });
    sync.update(comment('answered 408, then more'));
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(writes(seen)).toEqual(['POST /drafts']); // the 408 handler records nothing
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.attributes.body).toBe(rich2('answered 408, then more'));
    expect(sync.getSnapshot()).toMatchObject({ serverDraftID: 100, hasUnsavedChanges: false });
  });
});

describe('opening a place', () => {
  it('takes the server draft when it is newer than the local copy', async () => {
    serveDrafts([serverDraft(7, 'from the server', '2026-03-01T11:00:00.000Z')]);
    writeLocalDraft(MEMBER.userID, PLACE, {
      ...comment('older local'),
      lastSaved: '2026-03-01T10:00:00.000Z',
      synced: false,
    });
    const { sync } = await open();
    expect(sync.getSnapshot()).toMatchObject({
      initial: { body: rich2('from the server') },
      serverDraftID: 7,
    });
    expect(readLocalDraft(MEMBER.userID, PLACE)).toMatchObject({
      body: rich2('from the server'),
      draftID: 7,
      synced: true,
    });
  });

  it('keeps the local copy when it is newer, and sends it to the server draft', async () => {
    const { seen } = serveDrafts([serverDraft(7, 'older server', '2026-03-01T10:00:00.000Z')]);
    writeLocalDraft(MEMBER.userID, PLACE, {
      ...comment('newer local'),
      lastSaved: '2026-03-01T11:00:00.000Z',
      draftID: 7,
      synced: false,
    });
    const { sync } = await open();
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/drafts/7/edit' });
    expect(sync.getSnapshot()).toMatchObject({
      initial: { body: rich2('newer local') },
      serverDraftID: 7,
    });
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(writes(seen)).toEqual(['PATCH /drafts/7']);
  });

  it('asks for the drafts of the place when it knows no draft ID', async () => {
    const { seen } = serveDrafts([
      { ...serverDraft(8, 'another discussion', '2026-03-01T11:00:00.000Z'), parentRecordID: 21 },
      serverDraft(9, 'this discussion', '2026-03-01T10:00:00.000Z'),
    ]);
    const { sync } = await open();
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: '/drafts',
      query: { recordType: 'comment', parentRecordType: 'discussion', parentRecordID: '20' },
    });
    expect(sync.getSnapshot()).toMatchObject({
      initial: { body: rich2('this discussion') },
      serverDraftID: 9,
    });
  });

  it('falls back to the local copy when the server fetch fails, and logs it', async () => {
    server.use(
      http.get(`${API}/drafts/:id/edit`, () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    writeLocalDraft(MEMBER.userID, PLACE, {
      ...comment('safe locally'),
      lastSaved: '2026-03-01T09:00:00.000Z',
      draftID: 7,
      synced: true,
    });
    const { sync } = await open();
    expect(sync.getSnapshot()).toMatchObject({
      status: 'ready',
      initial: { body: rich2('safe locally') },
      serverDraftID: 7,
    });
    expect(warn).toHaveBeenCalledWith(
      '[forum-widgets] Error fetching draft from server',
      expect.anything(),
    );
  });
});

describe('draft validation', () => {
  it('refuses an empty comment draft: no server save, no local copy, logged', async () => {
    const { seen } = serveDrafts();
    const { sync } = await open();
    sync.update(comment(''));
    sync.update(comment('   '));
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS + DRAFT_LOCAL_THROTTLE_MS);
    await settle();
    expect(writes(seen)).toEqual([]);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith('[forum-widgets] Invalid draft, no body content');
    expect(sync.getSnapshot().hasUnsavedChanges).toBe(false);
  });

  it('deletes the server draft once an emptied comment stays empty for 5000 ms', async () => {
    const { seen } = serveDrafts([serverDraft(7, 'old text', '2026-03-01T11:00:00.000Z')]);
    const { sync } = await open();
    sync.update(comment(''));
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(writes(seen)).toEqual(['DELETE /drafts/7']);
    expect(sync.getSnapshot().serverDraftID).toBeUndefined();
  });

  it('rejects and logs a server draft whose meta does not fit its record type', async () => {
    serveDrafts([
      {
        ...serverDraft(7, 'odd', '2026-03-01T11:00:00.000Z'),
        attributes: { body: rich2('odd'), format: 'rich2', draftMeta: { name: 'A title' } },
      },
    ]);
    const { sync } = await open();
    expect(sync.getSnapshot().initial).toBeNull();
    expect(warn).toHaveBeenCalledWith('[forum-widgets] Invalid draft meta', expect.anything());
  });

  it('rejects and logs content with unrecognised meta: nothing is stored', async () => {
    const { seen } = serveDrafts();
    const { sync } = await open();
    sync.update({ body: rich2('text'), format: 'rich2', meta: { title: 'x' } as never });
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS + DRAFT_LOCAL_THROTTLE_MS);
    await settle();
    expect(warn).toHaveBeenCalledWith('[forum-widgets] Invalid draft meta', { title: 'x' });
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(writes(seen)).toEqual([]);
  });
});

describe('article and event drafts (03 §3: record types of drafts)', () => {
  it.each(['article', 'event'] as const)(
    'saves and reopens a %s draft instead of rejecting its meta',
    async (recordType) => {
      const place: DraftPlace = { recordType, parentRecordType: 'category', parentRecordID: 2 };
      const { seen } = serveDrafts();
      const { sync, stop } = await open({}, place);
      sync.update({ body: rich2('Notes'), format: 'rich2', meta: { name: 'A title' } });
      jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS);
      await settle();
      expect(warn).not.toHaveBeenCalled();
      expect(writes(seen)).toEqual(['POST /drafts']);
      expect(seen.at(-1)?.body).toMatchObject({
        recordType,
        attributes: { draftType: recordType, draftMeta: { name: 'A title' }, name: 'A title' },
      });
      stop();
      const again = await open({}, place);
      expect(again.sync.getSnapshot().initial).toMatchObject({ meta: { name: 'A title' } });
    },
  );
});

describe('group drafts (03 §2, §3)', () => {
  it('writes the group as attributes.groupID on a discussion draft of a group', async () => {
    const place: DraftPlace = {
      recordType: 'discussion',
      parentRecordType: 'group',
      parentRecordID: 4,
    };
    const { seen } = serveDrafts();
    const { sync } = await open({}, place);
    sync.update({ body: rich2('Plans'), format: 'rich2', meta: { name: 'Group plans' } });
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(seen.at(-1)?.body).toMatchObject({
      recordType: 'discussion',
      parentRecordType: 'group',
      parentRecordID: 4,
      attributes: { groupID: 4, name: 'Group plans' },
    });
  });
});

describe('removing', () => {
  it('deletes the draft locally and on the server, and saves nothing after', async () => {
    const { seen } = serveDrafts();
    const { store, sync } = await open();
    sync.update(comment('to remove'));
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await settle();
    sync.update(comment('to remove, more'));
    await sync.discard();
    await settle();
    jest.advanceTimersByTime(10000);
    await settle();
    expect(writes(seen)).toEqual(['POST /drafts', 'DELETE /drafts/100']);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(selectPlaceDraft(store.getState(), PLACE)).toBeUndefined();
    expect(sync.getSnapshot()).toMatchObject({
      hasUnsavedChanges: false,
      serverDraftID: undefined,
    });
  });

  it('starts a new draft at the place after a removal', async () => {
    const { seen } = serveDrafts();
    const { sync } = await open();
    sync.update(comment('first draft'));
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await settle();
    await sync.discard();
    await settle();
    sync.update(comment('second draft'));
    expect(readLocalDraft(MEMBER.userID, PLACE)).toMatchObject({ body: rich2('second draft') });
    jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS);
    await settle();
    expect(writes(seen)).toEqual(['POST /drafts', 'DELETE /drafts/100', 'POST /drafts']);
    expect(sync.getSnapshot().serverDraftID).toBe(101);
  });

  it('logs a failed delete', async () => {
    serveDrafts([serverDraft(7, 'text', '2026-03-01T11:00:00.000Z')]);
    server.use(
      http.delete(`${API}/drafts/:id`, () => HttpResponse.json({ message: 'no' }, { status: 500 })),
    );
    const { sync } = await open();
    await sync.discard();
    expect(warn).toHaveBeenCalledWith('[forum-widgets] Error deleting draft', expect.anything());
  });
});
