import type * as React from 'react';
import { page } from '../forum';

/*
 * What `import ... from 'react'` resolves to in this bundle (build.mjs): the page's React, read at
 * call time. Only the names this widget uses are listed; add the ones yours uses.
 */
type R = typeof React;

export const useState: R['useState'] = ((initial: unknown) =>
  page().React.useState(initial)) as R['useState'];
export const useEffect: R['useEffect'] = (effect, deps) => page().React.useEffect(effect, deps);
export const useId: R['useId'] = () => page().React.useId();
export const Fragment = Symbol.for('react.fragment') as unknown as R['Fragment'];
