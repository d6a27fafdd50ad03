import type { Loadable } from '../../store/loadable';
import { selectCurrentUser } from '../../store/currentUserSlice';
import type { RootState } from '../../store/store';

/*
 * Where the drafts slice keeps each request's Loadable, for the thunks' `condition`. This
 * module imports neither the slice nor the thunks (the slice imports the thunks), so the
 * thunks read the state through it without an import cycle. Undefined until the slice is
 * injected; widgets read the selectors of `draftsSlice.ts`.
 */

type Drafts = NonNullable<RootState['drafts']>;

/** One page of `GET /drafts`. */
export const selectDraftsPageLoadable = (
  state: RootState,
  page: number,
): Drafts['pages'][string] | undefined => state.drafts?.pages[String(page)];

/** The delete, schedule or cancel running (or last run) on one draft. */
export const selectDraftActionLoadable = (
  state: RootState,
  draftID: number,
): Loadable<unknown> | undefined => state.drafts?.actions[String(draftID)];

/** What the draft engine last reported for one place, by `draftPlaceKey`. */
export const selectPlaceDraftState = (
  state: RootState,
  placeKey: string,
): Drafts['places'][string] | undefined => state.drafts?.places[placeKey];

/** The signed-in user whose drafts these are; 0 for a guest. */
export const selectDraftUserID = (state: RootState): number =>
  selectCurrentUser(state)?.userID ?? 0;
