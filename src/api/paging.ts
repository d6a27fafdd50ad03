/**
 * Paging as forum servers send it in response headers (the OpenAPI files do not list them):
 * `Link` with rel="next"/rel="prev", `x-app-page-result-count` (the total),
 * `x-app-page-current` and `x-app-page-limit`.
 */
export interface Paging {
  next?: string;
  prev?: string;
  total?: number;
  currentPage?: number;
  limit?: number;
}

function header(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  for (const [key, value] of Object.entries(headers as Record<string, unknown>)) {
    if (key.toLowerCase() === name) return value == null ? undefined : String(value);
  }
  return undefined;
}

function toInt(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : undefined;
}

/** Reads `<url>; rel="next", <url>; rel="prev"` into a map of rel → URL. */
export function parseLinkHeader(value: string | undefined): Record<string, string> {
  const links: Record<string, string> = {};
  if (!value) return links;
  for (const part of value.split(/,(?=\s*<)/)) {
    const match = /<([^>]*)>\s*;(.*)/.exec(part.trim());
    if (!match) continue;
    const rels = /rel="?([^";]+)"?/.exec(match[2] ?? '')?.[1] ?? '';
    for (const rel of rels.trim().split(/\s+/)) if (rel) links[rel] = match[1] ?? '';
  }
  return links;
}

/** Extracts the paging information of a list response from its headers. */
export function parsePaging(headers: unknown): Paging {
  const links = parseLinkHeader(header(headers, 'link'));
  const paging: Paging = {};
  if (links.next) paging.next = links.next;
  if (links.prev) paging.prev = links.prev;
  const total = toInt(header(headers, 'x-app-page-result-count'));
  const currentPage = toInt(header(headers, 'x-app-page-current'));
  const limit = toInt(header(headers, 'x-app-page-limit'));
  if (total !== undefined) paging.total = total;
  if (currentPage !== undefined) paging.currentPage = currentPage;
  if (limit !== undefined) paging.limit = limit;
  return paging;
}
