import { Profiler, type ProfilerOnRenderCallback, type ReactElement, type ReactNode } from 'react';

/**
 * A hook point for benchmarks and tests: which items of a long list commit again after one
 * change. Each list keeps its own observer; while none is set the wrapper adds nothing (no
 * Profiler), so production renders pay one null check per item.
 */
export interface RenderObserver {
  /** Observe each item's commits with React's Profiler (`id` is `${prefix}-${itemID}`); null stops. */
  set: (observer: ProfilerOnRenderCallback | null) => void;
  /** Wraps one item. */
  Observed: (props: { id: number; children: ReactNode }) => ReactElement;
}

export function createRenderObserver(prefix: string): RenderObserver {
  let current: ProfilerOnRenderCallback | null = null;
  return {
    set: (observer) => {
      current = observer;
    },
    Observed: ({ id, children }) =>
      current ? (
        <Profiler id={`${prefix}-${id}`} onRender={current}>
          {children}
        </Profiler>
      ) : (
        <>{children}</>
      ),
  };
}
