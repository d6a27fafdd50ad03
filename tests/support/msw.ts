import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { BootstrapConfig } from '@/api/types/bootstrap';

/** The site every unit test talks to; handlers use `${API}/path`. */
export const SITE_URL = 'http://localhost';
export const API = `${SITE_URL}/api/v2`;

/** A minimal bootstrap config pointing the API client at the msw server. */
export const TEST_CONFIG: BootstrapConfig = { siteUrl: SITE_URL };

/**
 * The shared msw server. Importing this file starts it for the test file; a request no
 * handler answers fails the test. Add failure paths with `server.use(...)` inside a test.
 *
 * One default: `GET /events` answers 404, a site without the live endpoint (issue 36), so a
 * live widget rendered by a test that is not about live updates falls back to polling at once
 * instead of retrying a refused request after the test. Live tests serve a stream with
 * `serveEvents()` (tests/unit/live/streamSupport.ts), which takes precedence.
 */
export const server = setupServer(
  http.get(`${API}/events`, () => new HttpResponse(null, { status: 404 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Records each request msw sees, for "how many calls" assertions. */
export function recordRequests(): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
  return seen;
}
