import { createSlice } from '@reduxjs/toolkit';
import type { BootstrapConfig } from '../mount/config';

/** The page's bootstrap data, as the server rendered it. It never changes after load. */
export const bootstrapSlice = createSlice({
  name: 'bootstrap',
  initialState: {} as BootstrapConfig,
  reducers: {},
  selectors: {
    selectBootstrap: (state) => state,
  },
});

export const { selectBootstrap } = bootstrapSlice.selectors;
