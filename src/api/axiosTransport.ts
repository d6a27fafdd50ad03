/**
 * The page's one axios instance (`axios.create`), in a chunk of its own (issue 33 §2):
 * `createApiClient` (apiClient.ts) requests this chunk as the runtime makes the store and awaits
 * it only when the first call is made. Everything of 01 §7 is axios configuration here: the base
 * URL and headers, `validateStatus` (408 succeeds), a response transform that rejects a body
 * which is not JSON, the CSRF header and the CDN challenge as interceptors, upload progress
 * through XHR and `keepalive` through the fetch adapter's `fetchOptions`. What leaves this
 * module is axios-free: `{ data, status, headers }` and `HttpError` (http.ts).
 */
import axios, {
  AxiosError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
  isAxiosError,
  isCancel,
} from 'axios';
import { isChallengeResponse } from './cdnErrorPage';
import { cancelledError, HttpError, type HttpResponse, type RequestConfig } from './http';

/** What apiClient.ts derives from the bootstrap config (01 §7). */
export interface TransportSettings {
  baseURL: string;
  /** Sent on every call. */
  headers: Record<string, string>;
  /** The host's CSRF header, sent on state-changing calls only. */
  csrf?: { header: string; token: string };
  /** Which statuses resolve (below 400, and 408). */
  isSuccess: (status: number) => boolean;
  /** Called when a CDN challenge answers a failing call. */
  reload: () => void;
}

const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** Requests whose body should have been JSON and did not parse (see `parseJsonBody`). */
const unparsed = new WeakSet<InternalAxiosRequestConfig>();

/**
 * Every `/api/v2` answer is JSON, and any JSON value is a valid body, a bare string included
 * (`"done"`, 01 §7); an empty body is `''`. A body that does not parse stays text (error pages
 * are read from it) and is remembered, so that `rejectUnparsedBody` fails a success that carries
 * it. (axios's own transform would hand such a body on as a string, silently.)
 */
function parseJsonBody(this: InternalAxiosRequestConfig, data: unknown): unknown {
  unparsed.delete(this);
  if (typeof data !== 'string' || data.trim() === '') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    unparsed.add(this);
    return data;
  }
}

function rejectUnparsedBody(response: AxiosResponse): AxiosResponse | Promise<never> {
  if (!unparsed.has(response.config)) return response;
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

function toResponse<T>(response: AxiosResponse): HttpResponse<T> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers ?? {})) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  }
  return { data: response.data as T, status: response.status, headers };
}

/** axios's failures in the client's terms: `HttpError` with the same codes and messages. */
function toHttpError(error: unknown, signal: AbortSignal | undefined): unknown {
  if (isCancel(error) || (signal?.aborted && isAxiosError(error))) return cancelledError();
  if (!isAxiosError(error)) return error;
  const response = error.response;
  if (!response) return new HttpError('Network Error', 'ERR_NETWORK');
  const code =
    error.code === 'ERR_BAD_REQUEST' || error.code === 'ERR_BAD_RESPONSE'
      ? error.code
      : response.status >= 500 || response.status < 400
        ? 'ERR_BAD_RESPONSE'
        : 'ERR_BAD_REQUEST';
  return new HttpError(error.message, code, toResponse(response));
}

/** One call's axios config: `keepalive` through the fetch adapter, upload progress through XHR. */
function toAxiosConfig(call: RequestConfig): AxiosRequestConfig {
  const config: AxiosRequestConfig = {
    method: call.method ?? 'get',
    url: call.url,
    params: call.params,
    data: call.data,
    headers: call.headers,
    signal: call.signal,
  };
  if (call.keepalive) config.fetchOptions = { keepalive: true };
  const progress = call.onUploadProgress;
  if (progress) {
    config.adapter = 'xhr';
    config.onUploadProgress = (event): void =>
      progress({ loaded: event.loaded, total: event.total ?? 0 });
  }
  return config;
}

/** Sends one call through the instance and settles it in the client's terms. */
export type Send = <T>(call: RequestConfig) => Promise<HttpResponse<T>>;

/** Builds the page's axios instance; `apiClient.ts` puts the `ApiClient` methods over it. */
export function createAxiosClient(settings: TransportSettings): Send {
  const instance = axios.create({
    baseURL: settings.baseURL,
    headers: settings.headers,
    validateStatus: settings.isSuccess,
    // fetch first, as the client before it: a cancelled call also cancels the request the
    // server sees. XHR stays for uploads (the one API that reports upload progress everywhere).
    adapter: ['fetch', 'xhr'],
    // The raw text reaches `parseJsonBody`, whichever adapter answered.
    responseType: 'text',
    transformResponse: [parseJsonBody],
    // The host's CSRF token comes from the bootstrap (`csrf`), not from a cookie.
    withXSRFToken: false,
  });
  const csrf = settings.csrf;
  if (csrf) {
    instance.interceptors.request.use((request) => {
      if (!SAFE_METHODS.has((request.method ?? 'get').toLowerCase())) {
        request.headers.set(csrf.header, csrf.token);
      }
      return request;
    });
  }
  instance.interceptors.response.use(rejectUnparsedBody, (error: unknown) => {
    if (isAxiosError(error) && error.response) {
      if (isChallengeResponse(error.response.headers, error.response.data)) settings.reload();
    }
    return Promise.reject(error);
  });

  const request = async <T>(call: RequestConfig): Promise<HttpResponse<T>> => {
    try {
      return toResponse<T>(await instance.request(toAxiosConfig(call)));
    } catch (error) {
      throw toHttpError(error, call.signal);
    }
  };
  return request;
}
