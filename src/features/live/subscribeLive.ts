import type { LiveEvent, LiveEventType } from '@/api/types/events';
import type { AppStore } from '@/store/store';
import type { LiveMode } from './liveActions';

export interface LiveSubscription {
  /** Ends this subscription; the last one ends the stream and this tab's part in the election. */
  unsubscribe(): void;
}

export interface LiveSubscribeOptions {
  /** Called with the page's live mode when it changes (`polling`: the site has no endpoint). */
  onMode?: (mode: LiveMode) => void;
}

/**
 * Subscribes `handler` to the page's live events of `types` (`'all'` for every type; include
 * `'reset'` to hear "refetch what you show"). The first subscriber of the store loads the live
 * code (its own chunk, `liveHub.ts`) and starts the election and, in the leading tab, the
 * stream; the last one to leave stops both. A page whose widgets never subscribe loads nothing.
 */
export function subscribeLive(
  store: AppStore,
  types: readonly LiveEventType[] | 'all',
  handler: (event: LiveEvent) => void,
  options: LiveSubscribeOptions = {},
): LiveSubscription {
  let ended = false;
  let stops: Array<() => void> = [];
  import('./liveHub').then(
    ({ liveHubFor }) => {
      if (ended) return;
      const hub = liveHubFor(store);
      const { onMode } = options;
      if (onMode) {
        stops.push(hub.onMode(onMode));
        onMode(hub.mode());
      }
      stops.push(hub.subscribe(types, handler));
    },
    () => undefined,
  );
  return {
    unsubscribe: () => {
      ended = true;
      for (const stop of stops.reverse()) stop();
      stops = [];
    },
  };
}
