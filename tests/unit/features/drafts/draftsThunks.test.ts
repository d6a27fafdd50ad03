import { http, HttpResponse } from 'msw';
import type { ApiDraft } from '@/api/types/drafts';
import { hasUnpostedDraft } from '@/features/drafts/draftPlaces';
import { topLevelCommentPlace, type DraftPlace } from '@/features/drafts/draftRules';
import { readLocalDraft, writeLocalDraft } from '@/features/drafts/draftStorage';
import {
  selectDraftAction,
  selectDraftsPage,
  selectHasUnpostedTopLevelDraft,
  draftPlaceChanged,
} from '@/features/drafts/draftsSlice';
import {
  cancelDraftScheduleThunk,
  fetchDrafts,
  removeDraft,
  scheduleDraftThunk,
} from '@/features/drafts/draftsThunks';
import { selectToasts } from '@/store/toastsSlice';
import { API, server } from '../../../support/msw';
import { MEMBER, memberStore, rich2, serveDrafts } from './draftTestServer';

function draft(draftID: number, parentRecordID: number): ApiDraft {
  return {
    draftID,
    recordType: 'comment',
    recordID: null,
    parentRecordType: 'discussion',
    parentRecordID,
    attributes: {
      body: rich2(`draft ${draftID}`),
      format: 'rich2',
      draftMeta: { commentParentID: null },
    },
    draftStatus: 'draft',
    dateScheduled: null,
    insertUserID: MEMBER.userID,
    dateInserted: '2026-03-01T10:00:00.000Z',
  };
}

const placeOf = (parentRecordID: number): DraftPlace => topLevelCommentPlace(parentRecordID);

let warn: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the drafts list', () => {
  it('loads a page with its paging from the headers', async () => {
    const { seen } = serveDrafts([draft(1, 20), draft(2, 21)]);
    const store = memberStore();
    await store.dispatch(fetchDrafts({ page: 1, limit: 10 }));
    expect(seen[0]).toMatchObject({ path: '/drafts', query: { page: '1', limit: '10' } });
    expect(selectDraftsPage(store.getState(), 1)).toMatchObject({
      status: 'SUCCESS',
      data: { items: [{ draftID: 1 }, { draftID: 2 }], paging: { total: 2 } },
    });
  });

  it('removes a draft on the server, from the list and from local storage', async () => {
    const { seen } = serveDrafts([draft(1, 20), draft(2, 21)]);
    const store = memberStore();
    await store.dispatch(fetchDrafts({ page: 1 }));
    const local = {
      body: rich2('x'),
      format: 'rich2',
      meta: { commentParentID: null },
      lastSaved: '2026-03-01T10:00:00.000Z',
      synced: true,
    };
    writeLocalDraft(MEMBER.userID, placeOf(20), { ...local, draftID: 1 });
    writeLocalDraft(MEMBER.userID, placeOf(21), { ...local, draftID: 2 });
    await store.dispatch(removeDraft({ draftID: 1 }));
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', path: '/drafts/1' });
    expect(selectDraftsPage(store.getState(), 1).data).toMatchObject({
      items: [{ draftID: 2 }],
      paging: { total: 1 },
    });
    expect(readLocalDraft(MEMBER.userID, placeOf(20))).toBeUndefined();
    expect(readLocalDraft(MEMBER.userID, placeOf(21))).toMatchObject({ draftID: 2 });
    expect(selectDraftAction(store.getState(), 1)).toMatchObject({
      status: 'SUCCESS',
      kind: 'delete',
    });
  });

  it('schedules a draft and cancels the schedule, the answer replacing the listed draft', async () => {
    serveDrafts([draft(1, 20)]);
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${API}/drafts/schedule/1`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          ...draft(1, 20),
          draftStatus: 'scheduled',
          dateScheduled: '2031-01-01T09:00:00.000Z',
        });
      }),
      http.patch(`${API}/drafts/cancel-schedule/1`, () => HttpResponse.json(draft(1, 20))),
    );
    const store = memberStore();
    await store.dispatch(fetchDrafts({ page: 1 }));
    await store.dispatch(
      scheduleDraftThunk({
        draftID: 1,
        dateScheduled: '2031-01-01T09:00:00.000Z',
        publishedSilently: true,
      }),
    );
    expect(bodies).toEqual([
      { dateScheduled: '2031-01-01T09:00:00.000Z', publishedSilently: true },
    ]);
    expect(selectDraftsPage(store.getState(), 1).data?.items[0]).toMatchObject({
      draftStatus: 'scheduled',
      dateScheduled: '2031-01-01T09:00:00.000Z',
    });
    await store.dispatch(cancelDraftScheduleThunk({ draftID: 1 }));
    expect(selectDraftsPage(store.getState(), 1).data?.items[0]).toMatchObject({
      draftStatus: 'draft',
      dateScheduled: null,
    });
  });

  it('shows the server message in a toast and logs the 03 §8 text when scheduling fails', async () => {
    serveDrafts([draft(1, 20)]);
    server.use(
      http.patch(`${API}/drafts/schedule/1`, () =>
        HttpResponse.json(
          { message: 'dateScheduled must be in the future.', status: 422 },
          { status: 422 },
        ),
      ),
    );
    const store = memberStore();
    await store.dispatch(scheduleDraftThunk({ draftID: 1, dateScheduled: '2001-01-01T00:00:00Z' }));
    expect(selectDraftAction(store.getState(), 1)).toMatchObject({
      status: 'ERROR',
      kind: 'schedule',
      error: { message: 'dateScheduled must be in the future.' },
    });
    expect(selectToasts(store.getState()).map((toast) => toast.body)).toEqual([
      'dateScheduled must be in the future.',
    ]);
    expect(warn).toHaveBeenCalledWith('[forum-widgets] Error scheduling draft', expect.anything());
  });

  it('raises no toast for a silent removal, only the log', async () => {
    serveDrafts();
    server.use(
      http.delete(`${API}/drafts/3`, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const store = memberStore();
    await store.dispatch(removeDraft({ draftID: 3, silent: true }));
    expect(selectToasts(store.getState())).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[forum-widgets] Error deleting draft', expect.anything());
  });
});

describe('an unposted top-level draft', () => {
  it('is known from the open engine’s report, else from the local copy', () => {
    const store = memberStore();
    expect(store.dispatch(hasUnpostedDraft(placeOf(20)))).toBe(false);
    writeLocalDraft(MEMBER.userID, placeOf(20), {
      body: rich2('unposted'),
      format: 'rich2',
      meta: { commentParentID: null },
      lastSaved: '2026-03-01T10:00:00.000Z',
      synced: false,
    });
    expect(store.dispatch(hasUnpostedDraft(placeOf(20)))).toBe(true);
    expect(selectHasUnpostedTopLevelDraft(store.getState(), 20)).toBe(false);
    store.dispatch(draftPlaceChanged({ placeKey: 'comment:-:discussion:20', hasContent: true }));
    expect(selectHasUnpostedTopLevelDraft(store.getState(), 20)).toBe(true);
    store.dispatch(draftPlaceChanged({ placeKey: 'comment:-:discussion:20', hasContent: false }));
    expect(store.dispatch(hasUnpostedDraft(placeOf(20)))).toBe(false);
  });
});
