import type { Loadable } from './loadable';
import type { RootState } from './storeTypes';

/**
 * The config reads and the patch as the config slice keeps them, for the thunks' `condition`.
 * This file imports neither slice nor thunks, so no import cycle.
 */
export const selectConfigReadLoadable = (
  state: RootState,
  key: string,
): Loadable<string[]> | undefined => state.config.reads[key];

export const selectConfigPatchLoadable = (
  state: RootState,
): Loadable<Record<string, unknown>> | undefined => state.config.patch;
