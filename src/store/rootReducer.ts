import { combineSlices } from '@reduxjs/toolkit';
import { bootstrapSlice } from './bootstrapSlice';

/**
 * Slices that widget chunks inject when they load. Each feature adds itself here with
 * `declare module '../../store/rootReducer' { interface LazyLoadedSlices extends WithSlice<typeof slice> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(bootstrapSlice).withLazyLoadedSlices<LazyLoadedSlices>();
