/**
 * The API client's contract without its transport: what a call takes, what it resolves to and
 * how it fails. The transport (axios, `axiosTransport.ts`) is a lazy chunk of its own (issue 33
 * §2); this module stays in the runtime, so that `apiError.ts`, the long runner and the thunks
 * can read a failure (`isHttpError`, `isCancelled`) without waiting for, or bundling, axios.
 */

/** One call. `url` is relative to the base URL unless it is absolute. */
export interface RequestConfig {
  method?: string;
  url?: string;
  /** Serialised by axios: `key[]=a&key[]=b`, `key[sub]=v`, ISO dates, null and undefined dropped. */
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Sends the call through axios's fetch adapter with `fetchOptions: { keepalive: true }`: the
   * browser delivers it after the page is left, where XHR would be cancelled.
   */
  keepalive?: boolean;
  /** Progress of the request body (axios's `onUploadProgress`, through XHR). */
  onUploadProgress?: (event: { loaded: number; total: number }) => void;
}

/** What a successful call resolves to; `headers` has lower-case names. */
export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Record<string, string>;
}

/** The page's one HTTP client. Components never use it; thunks reach it as `extra.api`. */
export interface ApiClient {
  request<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
}

/** How a call failed, with axios's codes (the UI and the tests tell the cases apart by them). */
export type HttpErrorCode = 'ERR_NETWORK' | 'ERR_CANCELED' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE';

/**
 * A failed call: no answer (network, cancelled), a refusing status, or an unreadable body. The
 * transport turns axios's `AxiosError` into this, so nothing above `src/api` depends on axios.
 */
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

/** The failure of a call whose signal aborted. */
export function cancelledError(): HttpError {
  return new HttpError('The call was cancelled.', 'ERR_CANCELED');
}
