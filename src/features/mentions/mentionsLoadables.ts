import type { ApiUserFragment } from '../../api/types/users';
import type { Loadable } from '../../store/loadable';
import type { RootState } from '../../store/store';

/**
 * The mention lookups by normalised prefix, for the thunk's `condition`; undefined until the
 * slice is injected. It imports neither slice nor thunks, so no import cycle.
 */
export const selectMentionLookups = (
  state: RootState,
): Record<string, Loadable<ApiUserFragment[]>> | undefined => state.mentions?.byPrefix;
