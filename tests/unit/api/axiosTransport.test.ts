import { File as NodeFile } from 'node:buffer';
import { delay, http, HttpResponse } from 'msw';
import { createApiClient } from '@/api/apiClient';
import { toApiError } from '@/api/apiError';
import { isHttpError } from '@/api/http';
import { uploadMedia } from '@/api/upload';
import { LoadStatus } from '@/store/loadable';
import { discussion } from '../features/discussions/fixtures';
import { API, recordRequests, server, SITE_URL, TEST_CONFIG } from '../../support/msw';

/** The URL (after the API base) that axios requests for `url` and `params`. */
async function requested(url: string, params?: object): Promise<string> {
  let seen: string | undefined;
  server.use(
    http.all(`${SITE_URL}/*`, ({ request }) => {
      seen = request.url;
      return HttpResponse.json([]);
    }),
  );
  await createApiClient(TEST_CONFIG).get(url, { params });
  return (seen ?? '').replace(`${API}/`, '');
}

describe('query params, serialised by axios (the URLs the demo host and contracts expect)', () => {
  it('writes arrays as key[]=, nested objects as key[sub]=, dates as ISO strings', async () => {
    expect(
      await requested('things', {
        expand: ['users', 'tags'],
        filter: { tag: 'a', ids: [3, 4] },
        since: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
        page: 2,
        pinned: false,
      }),
    ).toBe(
      'things?expand%5B%5D=users&expand%5B%5D=tags&filter%5Btag%5D=a&filter%5Bids%5D%5B0%5D=3' +
        '&filter%5Bids%5D%5B1%5D=4&since=2026-01-02T03:04:05.000Z&page=2&pinned=false',
    );
  });

  it('drops null and undefined, also inside arrays, and keeps empty strings and zero', async () => {
    expect(
      await requested('things', { a: null, b: undefined, c: [null, 1], d: '', e: 0, f: [] }),
    ).toBe('things?c%5B%5D=1&d=&e=0');
  });

  it('encodes like axios always did: space as +, : $ , left as they are, the rest escaped', async () => {
    expect(await requested('things', { 'k y': 'a b,c:d$e@f/g?h&i=j+k#l' })).toBe(
      'things?k+y=a+b,c:d$e%40f%2Fg%3Fh%26i%3Dj%2Bk%23l',
    );
  });

  it('joins the base and the path with one slash and appends to an existing query', async () => {
    expect(await requested('/discussions', { limit: 5 })).toBe('discussions?limit=5');
    expect(await requested('search?x=1#top', { q: 'a' })).toBe('search?x=1&q=a');
    expect(await requested(`${SITE_URL}/other/a`, {})).toBe(`${SITE_URL}/other/a`);
  });

  it('sends the serialised query on a real call', async () => {
    let url: string | undefined;
    server.use(
      http.get(`${API}/discussions`, ({ request }) => {
        url = request.url;
        return HttpResponse.json([]);
      }),
    );
    await createApiClient(TEST_CONFIG).get('/discussions', {
      params: { categoryID: 3, expand: ['users'], tagID: undefined },
    });
    expect(url).toBe(`${API}/discussions?categoryID=3&expand%5B%5D=users`);
  });
});

describe('bodies and answers', () => {
  it('sends a plain object as JSON and a string as it is', async () => {
    const seen: { type: string | null; body: string }[] = [];
    server.use(
      http.post(`${API}/things`, async ({ request }) => {
        seen.push({ type: request.headers.get('content-type'), body: await request.text() });
        return HttpResponse.json({});
      }),
    );
    const api = createApiClient(TEST_CONFIG);
    await api.post('/things', { a: [1] });
    await api.post('/things', 'raw', { headers: { 'Content-Type': 'application/system+jwt' } });
    expect(seen).toEqual([
      { type: 'application/json', body: '{"a":[1]}' },
      { type: 'application/system+jwt', body: 'raw' },
    ]);
  });

  it('gives the headers with lower-case names, for paging', async () => {
    server.use(
      http.get(`${API}/things`, () =>
        HttpResponse.json([], { headers: { 'X-App-Page-Result-Count': '7' } }),
      ),
    );
    const response = await createApiClient(TEST_CONFIG).get('/things');
    expect(response.headers['x-app-page-result-count']).toBe('7');
  });

  it('tells a refusal, a network failure, an unreadable body and a cancellation apart', async () => {
    server.use(
      http.get(`${API}/refused`, () => HttpResponse.json({ message: 'No' }, { status: 403 })),
      http.get(`${API}/broken`, () => HttpResponse.error()),
      http.get(`${API}/garbled`, () => HttpResponse.text('{oops')),
      http.get(`${API}/slow`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({});
      }),
    );
    const api = createApiClient(TEST_CONFIG);
    const caught = (promise: Promise<unknown>): Promise<unknown> =>
      promise.then(
        () => new Error('expected a failure'),
        (error: unknown) => error,
      );
    const controller = new AbortController();
    const slow = caught(api.get('/slow', { signal: controller.signal }));
    controller.abort();
    const errors = [
      await caught(api.get('/refused')),
      await caught(api.get('/broken')),
      await caught(api.get('/garbled')),
      await slow,
      await caught(api.get('/slow', { signal: AbortSignal.abort() })),
    ];
    expect(errors.map((error) => (isHttpError(error) ? error.code : error))).toEqual([
      'ERR_BAD_REQUEST',
      'ERR_NETWORK',
      'ERR_BAD_RESPONSE',
      'ERR_CANCELED',
      'ERR_CANCELED',
    ]);
    expect(errors.map((error) => toApiError(error).status)).toEqual([
      403,
      undefined,
      200,
      undefined,
      undefined,
    ]);
    expect(toApiError(errors[3])).toEqual({ message: 'The request was cancelled.' });
  });
});

/**
 * Upload progress goes through axios's XHR adapter (`onUploadProgress`, the XHR upload events).
 * msw's XHR interceptor does not stream the body: once it has the whole request it fires the
 * upload's loadstart (0), one progress, load and loadend events, all with the body's full byte
 * count. So jsdom with msw can prove that axios's events reach the caller with the body's real
 * size and end at 1, not the intermediate steps a browser reports on a slow link.
 */
describe('upload progress and cancel, through axios', () => {
  it('reports the bytes of the body sent and ends at the whole body (fraction 1)', async () => {
    let received: string | undefined;
    let bodyBytes = 0;
    server.use(
      http.post(`${API}/media`, async ({ request }) => {
        bodyBytes = (await request.clone().arrayBuffer()).byteLength;
        const file = (await request.formData()).get('file');
        received = file && typeof file !== 'string' ? await file.text() : undefined;
        return HttpResponse.json({ mediaID: 9, url: '/uploads/b.png' }, { status: 201 });
      }),
    );
    const events: Array<{ loaded: number; total: number }> = [];
    const api = createApiClient(TEST_CONFIG);
    const form = new FormData();
    form.append(
      'file',
      new NodeFile(['x'.repeat(5000)], 'b.png', { type: 'image/png' }) as unknown as File,
    );
    await api.post('/media', form, { onUploadProgress: (event) => events.push(event) });
    expect(received).toBe('x'.repeat(5000));
    expect(bodyBytes).toBeGreaterThan(5000);
    expect(events.length).toBeGreaterThan(0);
    expect(events.at(-1)).toEqual({ loaded: bodyBytes, total: bodyBytes });

    const fractions: number[] = [];
    const media = await uploadMedia(
      api,
      new NodeFile(['x'.repeat(5000)], 'b.png', { type: 'image/png' }) as unknown as File,
      {},
      { onUploadProgress: (fraction) => fractions.push(fraction) },
    );
    expect(media.mediaID).toBe(9);
    expect(fractions.at(-1)).toBe(1);
  });

  it('cancels an upload in flight through its signal: ERR_CANCELED, no progress to 1', async () => {
    let reached!: () => void;
    const atServer = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.post(`${API}/media`, async () => {
        reached();
        await delay('infinite');
        return HttpResponse.json({ mediaID: 9, url: '/uploads/b.png' });
      }),
    );
    const controller = new AbortController();
    const fractions: number[] = [];
    const pending = uploadMedia(
      createApiClient(TEST_CONFIG),
      new NodeFile(['abc'], 'b.png', { type: 'image/png' }) as unknown as File,
      {},
      { signal: controller.signal, onUploadProgress: (fraction) => fractions.push(fraction) },
    );
    await atServer;
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(fractions).not.toContain(1);
  });
});

describe('the axios chunk, awaited only by a call', () => {
  it('fails a call whose signal aborts before the chunk is there as cancelled, sending nothing', async () => {
    const requests = recordRequests();
    const api = createApiClient(TEST_CONFIG);
    const controller = new AbortController();
    const pending = api.get('/discussions', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    await expect(api.get('/x', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      code: 'ERR_CANCELED',
    });
    expect(requests).toHaveLength(0);
  });

  it('fails calls as a network error while the chunk cannot load, and loads it for a later call', async () => {
    server.use(http.get(`${API}/discussions`, () => HttpResponse.json([{ discussionID: 1 }])));
    // The chunk's module fails to load as a chunk does when the network drops, then loads.
    let failing = true;
    jest.doMock('@/api/axiosTransport', () => {
      if (failing) throw new TypeError('Failed to fetch dynamically imported module');
      return jest.requireActual('@/api/axiosTransport');
    });
    try {
      let isolated!: typeof import('@/api/apiClient');
      await jest.isolateModulesAsync(async () => {
        isolated = await import('@/api/apiClient');
      });
      const api = isolated.createApiClient(TEST_CONFIG);
      const failed: unknown = await api.get('/discussions').catch((error: unknown) => error);
      expect(failed).toMatchObject({ name: 'HttpError', code: 'ERR_NETWORK' });
      failing = false;
      expect((await api.get('/discussions')).data).toEqual([{ discussionID: 1 }]);
    } finally {
      jest.dontMock('@/api/axiosTransport');
    }
  });

  it('never holds back a load answered from preloaded data: it resolves while the chunk cannot load', async () => {
    // The test above left the loaded module in jest's mock registry: start from none.
    jest.resetModules();
    jest.doMock('@/api/axiosTransport', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const requests = recordRequests();
      let store!: typeof import('@/store/store');
      let slice!: typeof import('@/features/discussions/discussionsSlice');
      let thunks!: typeof import('@/features/discussions/discussionsSlice');
      let selectors!: typeof import('@/features/discussions/discussionsSlice');
      await jest.isolateModulesAsync(async () => {
        store = await import('@/store/store');
        slice = await import('@/features/discussions/discussionsSlice');
        thunks = await import('@/features/discussions/discussionsSlice');
        selectors = await import('@/features/discussions/discussionsSlice');
      });
      const page = store.createAppStore(TEST_CONFIG);
      const params = { categoryID: 3, limit: 10, page: 1 };
      page.dispatch(
        slice.discussionsPreloaded({
          params,
          discussions: [discussion(1), discussion(2)],
          paging: { total: 2 },
        }),
      );
      // Had the load needed the client, it would fail here: the chunk does not load.
      await page.dispatch(thunks.fetchDiscussions(params));
      expect(selectors.selectDiscussionList(page.getState(), params)).toMatchObject({
        status: LoadStatus.SUCCESS,
        data: { paging: { total: 2 } },
      });
      // A page that is not preloaded needs the client, and fails as the chunk did not load.
      const next = { ...params, page: 2 };
      await page.dispatch(thunks.fetchDiscussions(next));
      expect(selectors.selectDiscussionList(page.getState(), next)).toMatchObject({
        status: LoadStatus.ERROR,
        error: { message: 'Something went wrong while contacting the server.' },
      });
      expect(requests).toHaveLength(0);
    } finally {
      jest.dontMock('@/api/axiosTransport');
    }
  });
});
