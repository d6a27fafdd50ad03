/**
 * The live events feed (issue 36): reads what the database's triggers wrote into the events
 * outbox (model/eventLog.ts), resolves it and publishes it on the bus (lib/events.ts), right after
 * every request (server.ts) and on a short poll for writes made outside a request (the draft
 * publisher, another process on the same file). It also answers `Last-Event-ID` from the outbox,
 * which is the bounded replay buffer, and keeps the open streams' count per session.
 */
import type { Db } from '../db/database.ts';
import {
  coalesceCounts,
  eventsAfter,
  lastEventID,
  oldestEventID,
  pruneEvents,
  resolveEvent,
} from '../model/eventLog.ts';
import { EventBus, type LiveEvent } from './events.ts';

export interface EventOptions {
  /** The heartbeat comment's interval (default 25 s). */
  heartbeatMs: number;
  /** How often the outbox is read besides after each request (default 1 s; 0: never). */
  pollMs: number;
  /** Open streams allowed per session (default 6); the next one gets 429. */
  streamsPerSession: number;
  /** The replay buffer: at most this many events (default 1,000)... */
  bufferSize: number;
  /** ...none older than this (default 10 min). */
  bufferMaxAgeMs: number;
}

export const EVENT_DEFAULTS: EventOptions = {
  heartbeatMs: 25_000,
  pollMs: 1_000,
  streamsPerSession: 6,
  bufferSize: 1_000,
  bufferMaxAgeMs: 10 * 60_000,
};

const BATCH = 2_000;

export class EventFeed {
  readonly bus = new EventBus();
  readonly options: EventOptions;
  /** The last event id published on the bus. */
  private cursor: number;
  private timer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;
  private readonly perSession = new Map<string, number>();
  private readonly closers = new Set<() => void>();

  constructor(
    private readonly db: Db,
    options: Partial<EventOptions> = {},
  ) {
    this.options = { ...EVENT_DEFAULTS, ...options };
    this.cursor = lastEventID(db);
    pruneEvents(db, this.options.bufferSize, this.options.bufferMaxAgeMs);
    if (this.options.pollMs > 0) {
      this.timer = setInterval(() => this.drain(), this.options.pollMs);
      this.timer.unref();
    }
  }

  /** Publishes every event written since the last call, then prunes the buffer. */
  drain(): void {
    if (this.stopped) return;
    const upTo = lastEventID(this.db);
    if (upTo === this.cursor) return;
    while (this.cursor < upTo) {
      const rows = eventsAfter(this.db, this.cursor, upTo, BATCH);
      if (rows.length === 0) break;
      for (const row of coalesceCounts(rows)) {
        const event = resolveEvent(this.db, row);
        if (event) this.bus.publish(event);
      }
      this.cursor = rows[rows.length - 1]?.eventID ?? upTo;
    }
    this.cursor = upTo;
    pruneEvents(this.db, this.options.bufferSize, this.options.bufferMaxAgeMs);
  }

  get lastID(): number {
    return this.cursor;
  }

  /**
   * What a stream resuming after `afterID` missed, up to what the bus has published, or `reset`
   * when the buffer no longer holds it all (or the id is from another database).
   */
  replay(afterID: number): { reset: true } | { reset: false; events: LiveEvent[] } {
    if (!Number.isSafeInteger(afterID) || afterID > this.cursor) return { reset: true };
    if (afterID === this.cursor) return { reset: false, events: [] };
    const oldest = oldestEventID(this.db);
    if (oldest === undefined || afterID < oldest - 1) return { reset: true };
    const rows = eventsAfter(this.db, afterID, this.cursor, this.options.bufferSize + 1);
    const events = coalesceCounts(rows).flatMap((row) => resolveEvent(this.db, row) ?? []);
    return { reset: false, events };
  }

  /** Counts a new stream of a session in, or returns false past the limit. */
  openStream(sessionKey: string, close: () => void): (() => void) | false {
    const open = this.perSession.get(sessionKey) ?? 0;
    if (open >= this.options.streamsPerSession) return false;
    this.perSession.set(sessionKey, open + 1);
    this.closers.add(close);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.closers.delete(close);
      const left = (this.perSession.get(sessionKey) ?? 1) - 1;
      if (left > 0) this.perSession.set(sessionKey, left);
      else this.perSession.delete(sessionKey);
    };
  }

  get openStreams(): number {
    return this.closers.size;
  }

  /** Ends every stream (before the server closes) and stops reading. */
  stop(): void {
    for (const close of [...this.closers]) close();
    if (this.timer) clearInterval(this.timer);
    this.stopped = true;
  }
}
