import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '../../../src/api/apiClient';
import { toApiError } from '../../../src/api/apiError';
import { isHttpError } from '../../../src/api/httpClient';
import { buildUrl, serializeParams } from '../../../src/api/queryString';
import { uploadMedia } from '../../../src/api/upload';
import { API, server, TEST_CONFIG } from '../../support/msw';

const BASE = 'https://forum.example/api/v2/';

describe('query params, serialised as axios did (the URLs the demo host and contracts expect)', () => {
  it('writes arrays as key[]=, nested objects as key[sub]=, dates as ISO strings', () => {
    expect(
      serializeParams({
        expand: ['users', 'tags'],
        filter: { tag: 'a', ids: [3, 4] },
        since: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
        page: 2,
        pinned: false,
      }),
    ).toBe(
      'expand%5B%5D=users&expand%5B%5D=tags&filter%5Btag%5D=a&filter%5Bids%5D%5B0%5D=3' +
        '&filter%5Bids%5D%5B1%5D=4&since=2026-01-02T03:04:05.000Z&page=2&pinned=false',
    );
  });

  it('drops null and undefined, also inside arrays, and keeps empty strings and zero', () => {
    expect(serializeParams({ a: null, b: undefined, c: [null, 1], d: '', e: 0, f: [] })).toBe(
      'c%5B%5D=1&d=&e=0',
    );
  });

  it('encodes like axios: space as +, : $ , left as they are, everything else escaped', () => {
    expect(serializeParams({ 'k y': 'a b,c:d$e@f/g?h&i=j+k#l' })).toBe(
      'k+y=a+b,c:d$e%40f%2Fg%3Fh%26i%3Dj%2Bk%23l',
    );
  });

  it('joins the base and the path with one slash and appends to an existing query', () => {
    expect(buildUrl(BASE, '/discussions', { limit: 5 })).toBe(`${BASE}discussions?limit=5`);
    expect(buildUrl(BASE, 'search?x=1#top', { q: 'a' })).toBe(`${BASE}search?x=1&q=a`);
    expect(buildUrl(BASE, 'https://cdn.example/a', {})).toBe('https://cdn.example/a');
    expect(buildUrl(BASE, '')).toBe(BASE);
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

describe('upload progress', () => {
  it('reports the fraction of the body sent and ends at 1', async () => {
    let received: string | undefined;
    server.use(
      http.post(`${API}/media`, async ({ request }) => {
        const file = (await request.formData()).get('file');
        received = file && typeof file !== 'string' ? await file.text() : undefined;
        return HttpResponse.json({ mediaID: 9, url: '/uploads/b.png' }, { status: 201 });
      }),
    );
    const fractions: number[] = [];
    const media = await uploadMedia(
      createApiClient(TEST_CONFIG),
      new NodeFile(['x'.repeat(5000)], 'b.png', { type: 'image/png' }) as unknown as File,
      {},
      { onUploadProgress: (fraction) => fractions.push(fraction) },
    );
    expect(media.mediaID).toBe(9);
    expect(received).toBe('x'.repeat(5000));
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.at(-1)).toBe(1);
  });

  it('cancels an upload through its signal', async () => {
    server.use(
      http.post(`${API}/media`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ mediaID: 9, url: '/uploads/b.png' });
      }),
    );
    const controller = new AbortController();
    const pending = uploadMedia(
      createApiClient(TEST_CONFIG),
      new NodeFile(['abc'], 'b.png', { type: 'image/png' }) as unknown as File,
      {},
      { signal: controller.signal, onUploadProgress: () => undefined },
    );
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
  });
});
