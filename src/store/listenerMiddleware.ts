import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './storeTypes';

/**
 * The page's listener middleware. Features register side effects of their actions here
 * (toasts after a failed save, refetches) when their module loads, so components stay
 * free of them. One instance serves every store: each effect receives the store that
 * dispatched the action.
 */
export const listenerMiddleware = createListenerMiddleware();

export const startAppListening = listenerMiddleware.startListening.withTypes<
  RootState,
  AppDispatch
>();
