import { createEventStreamParser, type RawStreamEvent } from '@/api/eventStream';
import { parseLiveEvent } from '@/api/types/events';
import { BACKOFF_MAX_MS, BACKOFF_MIN_MS, backoffDelay } from '@/features/live/backoff';

function parse(chunks: string[]): { events: RawStreamEvent[]; activity: number } {
  const events: RawStreamEvent[] = [];
  let activity = 0;
  const parser = createEventStreamParser(
    (event) => events.push(event),
    () => (activity += 1),
  );
  for (const chunk of chunks) parser.push(chunk);
  return { events, activity };
}

describe('the event-stream parser', () => {
  it('reads events split across chunks, with CRLF, comments and multi-line data', () => {
    const { events, activity } = parse([
      ': heartbeat\r\n',
      'id: 1\r',
      '\nevent: counts\ndata: {"a":',
      '1}\ndata: 2\n\nid: 2\ndata: x\n\n',
    ]);
    expect(events).toEqual([
      { type: 'counts', id: '1', data: '{"a":1}\n2' },
      { type: 'message', id: '2', data: 'x' },
    ]);
    expect(activity).toBeGreaterThan(5);
  });

  it('keeps the last ID for an event without one, and dispatches nothing without data', () => {
    const { events } = parse(['id: 3\nevent: reset\n\nevent: reset\ndata: {}\n\n']);
    expect(events).toEqual([{ type: 'reset', id: '3', data: '{}' }]);
  });

  it('reports the ID at the end of a block without data (a bare `id:`)', () => {
    const ids: string[] = [];
    const events: RawStreamEvent[] = [];
    const parser = createEventStreamParser(
      (event) => events.push(event),
      () => undefined,
      '',
      (id) => ids.push(id),
    );
    parser.push('retry: 3000\nid: 418\n\n: hb\n\nid: 419\nevent: counts\ndata: {}\n\n');
    expect(events).toEqual([{ type: 'counts', id: '419', data: '{}' }]);
    expect(ids).toEqual(['418', '418']);
  });
});

describe('parseLiveEvent', () => {
  it('accepts the contract’s events and drops extra fields', () => {
    expect(
      parseLiveEvent('comment.deleted', '4', { discussionID: 1, commentID: 9, body: '<b>' }),
    ).toEqual({
      type: 'comment.deleted',
      id: '4',
      data: { discussionID: 1, commentID: 9 },
    });
    expect(
      parseLiveEvent('discussion.created', '5', { discussionID: 1, categoryID: 2 })?.data,
    ).toEqual({
      discussionID: 1,
      categoryID: 2,
    });
    expect(parseLiveEvent('notification.created', '6', { html: 'x' })?.data).toEqual({});
  });

  it.each([
    ['an unknown type', 'comment.exploded', '1', { discussionID: 1, commentID: 2 }],
    ['a string ID field', 'comment.created', '1', { discussionID: '1', commentID: 2 }],
    [
      'a negative count',
      'counts',
      '1',
      { countUnreadNotifications: -1, countUnreadConversations: 0 },
    ],
    ['a missing count', 'counts', '1', { countUnreadNotifications: 1 }],
    ['a numeric event ID', 'reset', 1, {}],
    ['an array as data', 'comment.created', '1', [1, 2]],
    ['a prototype key as type', '__proto__', '1', {}],
  ])('refuses %s', (_name, type, id, data) => {
    expect(parseLiveEvent(type, id, data)).toBeUndefined();
  });
});

describe('backoffDelay', () => {
  it('doubles its ceiling from 1 s up to 60 s', () => {
    const top = Array.from({ length: 10 }, (_, attempt) => backoffDelay(attempt, () => 1));
    expect(top).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000, 60000]);
  });

  it('draws each wait between 1 s and the ceiling (full jitter)', () => {
    expect(backoffDelay(5, () => 0)).toBe(BACKOFF_MIN_MS);
    expect(backoffDelay(5, () => 0.5)).toBe(16_500);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const wait = backoffDelay(attempt, Math.random);
      expect(wait).toBeGreaterThanOrEqual(BACKOFF_MIN_MS);
      expect(wait).toBeLessThanOrEqual(BACKOFF_MAX_MS);
    }
  });
});

describe('the parser with an overlong line', () => {
  it('drops a line past 64 KiB and reads the events after it', () => {
    const long = `data: ${'x'.repeat(40 * 1024)}`;
    const { events } = parse([
      'id: 7\nevent: reset\ndata: {}\n\n' + long,
      long,
      '\n\nid: 8\nevent: reset\ndata: {}\n\n',
    ]);
    expect(events.map((event) => event.id)).toEqual(['7', '8']);
  });
});
