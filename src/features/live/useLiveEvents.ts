import { useEffect, useRef } from 'react';
import type { LiveEvent, LiveEventType } from '@/api/types/events';
import { useAppStore } from '@/store/hooks';
import { subscribeLive } from './subscribeLive';

/**
 * A widget's live events of `types` while it is mounted (`subscribeLive` with the component's
 * store). The handler may change on every render; the subscription follows `types` by value.
 */
export function useLiveEvents(
  types: readonly LiveEventType[] | 'all',
  handler: (event: LiveEvent) => void,
): void {
  const store = useAppStore();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = types === 'all' ? 'all' : types.join(',');
  useEffect(() => {
    const wanted = key === 'all' ? 'all' : (key.split(',') as LiveEventType[]);
    const subscription = subscribeLive(store, wanted, (event) => latest.current(event));
    return () => subscription.unsubscribe();
  }, [store, key]);
}
