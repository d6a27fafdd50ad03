/**
 * Query strings as axios wrote them, which the servers, the demo host and the contract tests
 * expect: `key[]=a&key[]=b`, `key[sub]=v` (`key[sub][0]=v` inside), dates as ISO strings, null
 * and undefined dropped, and axios's percent-encoding.
 */

/** axios's encoding of a query key or value: URI-encoded, with `:`, `$`, `,` and `+` for space. */
function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

function addParam(pairs: string[], key: string, value: unknown, nested: boolean): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) =>
      addParam(pairs, nested ? `${key}[${index}]` : `${key}[]`, item, nested),
    );
  } else if (value instanceof Date) {
    pairs.push(`${encode(key)}=${encode(value.toISOString())}`);
  } else if (typeof value === 'object') {
    for (const [sub, item] of Object.entries(value)) addParam(pairs, `${key}[${sub}]`, item, true);
  } else {
    pairs.push(`${encode(key)}=${encode(String(value as string | number | boolean))}`);
  }
}

/** The query string of `params` as axios writes it, without the `?`. */
export function serializeParams(params: object | undefined): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) addParam(pairs, key, value, false);
  return pairs.join('&');
}

/** `base` + `url` with one slash between them (an absolute `url` stands alone), plus `params`. */
export function buildUrl(base: string, url = '', params?: object): string {
  const full = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)
    ? url
    : url
      ? `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
      : base;
  const query = serializeParams(params);
  if (!query) return full;
  const path = full.split('#')[0] ?? '';
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
