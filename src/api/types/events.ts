/**
 * The events of `GET /api/v2/events` (issue 36 §1): IDs and counts only, never post bodies.
 * `parseLiveEvent` is the one gate an event passes, from the stream or from another tab's
 * BroadcastChannel message: every field is checked by type, unknown types and extra fields are
 * dropped, and nothing in an event is ever executed or rendered as HTML.
 */

export interface CommentEventData {
  discussionID: number;
  commentID: number;
}

export interface DiscussionEventData {
  discussionID: number;
  categoryID: number;
}

export interface CountsEventData {
  countUnreadNotifications: number;
  countUnreadConversations: number;
}

export type LiveEvent =
  | {
      type: 'comment.created' | 'comment.updated' | 'comment.deleted';
      id: string;
      data: CommentEventData;
    }
  | { type: 'discussion.created' | 'discussion.updated'; id: string; data: DiscussionEventData }
  | { type: 'notification.created'; id: string; data: Record<string, never> }
  | { type: 'counts'; id: string; data: CountsEventData }
  | { type: 'reset'; id: string; data: Record<string, never> };

export type LiveEventType = LiveEvent['type'];

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = [
  'comment.created',
  'comment.updated',
  'comment.deleted',
  'discussion.created',
  'discussion.updated',
  'notification.created',
  'counts',
  'reset',
];

const MAX_ID_LENGTH = 64;

function isID(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function idPair<K extends string>(
  data: Record<string, unknown> | undefined,
  first: 'discussionID',
  second: K,
): ({ discussionID: number } & Record<K, number>) | undefined {
  const a = data?.[first];
  const b = data?.[second];
  if (!isID(a) || !isID(b)) return undefined;
  return { discussionID: a, [second]: b } as { discussionID: number } & Record<K, number>;
}

/**
 * An event from its parts (the SSE `event`, `id` and parsed `data`, or a tab's message), or
 * `undefined` when any part is missing, of the wrong type, or the type is unknown.
 */
export function parseLiveEvent(type: unknown, id: unknown, data: unknown): LiveEvent | undefined {
  if (typeof id !== 'string' || id.length > MAX_ID_LENGTH) return undefined;
  const fields = record(data);
  switch (type) {
    case 'comment.created':
    case 'comment.updated':
    case 'comment.deleted': {
      const pair = idPair(fields, 'discussionID', 'commentID');
      return pair && { type, id, data: pair };
    }
    case 'discussion.created':
    case 'discussion.updated': {
      const pair = idPair(fields, 'discussionID', 'categoryID');
      return pair && { type, id, data: pair };
    }
    case 'counts': {
      const n = fields?.countUnreadNotifications;
      const c = fields?.countUnreadConversations;
      if (!isCount(n) || !isCount(c)) return undefined;
      return { type, id, data: { countUnreadNotifications: n, countUnreadConversations: c } };
    }
    case 'notification.created':
    case 'reset':
      return { type, id, data: {} };
    default:
      return undefined;
  }
}
