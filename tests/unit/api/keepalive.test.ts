import { http, HttpResponse } from 'msw';
import { createApiClient } from '@/api/apiClient';
import { isHttpError } from '@/api/http';
import { API, server, SITE_URL } from '../../support/msw';

const config = {
  siteUrl: SITE_URL,
  csrf: { header: 'X-Transient-Key', token: 'tk-123' },
  auditLog: { id: 'audit-1' },
};
const keepalive = { keepalive: true };

/** The rejection of `promise`, which must reject. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('keepalive calls (a call that outlives the page)', () => {
  it('sends a keepalive request with the client headers, the JSON body and the query', async () => {
    let seen: Request | undefined;
    let body: unknown;
    server.use(
      http.patch(`${API}/notifications/4`, async ({ request }) => {
        seen = request;
        body = await request.json();
        return HttpResponse.json({ notificationID: 4, read: true });
      }),
    );
    const response = await createApiClient(config).patch(
      '/notifications/4',
      { read: true },
      { ...keepalive, params: { expand: 'all' } },
    );
    expect(seen?.keepalive).toBe(true);
    expect(new URL(seen!.url).searchParams.get('expand')).toBe('all');
    expect(seen?.headers.get('x-transient-key')).toBe('tk-123');
    expect(seen?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen?.headers.get('x-parent-audit-log-id')).toBe('audit-1');
    expect(seen?.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({ read: true });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ notificationID: 4, read: true });
  });

  it('fails a refused call like any other call: status, parsed error body, headers', async () => {
    server.use(
      http.patch(`${API}/notifications/4`, () =>
        HttpResponse.json(
          { message: 'Permission Problem' },
          { status: 403, headers: { 'x-reason': 'nope' } },
        ),
      ),
    );
    const error = await rejection(
      createApiClient(config).patch('/notifications/4', { read: true }, keepalive),
    );
    expect(isHttpError(error)).toBe(true);
    if (!isHttpError(error)) return;
    expect(error.code).toBe('ERR_BAD_REQUEST');
    expect(error.response?.status).toBe(403);
    expect(error.response?.data).toEqual({ message: 'Permission Problem' });
    expect(error.response?.headers['x-reason']).toBe('nope');
  });

  it('counts 408 as success (01 §7) and an empty 204 as an empty answer', async () => {
    server.use(
      http.patch(`${API}/notifications/4`, () => new HttpResponse(null, { status: 408 })),
      http.patch(`${API}/notifications/5`, () => new HttpResponse(null, { status: 204 })),
    );
    const api = createApiClient(config);
    expect((await api.patch('/notifications/4', { read: true }, keepalive)).status).toBe(408);
    const empty = await api.patch('/notifications/5', { read: true }, keepalive);
    expect(empty.status).toBe(204);
    expect(empty.data).toBe('');
  });

  it('reports a network failure as a network error, and a 200 HTML page as a bad answer', async () => {
    server.use(
      http.patch(`${API}/notifications/4`, () => HttpResponse.error()),
      http.patch(`${API}/notifications/5`, () => HttpResponse.html('<h1>Bad gateway</h1>')),
    );
    const api = createApiClient(config);
    const network = await rejection(api.patch('/notifications/4', { read: true }, keepalive));
    expect(isHttpError(network) && network.code).toBe('ERR_NETWORK');
    const html = await rejection(api.patch('/notifications/5', { read: true }, keepalive));
    expect(isHttpError(html) && html.code).toBe('ERR_BAD_RESPONSE');
  });
});
