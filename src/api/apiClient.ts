import type { Send, TransportSettings } from './axiosTransport';
import {
  type ApiClient,
  cancelledError,
  HttpError,
  type HttpResponse,
  type RequestConfig,
} from './http';
import type { BootstrapConfig } from './types/bootstrap';

export type { ApiClient, RequestConfig } from './http';

/**
 * What an endpoint function returns when its caller reads more than the body: the paging
 * headers of a list, or the status of a success that is not the expected answer.
 */
export type ApiResponse<T> = HttpResponse<T>;

export interface ApiClientOptions {
  /** Reloads the page when a CDN challenge answers a call. Injectable for tests. */
  reload?: () => void;
}

/** `${siteUrl}/api/v2/`, with exactly one slash between the parts. */
export function apiBaseUrl(siteUrl: string | undefined): string {
  return `${(siteUrl ?? '').replace(/\/+$/, '')}/api/v2/`;
}

/** Statuses below 400 succeed, and so does 408: a long-running job answers 408 to say "resume me". */
export function isSuccessStatus(status: number): boolean {
  return status < 400 || status === 408;
}

function auditHeaders(auditLog: BootstrapConfig['auditLog']): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!auditLog) return headers;
  if (auditLog.id) headers['X-Parent-Audit-Log-Id'] = auditLog.id;
  if (auditLog.requestPath) headers['X-Parent-Audit-Log-Request-Path'] = auditLog.requestPath;
  if (auditLog.requestMethod) headers['X-Parent-Audit-Log-Request-Method'] = auditLog.requestMethod;
  if (auditLog.requestQuery) {
    headers['X-Parent-Audit-Log-Request-Query'] = JSON.stringify(auditLog.requestQuery);
  }
  return headers;
}

/**
 * Creates the page's client for `${siteUrl}/api/v2/` (spec 01 §7): one axios instance
 * (`axiosTransport.ts`, its own chunk) with X-Requested-With and the audit-log parent headers
 * on every call, the host's CSRF header on state-changing calls, <400 and 408 as success, a body
 * that is not JSON as a failure, and a page reload when a CDN challenge answers.
 *
 * The axios chunk is requested here, when the runtime makes the store (createAppStore), so it
 * downloads while the widget chunks arrive and render; only a call awaits it, so a widget that
 * renders from preloaded data never waits for it. A call whose signal aborts while the chunk is
 * still on its way fails at once as cancelled; if the chunk cannot be loaded the call fails as a
 * network error, and the next call asks for it again.
 */
export function createApiClient(
  config: BootstrapConfig,
  options: ApiClientOptions = {},
): ApiClient {
  const csrf = config.csrf;
  const settings: TransportSettings = {
    baseURL: apiBaseUrl(config.siteUrl),
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...auditHeaders(config.auditLog) },
    isSuccess: isSuccessStatus,
    reload: options.reload ?? ((): void => window.location.reload()),
  };
  if (csrf?.header && csrf.token) settings.csrf = { header: csrf.header, token: csrf.token };

  let transport: Promise<Send> | undefined;
  const load = (): Promise<Send> =>
    (transport ??= import('./axiosTransport').then(
      (module) => module.createAxiosClient(settings),
      () => {
        transport = undefined;
        throw new HttpError('Network Error', 'ERR_NETWORK');
      },
    ));
  load().catch(() => undefined);

  /** The transport, or the call's cancellation if its signal aborts first. */
  const ready = (signal: AbortSignal | undefined): Promise<Send> =>
    new Promise((resolve, reject) => {
      const abort = (): void => reject(cancelledError());
      if (signal?.aborted) return abort();
      signal?.addEventListener('abort', abort, { once: true });
      load()
        .then(resolve, reject)
        .finally(() => signal?.removeEventListener('abort', abort));
    });

  const request = async <T>(call: RequestConfig): Promise<ApiResponse<T>> =>
    (await ready(call.signal))<T>(call);
  const bodyless =
    (method: string) =>
    <T>(url: string, call?: RequestConfig): Promise<ApiResponse<T>> =>
      request<T>({ ...call, method, url });
  const withBody =
    (method: string) =>
    <T>(url: string, data?: unknown, call?: RequestConfig): Promise<ApiResponse<T>> =>
      request<T>({ ...call, method, url, data });
  return {
    request,
    get: bodyless('get'),
    delete: bodyless('delete'),
    post: withBody('post'),
    put: withBody('put'),
    patch: withBody('patch'),
  };
}
