import { http, HttpResponse } from 'msw';
import { createApiClient } from '@/api/apiClient';
import { failureStatus } from '@/api/apiError';
import { apiGetConfig } from '@/api/endpoints/config';
import { apiGetCurrentUserPermissions } from '@/api/endpoints/currentUser';
import {
  apiDeleteDiscussionList,
  apiGetDiscussion,
  apiGetDiscussions,
  apiPatchDiscussion,
  apiPutDiscussionBookmark,
} from '@/api/endpoints/discussions';
import { apiGetLocale, apiPutTranslationService } from '@/api/endpoints/locales';
import { apiPatchNotificationRead } from '@/api/endpoints/notifications';
import { apiGetTheme } from '@/api/endpoints/themes';
import { apiGetUsersByNames } from '@/api/endpoints/users';
import { API, server, TEST_CONFIG } from '../../support/msw';

interface Sent {
  method: string;
  /** The path under /api/v2, as sent (percent-encoding kept). */
  path: string;
  query: Array<[string, string]>;
  body: unknown;
}

/** Answers every call with `answer` and keeps what was sent. */
function answerAll(answer: () => Response): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http.all(`${API}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      sent.push({
        method: request.method,
        path: url.pathname.slice('/api/v2'.length),
        query: [...url.searchParams.entries()],
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      return answer();
    }),
  );
  return sent;
}

const api = () => createApiClient(TEST_CONFIG);

describe('endpoint functions', () => {
  it('apiGetDiscussion sends GET /discussions/{id} with expand[] and returns the discussion', async () => {
    const sent = answerAll(() => HttpResponse.json({ discussionID: 5, name: 'Hi', categoryID: 1 }));
    const discussion = await apiGetDiscussion(api(), 5, { expand: ['insertUser', 'breadcrumbs'] });
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/discussions/5',
        query: [
          ['expand[]', 'insertUser'],
          ['expand[]', 'breadcrumbs'],
        ],
        body: undefined,
      },
    ]);
    expect(discussion).toEqual({ discussionID: 5, name: 'Hi', categoryID: 1 });
  });

  it('apiGetDiscussions returns the whole response, so the caller reads the paging headers', async () => {
    const sent = answerAll(() =>
      HttpResponse.json([{ discussionID: 1, name: 'A', categoryID: 2 }], {
        headers: { 'x-app-page-result-count': '31' },
      }),
    );
    const response = await apiGetDiscussions(api(), { categoryID: 2, limit: 10 });
    expect(sent[0]).toMatchObject({
      method: 'GET',
      path: '/discussions',
      query: [
        ['categoryID', '2'],
        ['limit', '10'],
      ],
    });
    expect(response.data).toEqual([{ discussionID: 1, name: 'A', categoryID: 2 }]);
    expect(response.headers['x-app-page-result-count']).toBe('31');
  });

  it('apiPatchDiscussion sends the patch, with the query only when one is given', async () => {
    const sent = answerAll(() => HttpResponse.json({ discussionID: 5, name: 'x', categoryID: 1 }));
    await apiPatchDiscussion(api(), 5, { closed: true }, { expand: 'category' });
    await apiPatchDiscussion(api(), 5, { insertUserID: 9 });
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/discussions/5',
        query: [['expand', 'category']],
        body: { closed: true },
      },
      { method: 'PATCH', path: '/discussions/5', query: [], body: { insertUserID: 9 } },
    ]);
  });

  it('apiPutDiscussionBookmark sends PUT /discussions/{id}/bookmark with { bookmarked }', async () => {
    const sent = answerAll(() => new HttpResponse(null, { status: 204 }));
    await expect(
      apiPutDiscussionBookmark(api(), 12, { bookmarked: true }),
    ).resolves.toBeUndefined();
    expect(sent).toEqual([
      { method: 'PUT', path: '/discussions/12/bookmark', query: [], body: { bookmarked: true } },
    ]);
  });

  it('encodes string path parameters', async () => {
    const sent = answerAll(() => HttpResponse.json({ localeID: 'x', localeKey: 'x', type: 'x' }));
    await apiGetLocale(api(), 'pt/BR x');
    await apiPutTranslationService(api(), 'deep?l', { apiKey: 'k' });
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: '/locales/pt%2FBR%20x', body: undefined },
      { method: 'PUT', path: '/translation-services/deep%3Fl', body: { apiKey: 'k' } },
    ]);
  });

  it('apiGetTheme encodes the theme key and returns the response with its status', async () => {
    const sent = answerAll(() => HttpResponse.json({ themeID: 'my theme', assets: {} }));
    const response = await apiGetTheme(api(), 'my theme', { revisionID: 4 });
    expect(sent[0]).toMatchObject({
      method: 'GET',
      path: '/themes/my%20theme',
      query: [['revisionID', '4']],
    });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ themeID: 'my theme', assets: {} });
  });

  it('apiGetUsersByNames sends the mention query', async () => {
    const sent = answerAll(() => HttpResponse.json([{ userID: 3, name: 'member' }]));
    const users = await apiGetUsersByNames(api(), { name: 'mem*', order: 'mention', limit: 50 });
    expect(sent[0]).toMatchObject({
      method: 'GET',
      path: '/users/by-names',
      query: [
        ['name', 'mem*'],
        ['order', 'mention'],
        ['limit', '50'],
      ],
    });
    expect(users).toEqual([{ userID: 3, name: 'member' }]);
  });

  it('apiGetCurrentUserPermissions asks the literal $me with expand=junctions', async () => {
    const sent = answerAll(() => HttpResponse.json({ permissions: [] }));
    await expect(apiGetCurrentUserPermissions(api())).resolves.toEqual({ permissions: [] });
    expect(sent[0]).toMatchObject({
      method: 'GET',
      path: '/users/$me/permissions',
      query: [['expand', 'junctions']],
    });
  });

  it('apiGetConfig sends select as one comma-joined value', async () => {
    const sent = answerAll(() => HttpResponse.json({ 'garden.title': 'Forum' }));
    await expect(apiGetConfig(api(), { select: 'garden.title,garden.x' })).resolves.toEqual({
      'garden.title': 'Forum',
    });
    expect(sent[0]).toMatchObject({
      path: '/config',
      query: [['select', 'garden.title,garden.x']],
    });
  });

  it('apiPatchNotificationRead sends PATCH /notifications/{id} with { read: true }', async () => {
    const sent = answerAll(() => HttpResponse.json({}));
    await apiPatchNotificationRead(api(), 8);
    expect(sent).toEqual([
      { method: 'PATCH', path: '/notifications/8', query: [], body: { read: true } },
    ]);
  });

  it('apiDeleteDiscussionList runs DELETE /discussions/list through the long runner', async () => {
    const sent = answerAll(() =>
      HttpResponse.json({ progress: { successIDs: [1, 2], failedIDs: [], exceptionsByID: {} } }),
    );
    const result = await apiDeleteDiscussionList(api(), {
      discussionIDs: [1, 2],
      longRunnerMode: 'sync',
    });
    expect(sent).toEqual([
      {
        method: 'DELETE',
        path: '/discussions/list',
        query: [],
        body: { discussionIDs: [1, 2], longRunnerMode: 'sync' },
      },
    ]);
    expect(result.progress.successIDs).toEqual([1, 2]);
  });
});

describe('failureStatus', () => {
  it('gives the status of a refused call, and nothing when no answer came', async () => {
    answerAll(() => HttpResponse.json({ message: 'Not found' }, { status: 404 }));
    const refused = await apiGetLocale(api(), 'xx').catch((error: unknown) => error);
    expect(failureStatus(refused)).toBe(404);
    server.use(http.all(`${API}/*`, () => HttpResponse.error()));
    const offline = await apiGetLocale(api(), 'xx').catch((error: unknown) => error);
    expect(failureStatus(offline)).toBeUndefined();
    expect(failureStatus(new Error('before the call'))).toBeUndefined();
  });
});
