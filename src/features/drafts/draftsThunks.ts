import {
  apiDeleteDraft,
  apiGetDraftEdit,
  apiGetDrafts,
  apiPatchDraft,
  apiPatchDraftCancelSchedule,
  apiPatchDraftSchedule,
  apiPostDraft,
} from '@/api/endpoints/drafts';
import { failureStatus } from '@/api/apiError';
import type { Paging } from '@/api/paging';
import type { ApiDraft, ApiDraftInput } from '@/api/types/drafts';
import { createLoadThunk } from '@/store/createLoadThunk';
import { selectCurrentUser } from '@/store/currentUserSlice';
import type { Loadable } from '@/store/loadable';
import type { RootState } from '@/store/store';
import { DRAFT_LOG, logDraftProblem } from './draftLog';
import { type DraftPlace, draftMatchesPlace } from './draftRules';
import { removeLocalDraftsOf } from './draftStorage';

/*
 * The drafts thunks, apart from `draftsSlice.ts` only because one file would pass 250 lines.
 * The split is one-way: the slice imports the thunks to handle their actions, and the thunks
 * read the slice's state (for `condition`) through `RootState`, a type-only import, so neither
 * module loads the other in a cycle. The state is undefined until the slice is injected.
 */
/**
 * The drafts list's actions (delete, schedule, cancel a schedule) share one failure toast: a
 * later failure replaces it (03 §8). A `silent` removal (the composer cleaning up after
 * posting) raises none; the 03 §8 texts themselves are only logged (draftLog.ts).
 */
export const DRAFTS_ACTION_TOAST = 'drafts-action';

const pageOf = (state: RootState, page: number): Loadable<DraftsPage> | undefined =>
  state.drafts?.pages[String(page)];
const actionOf = (state: RootState, draftID: number): Loadable<unknown> | undefined =>
  state.drafts?.actions[String(draftID)];

/** The signed-in user whose drafts these are; 0 for a guest. */
export const selectDraftUserID = (state: RootState): number =>
  selectCurrentUser(state)?.userID ?? 0;

export interface DraftsPage {
  items: ApiDraft[];
  paging: Paging;
}

/** Drafts per page of the drafts list (the pager's default, 03 §9). */
export const DRAFTS_PAGE_LIMIT = 10;

/** Runs a draft call; on failure logs the 03 §8 text and rethrows (the helper normalises). */
async function logged<T>(text: Parameters<typeof logDraftProblem>[0], run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    logDraftProblem(text, error);
    throw error;
  }
}

/** `GET /drafts?page&limit`: one page of the signed-in user's drafts, paging from headers. */
export const fetchDrafts = createLoadThunk<
  DraftsPage,
  { page: number; limit?: number; force?: boolean }
>(
  'drafts/pageRequested',
  async ({ page, limit = DRAFTS_PAGE_LIMIT }, { api, signal }) =>
    apiGetDrafts(api, { page, limit, expand: true }, signal),
  { selectLoadable: (state, arg) => pageOf(state, arg.page), failureToast: false },
);

/**
 * `DELETE /drafts/{id}`, and every local copy of that draft (03 §4: removing a draft deletes
 * both). A draft the server no longer has counts as deleted. `silent` skips the failure toast
 * (the composer's own clean-up after posting only logs); `keepalive` lets the call outlive the
 * page (the clean-up after a post, which leaves the page at once).
 */
export const removeDraft = createLoadThunk<
  number,
  { draftID: number; silent?: boolean; keepalive?: boolean }
>(
  'drafts/draftRemoved',
  async ({ draftID, keepalive }, { api, getState }) => {
    await logged(DRAFT_LOG.deleteFailed, async () => {
      try {
        await apiDeleteDraft(api, draftID, { keepalive: keepalive === true });
      } catch (error) {
        if (failureStatus(error) !== 404) throw error;
      }
    });
    removeLocalDraftsOf(selectDraftUserID(getState()), draftID);
    return draftID;
  },
  {
    selectLoadable: (state, arg) => actionOf(state, arg.draftID),
    freshFor: 0,
    failureToast: { toastID: DRAFTS_ACTION_TOAST, skip: (arg) => arg.silent === true },
  },
);

/**
 * `PATCH /drafts/schedule/{id}`: publish the draft at `dateScheduled`, maybe silently. Null
 * when the server said done without the draft (a 408, 01 §7).
 */
export const scheduleDraftThunk = createLoadThunk<
  ApiDraft | null,
  { draftID: number; dateScheduled: string; publishedSilently?: boolean }
>(
  'drafts/draftScheduled',
  async ({ draftID, dateScheduled, publishedSilently }, { api }) =>
    logged(DRAFT_LOG.scheduleFailed, () =>
      apiPatchDraftSchedule(api, draftID, {
        dateScheduled,
        ...(publishedSilently === undefined ? {} : { publishedSilently }),
      }),
    ),
  {
    selectLoadable: (state, arg) => actionOf(state, arg.draftID),
    freshFor: 0,
    failureToast: { toastID: DRAFTS_ACTION_TOAST },
  },
);

/** `PATCH /drafts/cancel-schedule/{id}`: back to a plain draft (null: done without it, a 408). */
export const cancelDraftScheduleThunk = createLoadThunk<ApiDraft | null, { draftID: number }>(
  'drafts/draftScheduleCancelled',
  async ({ draftID }, { api }) =>
    logged(DRAFT_LOG.cancelScheduleFailed, () => apiPatchDraftCancelSchedule(api, draftID)),
  {
    selectLoadable: (state, arg) => actionOf(state, arg.draftID),
    freshFor: 0,
    failureToast: { toastID: DRAFTS_ACTION_TOAST },
  },
);

/**
 * The server draft of one place, for the composer opening it: `GET /drafts/{id}/edit` when
 * its ID is known (a draft gone from the server reads as none), else `GET /drafts` filtered
 * by the place, the newest one that is not waiting to be published. Logs
 * 'Error fetching draft from server' on failure; the engine then keeps the local copy.
 */
export const fetchPlaceDraft = createLoadThunk<
  ApiDraft | null,
  { place: DraftPlace; draftID?: number }
>(
  'drafts/placeDraftRequested',
  async ({ place, draftID }, { api, signal }) =>
    logged(DRAFT_LOG.fetchFailed, async () => {
      if (draftID !== undefined) {
        try {
          return await apiGetDraftEdit(api, draftID, signal);
        } catch (error) {
          if (failureStatus(error) !== 404) throw error;
        }
      }
      const { items } = await apiGetDrafts(
        api,
        {
          recordType: place.recordType,
          parentRecordType: place.parentRecordType,
          ...(place.parentRecordID === undefined ? {} : { parentRecordID: place.parentRecordID }),
          ...(place.recordID === undefined ? {} : { recordID: place.recordID }),
        },
        signal,
      );
      return (
        items.find((d) => draftMatchesPlace(d, place) && d.draftStatus !== 'scheduled') ?? null
      );
    }),
  { failureToast: false },
);

/**
 * One server save of a draft: `POST /drafts` the first time, `PATCH /drafts/{id}` after
 * (a draft deleted meanwhile is created again). Logs 'Error autosaving draft' or
 * 'Error updating draft' on failure; the local copy stays.
 */
export const saveDraft = createLoadThunk<ApiDraft, { draftID?: number; input: ApiDraftInput }>(
  'drafts/draftSaved',
  async ({ draftID, input }, { api }) => {
    if (draftID !== undefined) {
      const updated = await logged(DRAFT_LOG.updateFailed, async () => {
        try {
          return await apiPatchDraft(api, draftID, input);
        } catch (error) {
          if (failureStatus(error) === 404) return null;
          throw error;
        }
      });
      if (updated) return updated;
    }
    return logged(DRAFT_LOG.createFailed, () => apiPostDraft(api, input));
  },
  { failureToast: false },
);
