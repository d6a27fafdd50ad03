import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ApiDraft } from '@/api/types/drafts';
import { trackLoadable } from '@/store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable } from '@/store/loadable';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';
import { type DraftPlace, draftPlaceKey, topLevelCommentPlace } from './draftRules';
import {
  cancelDraftScheduleThunk,
  type DraftsPage,
  fetchDrafts,
  removeDraft,
  saveDraft,
  scheduleDraftThunk,
} from './draftsThunks';

export type DraftActionKind = 'delete' | 'schedule' | 'cancelSchedule';

/** The last delete, schedule or cancel of one draft; `kind` says which. */
export interface DraftAction extends Loadable<unknown> {
  kind?: DraftActionKind;
}

/** What a composer's draft engine reports about its place (no content: that stays local). */
export interface PlaceDraft {
  draftID?: number;
  /** The place holds text that was neither posted nor removed. */
  hasContent: boolean;
  lastSaved?: string;
}

export interface DraftsState {
  /** `GET /drafts` pages by page number. */
  pages: LoadableMap<DraftsPage>;
  actions: Record<string, DraftAction>;
  /** By `draftPlaceKey`. */
  places: Record<string, PlaceDraft>;
}

const initialState: DraftsState = { pages: {}, actions: {}, places: {} };

function replaceEverywhere(state: DraftsState, draft: ApiDraft | null): void {
  for (const page of Object.values(state.pages)) {
    // Done without the draft in the answer (a 408, 01 §7): the next visit asks again.
    if (!draft) {
      page.fetchedAt = 0;
      continue;
    }
    const items = page.data?.items;
    const at = items?.findIndex((d) => d.draftID === draft.draftID) ?? -1;
    if (items && at >= 0) items[at] = draft;
  }
}

export const draftsSlice = createSlice({
  name: 'drafts',
  initialState,
  reducers: {
    /** The draft engine of a place reported its state (`drafts/placeChanged`). */
    placeChanged(state, { payload }: PayloadAction<{ placeKey: string } & PlaceDraft>) {
      const { placeKey, ...place } = payload;
      state.places[placeKey] = place;
    },
    /** The place's draft was posted or removed. */
    placeCleared(state, { payload }: PayloadAction<{ placeKey: string }>) {
      delete state.places[payload.placeKey];
    },
  },
  extraReducers: (builder) => {
    const started =
      (kind: DraftActionKind) =>
      (state: DraftsState, action: { meta: { arg: { draftID: number } } }): void => {
        const key = String(action.meta.arg.draftID);
        state.actions[key] = { ...state.actions[key], status: 'LOADING', kind };
      };
    builder.addCase(removeDraft.pending, started('delete'));
    builder.addCase(scheduleDraftThunk.pending, started('schedule'));
    builder.addCase(cancelDraftScheduleThunk.pending, started('cancelSchedule'));
    builder
      .addCase(removeDraft.fulfilled, (state, { payload: draftID }) => {
        for (const page of Object.values(state.pages)) {
          const data = page.data;
          if (!data?.items.some((d) => d.draftID === draftID)) continue;
          data.items = data.items.filter((d) => d.draftID !== draftID);
          if (data.paging.total !== undefined) data.paging.total -= 1;
        }
        for (const [key, place] of Object.entries(state.places))
          if (place.draftID === draftID) delete state.places[key];
      })
      .addCase(scheduleDraftThunk.fulfilled, (state, { payload }) =>
        replaceEverywhere(state, payload),
      )
      .addCase(cancelDraftScheduleThunk.fulfilled, (state, { payload }) =>
        replaceEverywhere(state, payload),
      )
      .addCase(saveDraft.fulfilled, (state, { payload }) => {
        replaceEverywhere(state, payload);
        // The list may miss a new draft: the next visit to a page asks again.
        for (const page of Object.values(state.pages)) page.fetchedAt = 0;
      });
    trackLoadable(builder, fetchDrafts, {
      map: (state) => state.pages,
      key: (arg) => String(arg.page),
    });
    const actions = {
      map: (state: DraftsState): Record<string, Loadable<unknown>> => state.actions,
      key: (arg: { draftID: number }): string => String(arg.draftID),
      data: (): undefined => undefined,
    };
    trackLoadable(builder, removeDraft, actions);
    trackLoadable(builder, scheduleDraftThunk, actions);
    trackLoadable(builder, cancelDraftScheduleThunk, actions);
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof draftsSlice> {}
}

export const injectedDraftsSlice = draftsSlice.injectInto(rootReducer);

export const { placeChanged: draftPlaceChanged, placeCleared: draftPlaceCleared } =
  draftsSlice.actions;

const drafts = (state: RootState): DraftsState => injectedDraftsSlice.selectSlice(state);

/** One page of the drafts list (`fetchDrafts({ page })`). */
export const selectDraftsPage = (state: RootState, page: number): Loadable<DraftsPage> =>
  drafts(state).pages[String(page)] ?? pendingLoadable();

/** The delete, schedule or cancel of one draft: LOADING while it runs, its error after. */
export const selectDraftAction = (state: RootState, draftID: number): DraftAction =>
  drafts(state).actions[String(draftID)] ?? pendingLoadable();

/** What the draft engine of `place` reported, if a composer opened it on this page. */
export const selectPlaceDraft = (state: RootState, place: DraftPlace): PlaceDraft | undefined =>
  drafts(state).places[draftPlaceKey(place)];

/**
 * True while the discussion's top-level comment box holds an unposted draft: replying then
 * asks 'Discard Draft' first (03 §4, §8). See also `hasUnpostedDraft` for a box not opened yet.
 */
export const selectHasUnpostedTopLevelDraft = (state: RootState, discussionID: number): boolean =>
  drafts(state).places[draftPlaceKey(topLevelCommentPlace(discussionID))]?.hasContent === true;
