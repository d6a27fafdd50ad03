/**
 * An incremental `text/event-stream` parser (the WHATWG "server-sent events" algorithm,
 * reduced to what the events endpoint sends): feed it the decoded text as it arrives; it calls
 * `onEvent` for each dispatched event and `onActivity` for every line, heartbeat comments
 * (`: ping`) included, so the caller can detect a stalled stream. `onID` hears the stream's last
 * event ID at the end of a block without data (the endpoint's opening bare `id: <current>`):
 * as in SSE, that too sets the ID a reconnection sends back (an event carries its own `id`).
 */
export interface RawStreamEvent {
  type: string;
  /** The stream's last event ID after this event (the `id` field persists, as in SSE). */
  id: string;
  data: string;
}

/** A line longer than this is dropped unread: events carry IDs and counts, never bodies. */
export const MAX_LINE_LENGTH = 64 * 1024;

export interface EventStreamParser {
  push(text: string): void;
}

export function createEventStreamParser(
  onEvent: (event: RawStreamEvent) => void,
  onActivity: () => void,
  lastEventID = '',
  onID?: (id: string) => void,
): EventStreamParser {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  let id = lastEventID;
  let pendingCR = false;
  /** The rest of an overlong line is still to come: drop it when it ends. */
  let skipping = false;

  const dispatch = (): void => {
    if (data.length > 0) onEvent({ type: type || 'message', id, data: data.join('\n') });
    else onID?.(id);
    type = '';
    data = [];
  };

  const line = (text: string): void => {
    onActivity();
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return {
    push(text: string): void {
      let chunk = text;
      // A CR at the end of the last chunk already ended its line; skip the LF that follows it.
      if (pendingCR && chunk.startsWith('\n')) chunk = chunk.slice(1);
      pendingCR = false;
      buffer += chunk;
      const parts = buffer.split(/\r\n|\r|\n/);
      buffer = parts.pop() ?? '';
      if (buffer === '' && chunk.endsWith('\r')) pendingCR = true;
      for (const part of parts) {
        if (skipping) skipping = false;
        else line(part);
      }
      if (buffer.length > MAX_LINE_LENGTH) {
        buffer = '';
        skipping = true;
      }
    },
  };
}
