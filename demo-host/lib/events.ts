/**
 * The in-process event bus behind `GET /api/v2/events` (issue 36): the feed (lib/eventFeed.ts)
 * publishes each resolved event once, and every open stream is a subscriber that filters it for
 * its own viewer. A site with several web servers puts its pub/sub system (Redis, NATS) here.
 */

export const EVENT_TYPES = [
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'discussion.created',
  'discussion.updated',
  'notification.created',
  'counts',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Who may receive an event: whoever may view a category, or one user only. */
export type Audience = { categoryID: number } | { userID: number };

/** One event as the streams send it: IDs and counts only, never a post's body. */
export interface LiveEvent {
  id: number;
  type: EventType;
  data: Record<string, number>;
  audience: Audience;
}

export type Subscriber = (event: LiveEvent) => void;

export class EventBus {
  private readonly subscribers = new Set<Subscriber>();

  /** Adds a subscriber; the function returned removes it. */
  subscribe(fn: Subscriber): () => void {
    this.subscribers.add(fn);
    return () => {
      this.subscribers.delete(fn);
    };
  }

  publish(event: LiveEvent): void {
    for (const fn of [...this.subscribers]) fn(event);
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }
}

/** The wire form of one event (text/event-stream). */
export function formatEvent(event: {
  id: number;
  type: EventType | 'reset';
  data: Record<string, number>;
}): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}
