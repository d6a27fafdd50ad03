import type { RootState } from '../../store/store';

/**
 * The themes slice's state, for the thunks' `condition` and rollbacks; undefined until the slice
 * is injected. Only slices and selectors know the state's shape, and this file imports neither
 * slice nor thunks, so the thunks use it without an import cycle.
 */
export const selectThemesState = (state: RootState) => state.themes;
