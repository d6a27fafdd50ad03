/**
 * One tab of an origin leads (holds the events stream); the others follow (issue 36 §2).
 *
 * With the Web Locks API the leader is the tab holding an exclusive lock; the browser hands
 * the lock to a waiting tab the moment the holder releases it or closes, so a takeover is
 * immediate. Without it (older browsers) a BroadcastChannel protocol stands in: the leader
 * posts a heartbeat every 500 ms; a follower that hears none for 1.5 s claims the lead; two
 * claimants resolve at the next heartbeat (the larger ID steps down); a leader that stops posts
 * `resign`, so the others claim at once. Without either API the tab leads alone.
 */

/** The part of `navigator.locks` used here (an in-memory fake in the tests). */
export interface LockManagerLike {
  request(
    name: string,
    options: { mode: 'exclusive'; signal: AbortSignal },
    callback: () => Promise<void> | void,
  ): Promise<unknown>;
}

/** The part of a BroadcastChannel used here. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface ElectionEnv {
  locks?: LockManagerLike | undefined;
  createChannel?: ((name: string) => ChannelLike) | undefined;
}

export interface Election {
  stop(): void;
}

export const HEARTBEAT_MS = 500;
export const TAKEOVER_MS = 1500;
const TICK_MS = 250;

/** The environment of this page: its Web Locks and BroadcastChannel, where they exist. */
export function browserElectionEnv(): ElectionEnv {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return {
    locks: locks as LockManagerLike | undefined,
    createChannel:
      typeof BroadcastChannel === 'function'
        ? (name: string): ChannelLike => new BroadcastChannel(name)
        : undefined,
  };
}

/**
 * Runs the election under `name`. `onLead` is called when this tab becomes the leader and
 * returns what ends its lead (called when it steps down or `stop()`s).
 */
export function electLeader(name: string, onLead: () => () => void, env: ElectionEnv): Election {
  if (env.locks) return lockElection(name, onLead, env.locks);
  if (env.createChannel)
    return channelElection(name, onLead, env.createChannel(`${name}:election`));
  const release = onLead();
  return { stop: release };
}

function lockElection(name: string, onLead: () => () => void, locks: LockManagerLike): Election {
  const controller = new AbortController();
  let stopped = false;
  let endLead: (() => void) | undefined;
  locks
    .request(name, { mode: 'exclusive', signal: controller.signal }, () => {
      if (stopped) return undefined;
      const release = onLead();
      return new Promise<void>((resolve) => {
        endLead = (): void => {
          release();
          resolve();
        };
      });
    })
    .catch(() => undefined);
  return {
    stop: () => {
      stopped = true;
      controller.abort();
      endLead?.();
      endLead = undefined;
    },
  };
}

interface ElectionMessage {
  kind: 'heartbeat' | 'resign';
  id: string;
}

function readMessage(data: unknown): ElectionMessage | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const { kind, id } = data as Record<string, unknown>;
  if ((kind !== 'heartbeat' && kind !== 'resign') || typeof id !== 'string') return undefined;
  return { kind, id };
}

function channelElection(_name: string, onLead: () => () => void, channel: ChannelLike): Election {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  let release: (() => void) | undefined;
  let lastHeard = Date.now();
  let lastSent = 0;

  const heartbeat = (): void => {
    lastSent = Date.now();
    channel.postMessage({ kind: 'heartbeat', id });
  };
  const claim = (): void => {
    heartbeat();
    release = onLead();
  };
  const stepDown = (): void => {
    const end = release;
    release = undefined;
    lastHeard = Date.now();
    end?.();
  };

  channel.onmessage = (event: MessageEvent): void => {
    const message = readMessage(event.data);
    if (!message || message.id === id) return;
    if (message.kind === 'resign') {
      if (!release) claim();
      return;
    }
    lastHeard = Date.now();
    if (release && message.id < id) stepDown();
    else if (release) heartbeat();
  };

  const tick = (): void => {
    const now = Date.now();
    if (release) {
      if (now - lastSent >= HEARTBEAT_MS) heartbeat();
    } else if (now - lastHeard >= TAKEOVER_MS) claim();
  };
  const timer = setInterval(tick, TICK_MS);
  // A page that opens with no leader around claims after one heartbeat's silence, not 1.5 s.
  lastHeard = Date.now() - TAKEOVER_MS + HEARTBEAT_MS + TICK_MS;

  const stop = (): void => {
    clearInterval(timer);
    window.removeEventListener('pagehide', stop);
    if (release) {
      channel.postMessage({ kind: 'resign', id });
      stepDown();
    }
    channel.onmessage = null;
    channel.close();
  };
  window.addEventListener('pagehide', stop);
  return { stop };
}
