import axios, {
  AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
  isAxiosError,
} from 'axios';
import type { BootstrapConfig } from './types/bootstrap';
import { isChallengeResponse } from './cdnErrorPage';

/** The page's one HTTP client. Components never use it; thunks reach it as `extra.api`. */
export type ApiClient = AxiosInstance;

/**
 * What an endpoint function returns when its caller reads more than the body: the paging
 * headers of a list, or the status of a success that is not the expected answer.
 */
export type ApiResponse<T> = Pick<AxiosResponse<T>, 'data' | 'status' | 'headers'>;

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
 * Creates the axios instance for `${siteUrl}/api/v2/` (spec 01 §7): X-Requested-With and the
 * audit-log parent headers on every call, the host's CSRF header on state-changing calls,
 * <400 and 408 as success, and a page reload when a CDN challenge answers.
 */
export function createApiClient(
  config: BootstrapConfig,
  options: ApiClientOptions = {},
): ApiClient {
  const reload = options.reload ?? ((): void => window.location.reload());
  const http: AxiosInstance = axios.create({
    baseURL: apiBaseUrl(config.siteUrl),
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...auditHeaders(config.auditLog) },
    validateStatus: isSuccessStatus,
    transformResponse: [parseJsonBody],
  });
  const csrf = config.csrf;
  if (csrf?.header && csrf.token) {
    http.interceptors.request.use((request) => {
      if (!SAFE_METHODS.has((request.method ?? 'get').toLowerCase())) {
        request.headers.set(csrf.header, csrf.token);
      }
      return request;
    });
  }
  http.interceptors.response.use(rejectUnparsedBody, (error: unknown) => {
    if (isAxiosError(error) && error.response) {
      if (isChallengeResponse(error.response.headers, error.response.data)) reload();
    }
    return Promise.reject(error);
  });
  return http;
}

/** Requests whose body should have been JSON and did not parse (see `parseJsonBody`). */
const unparsed = new WeakSet<InternalAxiosRequestConfig>();

/**
 * axios's JSON parsing, except that a body which does not parse is remembered, so that
 * `rejectUnparsedBody` can tell it from a body that is a JSON string (`"done"`, 01 §7). The raw
 * text is kept as the data: error pages (a CDN's HTML) are read from it.
 */
function parseJsonBody(this: InternalAxiosRequestConfig, data: unknown): unknown {
  unparsed.delete(this);
  const type = this.responseType;
  if (typeof data !== 'string' || data.trim() === '' || (type && type !== 'json')) return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    unparsed.add(this);
    return data;
  }
}

/**
 * Every `/api/v2` answer is JSON, and any JSON value is a valid body, a bare string, number,
 * boolean or null included. A body that does not parse (malformed JSON, or an HTML page from a
 * proxy answering 200) must fail like any other bad answer, not reach a widget as a string.
 */
function rejectUnparsedBody(response: AxiosResponse): AxiosResponse | Promise<never> {
  if (unparsed.has(response.config)) {
    return Promise.reject(
      new AxiosError(
        'The server answered with a body that is not valid JSON.',
        AxiosError.ERR_BAD_RESPONSE,
        response.config,
        response.request,
        response,
      ),
    );
  }
  return response;
}
