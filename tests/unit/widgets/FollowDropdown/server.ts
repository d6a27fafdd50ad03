import { delay, http, HttpResponse } from 'msw';
import type { ApiCategoryPreferences, ApiNotificationPreferences } from '@/api/types/misc';
import { API, server } from '../../../support/msw';
import { NOT_FOLLOWED, SCHEMA, USER_SETTINGS } from './fixtures';

export const CATEGORY_ID = 7;
export const USER_ID = 3;
export const PREFS_URL = `${API}/categories/${CATEGORY_ID}/preferences/${USER_ID}`;

export interface FakeServer {
  /** What the server holds for the category. */
  prefs: ApiCategoryPreferences;
  /** Bodies of every PATCH, in order. */
  patches: ApiCategoryPreferences[];
  gets: number;
}

/**
 * A small stand-in for the forum: GET and PATCH of the category's preferences (PATCH merges,
 * as the demo host does, and answers with the stored map), plus the user's settings and schema.
 */
export function fakeForum(
  options: {
    prefs?: ApiCategoryPreferences;
    settings?: ApiNotificationPreferences;
    schema?: unknown;
    patchDelay?: number;
  } = {},
): FakeServer {
  const state: FakeServer = {
    prefs: { ...(options.prefs ?? NOT_FOLLOWED) },
    patches: [],
    gets: 0,
  };
  server.use(
    http.get(PREFS_URL, () => {
      state.gets += 1;
      return HttpResponse.json(state.prefs);
    }),
    http.patch(PREFS_URL, async ({ request }) => {
      const body = (await request.json()) as ApiCategoryPreferences;
      state.patches.push(body);
      if (options.patchDelay) await delay(options.patchDelay);
      state.prefs = { ...state.prefs, ...body };
      return HttpResponse.json(state.prefs);
    }),
    http.get(`${API}/notification-preferences/schema`, () =>
      HttpResponse.json(options.schema ?? SCHEMA),
    ),
    http.get(`${API}/notification-preferences/${USER_ID}`, () =>
      HttpResponse.json(options.settings ?? USER_SETTINGS),
    ),
  );
  return state;
}

/** The page config of a signed-in member with e-mails and digests on (as the demo host). */
export function memberConfig(config: Record<string, unknown> = {}) {
  return {
    currentUser: { userID: USER_ID, name: 'member' },
    // As on a real page, the bootstrap carries the member's permissions (no site.manage).
    permissions: {
      permissions: [{ type: 'global', id: null, permissions: { 'session.valid': true } }],
    },
    config: { 'emails.enabled': true, 'emails.digest': true, ...config },
  };
}
