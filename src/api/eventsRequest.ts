import { apiBaseUrl } from './apiClient';

/**
 * `GET /events` (issue 36 §1): the viewer's live events as `text/event-stream`, with the
 * session cookie (same origin, `credentials: 'same-origin'`; no token in the URL). It is not
 * an axios call: the body is read as a stream, and the caller reads the status and content type
 * itself (`src/features/live/streamConnection.ts` tells "no endpoint" from a failure).
 * `lastEventID` is sent as `Last-Event-ID` so the server replays what was missed.
 * Beside src/api/endpoints rather than in it: the API fault matrix drives the axios calls there,
 * and the stream's faults are tested in tests/unit/live/streamConnection.test.ts.
 */
export function apiGetEvents(
  siteUrl: string | undefined,
  lastEventID: string,
  signal: AbortSignal,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (lastEventID !== '') headers['Last-Event-ID'] = lastEventID;
  return fetch(`${apiBaseUrl(siteUrl)}events`, {
    method: 'GET',
    credentials: 'same-origin',
    cache: 'no-store',
    headers,
    signal,
  });
}
