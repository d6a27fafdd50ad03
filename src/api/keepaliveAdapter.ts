import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/**
 * An axios adapter that sends the call as a `keepalive` fetch, for a call made just as the page
 * is left (a click on a link that navigates at once): the browser delivers it after the page is
 * gone, where XHR would be cancelled. The build leaves out axios's own fetch adapter
 * (rollup.config.mjs), so this small one takes its place for these calls.
 *
 * Everything else stays axios's: the instance's interceptors (CSRF and audit headers) have run
 * and the body is already serialised when an adapter is called, and the answer goes through
 * `validateStatus` here and through the response transforms and interceptors afterwards.
 */
export async function keepaliveAdapter(config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  const headers = AxiosHeaders.from(config.headers).toJSON(true) as Record<string, string>;
  let answer: Response;
  try {
    answer = await fetch(axios.getUri(config), {
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      body: (config.data as BodyInit | null | undefined) ?? null,
      credentials: config.withCredentials ? 'include' : 'same-origin',
      keepalive: true,
    });
  } catch (cause) {
    const error = new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (cause instanceof Error) error.cause = cause;
    throw error;
  }
  const response: AxiosResponse = {
    data: await answer.text(),
    status: answer.status,
    statusText: answer.statusText,
    headers: AxiosHeaders.from(Object.fromEntries(answer.headers.entries())),
    config,
    request: null,
  };
  if (config.validateStatus && !config.validateStatus(answer.status)) {
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  }
  return response;
}
