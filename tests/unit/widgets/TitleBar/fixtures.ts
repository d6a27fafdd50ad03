import { http, HttpResponse } from 'msw';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { API, server, SITE_URL } from '../../../support/msw';

/** A guest's page with the forum, registration and the new search page on. */
export const guest: BootstrapConfig = {
  siteUrl: SITE_URL,
  siteName: 'Demo Forum',
  currentUser: { userID: 0, name: 'Guest' },
  permissions: { permissions: [] },
  config: { 'forum.enabled': true, 'registration.enabled': true, 'labs.newSearchPage': true },
};

/** `GET /search` answering one discussion, "Hello world" in General. */
export function serveOneSearchResult(): void {
  server.use(
    http.get(`${API}/search`, () =>
      HttpResponse.json([
        {
          name: 'Hello world',
          url: `${SITE_URL}/discussion/1/hello`,
          dateUpdated: '2025-05-01T00:00:00Z',
          breadcrumbs: [{ name: 'General', url: '/categories/general' }],
        },
      ]),
    ),
  );
}
