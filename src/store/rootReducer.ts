import { combineSlices } from '@reduxjs/toolkit';
import { permissionsSlice } from '@/permissions/permissionsSlice';
import { bootstrapSlice } from './bootstrapSlice';
import { configSlice } from './configSlice';
import { currentUserSlice } from './currentUserSlice';
import { toastsSlice } from './toastsSlice';

/**
 * Slices that widget chunks inject when they load. Each feature adds itself here with
 * `declare module '@/store/rootReducer' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }`
 * and `slice.injectInto(rootReducer)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The static slices are the ones every first paint reads, seeded from the bootstrap JSON:
 * the bootstrap data itself (locale, translations, audit-log context), the current user,
 * their permissions, the site config and the toasts. Everything else is injected lazily.
 */
export const rootReducer = combineSlices(
  bootstrapSlice,
  currentUserSlice,
  permissionsSlice,
  configSlice,
  toastsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();
