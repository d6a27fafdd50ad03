import {
  type HttpClientOptions,
  type HttpResponse,
  type RequestConfig,
  isHttpError,
  send,
} from './httpClient';
import type { BootstrapConfig } from './types/bootstrap';
import { isChallengeResponse } from './cdnErrorPage';

export type { RequestConfig } from './httpClient';

/** The page's one HTTP client. Components never use it; thunks reach it as `extra.api`. */
export interface ApiClient {
  request<T = unknown>(config: RequestConfig): Promise<ApiResponse<T>>;
  get<T = unknown>(url: string, config?: RequestConfig): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string, config?: RequestConfig): Promise<ApiResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<ApiResponse<T>>;
}

/**
 * What an endpoint function returns when its caller reads more than the body: the paging
 * headers of a list, or the status of a success that is not the expected answer.
 */
export type ApiResponse<T> = HttpResponse<T>;

export interface ApiClientOptions {
  /** Reloads the page when a CDN challenge answers a call. Injectable for tests. */
  reload?: () => void;
}

const SAFE_METHODS = new Set(['get', 'head', 'options']);

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
 * Creates the client for `${siteUrl}/api/v2/` (spec 01 §7): X-Requested-With and the
 * audit-log parent headers on every call, the host's CSRF header on state-changing calls,
 * <400 and 408 as success, a body that is not JSON as a failure, and a page reload when a
 * CDN challenge answers.
 */
export function createApiClient(
  config: BootstrapConfig,
  options: ApiClientOptions = {},
): ApiClient {
  const reload = options.reload ?? ((): void => window.location.reload());
  const csrf = config.csrf;
  const http: HttpClientOptions = {
    baseUrl: apiBaseUrl(config.siteUrl),
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...auditHeaders(config.auditLog) },
    headersFor: (method) =>
      csrf?.header && csrf.token && !SAFE_METHODS.has(method.toLowerCase())
        ? { [csrf.header]: csrf.token }
        : {},
    isSuccess: isSuccessStatus,
    onError: (error) => {
      if (isHttpError(error) && error.response) {
        if (isChallengeResponse(error.response.headers, error.response.data)) reload();
      }
    },
  };
  const request = <T>(call: RequestConfig): Promise<ApiResponse<T>> => send<T>(http, call);
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
