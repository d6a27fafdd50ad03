/**
 * The transport under `ApiClient` (issue 22 §4: it replaced axios, 16.9 KB gzip, with 1.6 KB;
 * docs/performance.md compares the candidates). Calls go through `fetch`; a call that asks for
 * upload progress goes through XHR, the one browser API that reports it. It keeps axios's
 * contract where the app relied on it: the same query strings, a plain object or array body sent
 * as JSON, `{ data, status, headers }` with lower-case header names, and axios's error codes.
 */
import { buildUrl } from './queryString';

/** One call. `url` is relative to the base URL unless it is absolute. */
export interface RequestConfig {
  method?: string;
  url?: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sends the call as a `keepalive` fetch: the browser delivers it after the page is left. */
  keepalive?: boolean;
  /** Progress of the request body; makes the call go through XHR. */
  onUploadProgress?: (event: { loaded: number; total: number }) => void;
}

/** What a successful call resolves to; `headers` has lower-case names. */
export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Record<string, string>;
}

/** How a call failed, with axios's codes (the UI and the tests tell the cases apart by them). */
export type HttpErrorCode = 'ERR_NETWORK' | 'ERR_CANCELED' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE';

/** A failed call: no answer (network, cancelled), a refusing status, or an unreadable body. */
export class HttpError extends Error {
  readonly code: HttpErrorCode;
  readonly response: HttpResponse<unknown> | undefined;

  constructor(message: string, code: HttpErrorCode, response?: HttpResponse<unknown>) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.response = response;
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

/** Was the call cancelled through its `signal`? */
export function isCancelled(value: unknown): boolean {
  return isHttpError(value) && value.code === 'ERR_CANCELED';
}

const UNPARSED = Symbol('unparsed');

/**
 * Every `/api/v2` answer is JSON, and any JSON value is a valid body, a bare string included
 * (`"done"`, 01 §7). An empty body is `''`. A body that does not parse stays text (error
 * pages are read from it), marked `UNPARSED`.
 */
function parseBody(text: string): { data: unknown; [UNPARSED]?: true } {
  if (text.trim() === '') return { data: text };
  try {
    return { data: JSON.parse(text) as unknown };
  } catch {
    return { data: text, [UNPARSED]: true };
  }
}

/** A plain object or an array is sent as JSON; FormData, strings, Blobs and the like as they are. */
function encodeBody(data: unknown, headers: Record<string, string>): BodyInit | null {
  if (data === undefined || data === null) return null;
  const plain =
    Array.isArray(data) ||
    (typeof data === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(data)));
  if (!plain) return data as BodyInit;
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
    headers['Content-Type'] = 'application/json';
  }
  return JSON.stringify(data);
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

async function sendWithFetch(url: string, init: RequestInit): Promise<RawAnswer> {
  const answer = await fetch(url, init);
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
  return { status: answer.status, headers, text: await answer.text() };
}

function xhrHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * XHR, for a call whose upload progress is reported. Rejects like fetch: TypeError, AbortError
 * (on abort at once, not only when XHR reports it: a mocked XHR may never report it).
 */
function sendWithXhr(
  url: string,
  init: RequestInit,
  onUploadProgress: NonNullable<RequestConfig['onUploadProgress']>,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const aborted = (): void => reject(new DOMException('The call was aborted.', 'AbortError'));
    const abort = (): void => {
      xhr.abort();
      aborted();
    };
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries(init.headers as Record<string, string>)) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event): void =>
      onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onloadend = (): void => init.signal?.removeEventListener('abort', abort);
    xhr.onload = (): void =>
      resolve({
        status: xhr.status,
        headers: xhrHeaders(xhr.getAllResponseHeaders()),
        text: xhr.responseText,
      });
    xhr.onerror = (): void => reject(new TypeError('Network request failed'));
    xhr.onabort = aborted;
    init.signal?.addEventListener('abort', abort, { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

export interface HttpClientOptions {
  baseUrl: string;
  /** Sent on every call; a call's own headers win. */
  headers?: Record<string, string>;
  /** Extra headers for one call, e.g. a CSRF token on state-changing methods. */
  headersFor?: (method: string) => Record<string, string>;
  /** Which statuses resolve; the others reject with their response. */
  isSuccess: (status: number) => boolean;
  /** Sees every failure before the caller does, e.g. to reload on a CDN challenge. */
  onError?: (error: HttpError) => void;
}

/** Sends one call and settles it the way axios did with this project's configuration. */
export async function send<T>(
  options: HttpClientOptions,
  config: RequestConfig,
): Promise<HttpResponse<T>> {
  const method = (config.method ?? 'get').toUpperCase();
  const headers: Record<string, string> = {
    Accept: 'application/json, text/plain, */*',
    ...options.headers,
    ...options.headersFor?.(method),
    ...config.headers,
  };
  const init: RequestInit = {
    method,
    headers,
    body: encodeBody(config.data, headers),
    signal: config.signal ?? null,
    credentials: 'same-origin',
  };
  if (config.keepalive) init.keepalive = true;
  const url = buildUrl(options.baseUrl, config.url, config.params);
  const fail = (error: HttpError): never => {
    options.onError?.(error);
    throw error;
  };
  if (config.signal?.aborted) fail(new HttpError('The call was cancelled.', 'ERR_CANCELED'));
  let raw: RawAnswer;
  try {
    raw = config.onUploadProgress
      ? await sendWithXhr(url, init, config.onUploadProgress)
      : await sendWithFetch(url, init);
  } catch (cause) {
    const cancelled = config.signal?.aborted || (cause as Error | null)?.name === 'AbortError';
    return fail(
      cancelled
        ? new HttpError('The call was cancelled.', 'ERR_CANCELED')
        : new HttpError('Network Error', 'ERR_NETWORK'),
    );
  }
  const body = parseBody(raw.text);
  const response: HttpResponse<T> = {
    data: body.data as T,
    status: raw.status,
    headers: raw.headers,
  };
  if (!options.isSuccess(raw.status)) {
    const code = raw.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
    return fail(new HttpError(`Request failed with status code ${raw.status}`, code, response));
  }
  if (body[UNPARSED]) {
    throw new HttpError(
      'The server answered with a body that is not valid JSON.',
      'ERR_BAD_RESPONSE',
      response,
    );
  }
  return response;
}
