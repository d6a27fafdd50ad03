import type { ChannelLike, LockManagerLike } from '@/features/live/leaderElection';

/**
 * In-memory stand-ins for one browser's BroadcastChannel and Web Locks, shared by simulated
 * tabs in one test. Messages are delivered in a microtask, structured-cloned, to every other
 * channel of the same name (never back to the sender), as a browser does.
 */
export class FakeBus {
  private channels = new Set<{ name: string; channel: FakeChannel }>();

  create = (name: string): ChannelLike => {
    const channel = new FakeChannel(this, name);
    this.channels.add({ name, channel });
    return channel;
  };

  post(from: FakeChannel, name: string, message: unknown): void {
    const copy = structuredClone(message);
    for (const entry of [...this.channels]) {
      if (entry.name !== name || entry.channel === from) continue;
      queueMicrotask(() => entry.channel.deliver(copy));
    }
  }

  remove(channel: FakeChannel): void {
    for (const entry of this.channels) if (entry.channel === channel) this.channels.delete(entry);
  }
}

export class FakeChannel implements ChannelLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  closed = false;

  constructor(
    private bus: FakeBus,
    private name: string,
  ) {}

  postMessage(message: unknown): void {
    if (!this.closed) this.bus.post(this, this.name, message);
  }

  deliver(data: unknown): void {
    if (!this.closed) this.onmessage?.(new MessageEvent('message', { data }));
  }

  close(): void {
    this.closed = true;
    this.bus.remove(this);
  }
}

/** A Web Locks manager of exclusive locks, granted in request order. */
export class FakeLocks implements LockManagerLike {
  private held = new Set<string>();
  private queues = new Map<string, Array<() => void>>();

  request(
    name: string,
    options: { mode: 'exclusive'; signal: AbortSignal },
    callback: () => Promise<void> | void,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = (): void => {
        options.signal.removeEventListener('abort', abort);
        this.held.add(name);
        Promise.resolve()
          .then(callback)
          .then(resolve, reject)
          .finally(() => this.release(name));
      };
      const abort = (): void => {
        const queue = this.queues.get(name) ?? [];
        this.queues.set(
          name,
          queue.filter((entry) => entry !== grant),
        );
        reject(new DOMException('aborted', 'AbortError'));
      };
      if (options.signal.aborted) return abort();
      options.signal.addEventListener('abort', abort, { once: true });
      if (!this.held.has(name)) grant();
      else this.queues.set(name, [...(this.queues.get(name) ?? []), grant]);
    });
  }

  private release(name: string): void {
    this.held.delete(name);
    const queue = this.queues.get(name) ?? [];
    const next = queue.shift();
    this.queues.set(name, queue);
    next?.();
  }
}
