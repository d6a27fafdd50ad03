import { useState } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch } from './hooks';

/**
 * How data the page already has (a marker's props) enters the store: the feature's
 * `<domain>/preloaded` action, dispatched once, during the first render, so that render
 * already reads it from the store and `useLoad` finds it fresh. `action` is called once;
 * return undefined when there is nothing to put in.
 *
 *   usePreloaded(() => (discussions ? discussionsPreloaded({ params, discussions, paging }) : undefined));
 */
export function usePreloaded(action: () => UnknownAction | undefined): void {
  const dispatch = useAppDispatch();
  useState(() => {
    const preloaded = action();
    if (preloaded) dispatch(preloaded);
    return null;
  });
}
