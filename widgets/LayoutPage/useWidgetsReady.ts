import { useEffect, useMemo, useState } from 'react';
import { layoutWidgetNames } from '@/features/layouts/components/LayoutNodes';
import type { LayoutResponse } from '@/features/layouts/layoutTypes';
import { preloadWidgets, useWidgetResolver } from '@/store/widgetResolver';

/**
 * How long the skeleton waits for the layout's widget code before showing the layout anyway
 * (the widgets still loading then appear as they come).
 */
export const WIDGET_CODE_WAIT_MS = 3000;

/**
 * Whether the code of every widget the layout names has loaded (or WIDGET_CODE_WAIT_MS passed):
 * until then the page keeps its skeleton, so the layout appears whole and its widgets do not
 * push each other down as their chunks arrive (CLS, docs/performance.md).
 */
export function useWidgetsReady(layout: LayoutResponse | undefined): boolean {
  const resolve = useWidgetResolver();
  const names = useMemo(
    () => (layout ? layoutWidgetNames([layout.titleBar, layout.layout]) : []),
    [layout],
  );
  const key = names.join('\n');
  // Set once, when the code first arrived: a layout once shown never goes back to the skeleton
  // (that would unmount its widgets and drop the keyboard focus); widgets new to a later answer
  // load on their own, each in its Suspense.
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const ready = layout !== undefined && readyFor !== null;
  useEffect(() => {
    if (!layout || readyFor !== null) return undefined;
    let live = true;
    const done = (): void => {
      if (live) setReadyFor(key);
    };
    const timer = setTimeout(done, WIDGET_CODE_WAIT_MS);
    void preloadWidgets(resolve, key === '' ? [] : key.split('\n')).then(done);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [layout, key, resolve, readyFor]);
  return ready;
}
