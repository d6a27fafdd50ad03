import type { RawStreamEvent } from '@/api/eventStream';
import { apiGetEvents } from '@/api/eventsRequest';
import { type LiveEvent, type LiveEventType, parseLiveEvent } from '@/api/types/events';
import { selectSiteUrl } from '@/store/bootstrapSlice';
import { currentUserSlice, fetchMeCounts } from '@/store/currentUserSlice';
import type { AppStore } from '@/store/store';
import {
  type ChannelLike,
  browserElectionEnv,
  electLeader,
  type ElectionEnv,
} from './leaderElection';
import { liveEventReceived, type LiveMode } from './liveActions';
import { createStreamConnection, type StreamStatus } from './streamConnection';

/** The lock's name and the channel on which the leading tab rebroadcasts its events. */
export const LIVE_CHANNEL = 'forum-widgets:live';

export interface LiveEnv extends ElectionEnv {
  open?: (siteUrl: string, lastEventID: string, signal: AbortSignal) => Promise<Response>;
  random?: () => number;
}

export type LiveHandler = (event: LiveEvent) => void;

export interface LiveHub {
  subscribe(types: readonly LiveEventType[] | 'all', handler: LiveHandler): () => void;
  onMode(listener: (mode: LiveMode) => void): () => void;
  mode(): LiveMode;
}

const MODES: Record<StreamStatus, LiveMode> = {
  connecting: 'connecting',
  open: 'stream',
  waiting: 'connecting',
  offline: 'connecting',
  stopped: 'connecting',
  unauthorized: 'off',
  'no-endpoint': 'polling',
};

function parseRaw(raw: RawStreamEvent): LiveEvent | undefined {
  let data: unknown = {};
  if (raw.data !== '') {
    try {
      data = JSON.parse(raw.data);
    } catch {
      return undefined;
    }
  }
  return parseLiveEvent(raw.type, raw.id, data);
}

/**
 * An event, a mode or a stream position from another tab's message, field by field; anything
 * else is dropped.
 */
function readMessage(
  data: unknown,
): LiveEvent | LiveMode | 'hello' | { position: string } | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const message = data as Record<string, unknown>;
  if (message.kind === 'position')
    return typeof message.id === 'string' && /^\d{1,20}$/.test(message.id)
      ? { position: message.id }
      : undefined;
  if (message.kind === 'event') return parseLiveEvent(message.type, message.id, message.data);
  if (message.kind === 'hello') return 'hello';
  if (message.kind === 'mode') {
    const mode = message.mode;
    return mode === 'stream' || mode === 'polling' || mode === 'off' || mode === 'connecting'
      ? mode
      : undefined;
  }
  return undefined;
}

/** A numeric ID not above the last one is a duplicate (two leaders for a moment, a replay). */
function isDuplicate(id: string, last: string): boolean {
  if (!/^\d+$/.test(id) || !/^\d+$/.test(last)) return false;
  const a = id.replace(/^0+/, '');
  const b = last.replace(/^0+/, '');
  return a.length !== b.length ? a.length < b.length : a <= b;
}

/**
 * The page's live events for one store: started by the first subscriber, stopped by the last.
 * While it runs this tab takes part in the election; as the leader it holds the stream and
 * rebroadcasts each event on `forum-widgets:live`, as a follower it receives them there.
 */
export function createLiveHub(store: AppStore, env: LiveEnv = browserElectionEnv()): LiveHub {
  const subscribers = new Set<{ types: ReadonlySet<string> | 'all'; handler: LiveHandler }>();
  const modeListeners = new Set<(mode: LiveMode) => void>();
  let mode: LiveMode = 'connecting';
  let lastEventID = '';
  let running: { stop(): void } | undefined;
  let channel: ChannelLike | undefined;
  let leading = false;

  const setMode = (next: LiveMode): void => {
    if (next === mode) return;
    mode = next;
    for (const listener of [...modeListeners]) listener(next);
  };

  /** Where the stream is without an event: a new leader resumes from there. */
  const moveTo = (id: string): void => {
    if (!isDuplicate(id, lastEventID)) lastEventID = id;
  };

  const deliver = (event: LiveEvent): void => {
    if (event.type !== 'reset' && isDuplicate(event.id, lastEventID)) return;
    lastEventID = event.id;
    store.dispatch(liveEventReceived(event));
    if (event.type === 'counts') {
      const { countUnreadNotifications, countUnreadConversations } = event.data;
      store.dispatch(
        currentUserSlice.actions.unreadCountsReceived({
          UnreadNotifications: countUnreadNotifications,
          UnreadConversations: countUnreadConversations,
        }),
      );
    }
    if (event.type === 'reset') void store.dispatch(fetchMeCounts({ force: true }));
    for (const { types, handler } of [...subscribers]) {
      if (types !== 'all' && !types.has(event.type)) continue;
      try {
        handler(event);
      } catch (error) {
        // One widget's bug must not starve the others or break the stream (a throw in the
        // read loop would reconnect): it is reported on its own, as an uncaught error.
        setTimeout(() => {
          throw error;
        });
      }
    }
  };

  const lead = (): (() => void) => {
    leading = true;
    const siteUrl = selectSiteUrl(store.getState());
    const open = env.open ?? apiGetEvents;
    const connection = createStreamConnection({
      open: (id, signal) => open(siteUrl, id, signal),
      lastEventID,
      random: env.random,
      onEvent: (raw) => {
        const event = parseRaw(raw);
        if (!event) return;
        channel?.postMessage({ kind: 'event', ...event });
        deliver(event);
      },
      onPosition: (id) => {
        moveTo(id);
        channel?.postMessage({ kind: 'position', id });
      },
      onStatus: (status) => {
        setMode(MODES[status]);
        channel?.postMessage({ kind: 'mode', mode: MODES[status] });
      },
    });
    return () => {
      leading = false;
      connection.stop();
    };
  };

  const start = (): void => {
    channel = env.createChannel?.(LIVE_CHANNEL);
    if (channel) {
      channel.onmessage = (message: MessageEvent): void => {
        const read = readMessage(message.data);
        if (read === 'hello') {
          if (leading) channel?.postMessage({ kind: 'mode', mode });
        } else if (typeof read === 'string') {
          if (!leading) setMode(read);
        } else if (read && 'position' in read) moveTo(read.position);
        else if (read) deliver(read);
      };
      channel.postMessage({ kind: 'hello' });
    }
    running = electLeader(LIVE_CHANNEL, lead, env);
  };

  const stop = (): void => {
    running?.stop();
    running = undefined;
    if (channel) {
      channel.onmessage = null;
      channel.close();
      channel = undefined;
    }
  };

  return {
    subscribe(types, handler) {
      const entry = { types: types === 'all' ? ('all' as const) : new Set<string>(types), handler };
      subscribers.add(entry);
      if (subscribers.size === 1 && !running) start();
      return () => {
        if (!subscribers.delete(entry)) return;
        if (subscribers.size === 0) stop();
      };
    },
    onMode(listener) {
      modeListeners.add(listener);
      return () => void modeListeners.delete(listener);
    },
    mode: () => mode,
  };
}

const hubs = new WeakMap<AppStore, LiveHub>();

/** The store's one hub (the page has one store, so one hub). */
export function liveHubFor(store: AppStore): LiveHub {
  let hub = hubs.get(store);
  if (!hub) hubs.set(store, (hub = createLiveHub(store)));
  return hub;
}
