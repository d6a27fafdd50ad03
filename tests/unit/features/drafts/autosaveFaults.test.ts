// The composer's server autosave under every API fault (issue 30 §2; it was the browser's
// "a failing POST /drafts or PATCH /drafts/{id} is only logged", six pages side by side waiting
// out real 5 s saves, in apiFaultsDrafts.test.ts, which keeps a refusal and the hang). A failed
// save is only logged (03 §8): the local copy keeps the text, and the next change saves it. A
// PATCH answered 404 means the draft is gone from the server: it is made again. The client's
// answer to each fault of POST /drafts and PATCH /drafts/{id} is
// tests/unit/api/faultMatrix.test.ts (drafts.apiPostDraft, drafts.apiPatchDraft).
import { http } from 'msw';
import { startDraftSync } from '@/features/drafts/draftPlaces';
import {
  DRAFT_AUTOSAVE_DEBOUNCE_MS,
  type DraftContent,
  type DraftPlace,
} from '@/features/drafts/draftRules';
import { readLocalDraft } from '@/features/drafts/draftStorage';
import { API, server } from '../../../support/msw';
import { answer, type FaultName } from '../../widgets/faultAnswers';
import { MEMBER, memberStore, rich2, serveDrafts, settle, writes } from './draftTestServer';

const PLACE: DraftPlace = {
  recordType: 'discussion',
  parentRecordType: 'category',
  parentRecordID: 4,
};
const content = (text: string): DraftContent => ({
  body: rich2(text),
  format: 'rich2',
  meta: { name: 'Autosave through faults', categoryID: 4 },
});

async function open() {
  const store = memberStore();
  const { sync } = store.dispatch(startDraftSync(PLACE));
  await settle();
  expect(sync.getSnapshot().status).toBe('ready');
  return sync;
}

/** Lets the 5000 ms autosave timer run and its request settle. */
async function autosave(): Promise<void> {
  jest.advanceTimersByTime(DRAFT_AUTOSAVE_DEBOUNCE_MS);
  await settle();
}

let warn: jest.SpyInstance;
const logged = (text: string): boolean =>
  warn.mock.calls.some((args) => args.some((a: unknown) => String(a).includes(text)));
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

type Failing = Exclude<FaultName, 'hang'>;

describe('a failed first save (POST /drafts) is only logged; the next change saves', () => {
  it.each<Failing>(['500', '403', '404', '408', 'cdn', 'malformed', 'network'])(
    '%s',
    async (fault) => {
      const { drafts } = serveDrafts();
      let failing = true;
      server.use(http.post(`${API}/drafts`, () => (failing ? answer(fault)() : undefined)));
      const sync = await open();
      sync.update(content('First.'));
      await autosave();
      expect(logged('Error autosaving draft')).toBe(true);
      expect(readLocalDraft(MEMBER.userID, PLACE)).toMatchObject({
        body: rich2('First.'),
        synced: false,
      });
      expect(sync.getSnapshot()).toMatchObject({
        serverDraftID: undefined,
        hasUnsavedChanges: true,
      });
      failing = false;
      sync.update(content('First. Second.'));
      await autosave();
      expect(drafts).toHaveLength(1);
      expect(drafts[0]?.attributes.body).toBe(rich2('First. Second.'));
      expect(sync.getSnapshot()).toMatchObject({ serverDraftID: 100, hasUnsavedChanges: false });
    },
  );
});

describe('a failed later save (PATCH /drafts/{id}) is only logged; the next change saves it all', () => {
  it.each<Failing>(['500', '403', '408', 'cdn', 'malformed', 'network'])('%s', async (fault) => {
    const { drafts, seen } = serveDrafts();
    const sync = await open();
    sync.update(content('First.'));
    await autosave();
    expect(sync.getSnapshot().serverDraftID).toBe(100);
    let failing = true;
    server.use(http.patch(`${API}/drafts/100`, () => (failing ? answer(fault)() : undefined)));
    sync.update(content('First. Second.'));
    await autosave();
    expect(logged('Error updating draft')).toBe(true);
    expect(drafts[0]?.attributes.body).toBe(rich2('First.'));
    expect(readLocalDraft(MEMBER.userID, PLACE)).toMatchObject({
      body: rich2('First. Second.'),
      synced: false,
    });
    failing = false;
    sync.update(content('First. Second. Third.'));
    await autosave();
    expect(writes(seen)).toEqual(['POST /drafts', 'PATCH /drafts/100']);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.attributes.body).toBe(rich2('First. Second. Third.'));
    expect(sync.getSnapshot().hasUnsavedChanges).toBe(false);
  });

  it('404: the draft is gone from the server, so it is made again, and nothing is logged', async () => {
    const { drafts, seen } = serveDrafts();
    const sync = await open();
    sync.update(content('First.'));
    await autosave();
    drafts.splice(0); // deleted elsewhere: the PATCH answers 404
    sync.update(content('First. Second.'));
    await autosave();
    expect(writes(seen)).toEqual(['POST /drafts', 'PATCH /drafts/100', 'POST /drafts']);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.attributes.body).toBe(rich2('First. Second.'));
    expect(logged('Error updating draft')).toBe(false);
    expect(sync.getSnapshot()).toMatchObject({ serverDraftID: 101, hasUnsavedChanges: false });
  });
});
