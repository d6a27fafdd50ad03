import { http, HttpResponse } from 'msw';
import { apiBaseUrl, createApiClient } from '@/api/apiClient';
import { toApiError } from '@/api/apiError';
import { API, server, SITE_URL } from '../../support/msw';

const config = {
  siteUrl: SITE_URL,
  csrf: { header: 'X-Transient-Key', token: 'tk-123' },
  auditLog: {
    id: 'audit-1',
    requestPath: '/discussions',
    requestMethod: 'GET',
    requestQuery: { page: '2' },
  },
};

describe('api client: transport', () => {
  it('builds the base URL under the site URL', () => {
    expect(apiBaseUrl('https://forum.example/sub/')).toBe('https://forum.example/sub/api/v2/');
    expect(apiBaseUrl(undefined)).toBe('/api/v2/');
  });

  it('sends X-Requested-With and the audit-log parent headers on every call', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(`${API}/users/me`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    await createApiClient(config).get('/users/me');
    expect(headers?.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(headers?.get('x-parent-audit-log-id')).toBe('audit-1');
    expect(headers?.get('x-parent-audit-log-request-path')).toBe('/discussions');
    expect(headers?.get('x-parent-audit-log-request-method')).toBe('GET');
    expect(headers?.get('x-parent-audit-log-request-query')).toBe('{"page":"2"}');
  });

  it('sends the CSRF header on state-changing calls only', async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      http.get(`${API}/config`, ({ request }) => {
        seen.get = request.headers.get('x-transient-key');
        return HttpResponse.json({});
      }),
      http.patch(`${API}/config`, ({ request }) => {
        seen.patch = request.headers.get('x-transient-key');
        return HttpResponse.json({});
      }),
    );
    const api = createApiClient(config);
    await api.get('/config');
    await api.patch('/config', { a: 1 });
    expect(seen).toEqual({ get: null, patch: 'tk-123' });
  });

  it('counts 408 as success and 400 as failure', async () => {
    server.use(
      http.get(`${API}/slow`, () => HttpResponse.json({ callbackPayload: 'x' }, { status: 408 })),
      http.get(`${API}/bad`, () => HttpResponse.json({ message: 'Bad' }, { status: 400 })),
    );
    const api = createApiClient(config);
    await expect(api.get('/slow')).resolves.toMatchObject({ status: 408 });
    await expect(api.get('/bad')).rejects.toMatchObject({ response: { status: 400 } });
  });
});

describe('api client: errors', () => {
  async function failure(response: Response, reload = jest.fn()) {
    server.use(http.get(`${API}/thing`, () => response));
    const api = createApiClient(config, { reload });
    try {
      await api.get('/thing');
    } catch (error) {
      return toApiError(error);
    }
    throw new Error('expected a failure');
  }

  it('uses the default message when the server gives none', async () => {
    expect(await failure(HttpResponse.json({}, { status: 500 }))).toEqual({
      message: 'Something went wrong while contacting the server.',
      status: 500,
    });
  });

  it('groups field errors by field and keeps description, actionButton and trace', async () => {
    const error = await failure(
      HttpResponse.json(
        {
          message: 'Validation failed.',
          description: 'Check the form.',
          actionButton: { label: 'Back to Home', url: '/' },
          trace: 'abc',
          errors: [
            { field: 'name', message: 'Name is required.', code: 'missingField' },
            { field: 'name', message: 'Name is too short.' },
            { field: 'email', message: 'Email is invalid.' },
          ],
        },
        { status: 422 },
      ),
    );
    expect(error).toEqual({
      message: 'Validation failed.',
      description: 'Check the form.',
      actionButton: { label: 'Back to Home', url: '/' },
      trace: 'abc',
      status: 422,
      errors: {
        name: [
          { field: 'name', message: 'Name is required.', code: 'missingField' },
          { field: 'name', message: 'Name is too short.' },
        ],
        email: [{ field: 'email', message: 'Email is invalid.' }],
      },
    });
  });

  it('parses a CDN HTML error page into a title and a description with the Ray ID', async () => {
    const html = `<!DOCTYPE html><html><head><title>example.com | 522</title></head><body>
      <div id="cf-error-details" class="cf-error-details">
        <h1><span>Error</span> <span>522</span></h1>
        <p>Connection timed out</p>
      </div>
      <p class="footer-p">Cloudflare Ray ID: <strong>7d2a9f3b1c0e4a21</strong></p></body></html>`;
    const error = await failure(
      new HttpResponse(html, { status: 522, headers: { 'Content-Type': 'text/html' } }),
    );
    expect(error).toEqual({
      message: 'Error 522',
      description: 'Connection timed out Ray ID: 7d2a9f3b1c0e4a21',
      trace: '7d2a9f3b1c0e4a21',
      status: 522,
    });
  });

  it("titles an HTML error page without a heading 'An Error has Occured'", async () => {
    const error = await failure(
      new HttpResponse('<html><body><p>Bad gateway</p></body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html', 'cf-ray': '8abc-AMS' },
      }),
    );
    expect(error).toMatchObject({
      message: 'An Error has Occured',
      description: 'Bad gateway Ray ID: 8abc-AMS',
    });
  });

  it('reloads the page when a CDN challenge answers', async () => {
    const reload = jest.fn();
    await failure(
      new HttpResponse('<html>Just a moment...</html>', {
        status: 403,
        headers: { 'Content-Type': 'text/html', 'cf-mitigated': 'challenge' },
      }),
      reload,
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for an ordinary 403', async () => {
    const reload = jest.fn();
    await failure(HttpResponse.json({ message: 'Permission Problem' }, { status: 403 }), reload);
    expect(reload).not.toHaveBeenCalled();
  });

  it('fails on a 200 whose JSON body is malformed, with the default message', async () => {
    const body = new HttpResponse('{"discussionID": 1, oops', {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
    expect(await failure(body)).toEqual({
      message: 'Something went wrong while contacting the server.',
      status: 200,
    });
  });

  it('fails on a 200 that is an HTML page instead of JSON, reading the page', async () => {
    const page =
      '<html><head><title>Sign in to the proxy</title></head><body><h1>Proxy</h1></body></html>';
    const error = await failure(
      new HttpResponse(page, { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    expect(error.status).toBe(200);
    expect(error.message).not.toBe('');
  });

  it.each([['done'], [42], [true], [null]])(
    'accepts a 2xx whose JSON body is the bare value %p (01 §7)',
    async (value) => {
      server.use(http.post(`${API}/calls/run`, () => HttpResponse.json(value)));
      const response = await createApiClient(config).post('/calls/run', 'jwt');
      expect(response.data).toBe(value);
    },
  );

  it('uses the default message when the network fails', async () => {
    expect(await failure(HttpResponse.error())).toEqual({
      message: 'Something went wrong while contacting the server.',
    });
  });
});
