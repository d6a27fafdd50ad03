/** Page/limit handling and the pagination headers of list endpoints. */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PAGING_HEADERS = [
  'Link',
  'x-app-page-result-count',
  'x-app-page-current',
  'x-app-page-limit',
  'x-app-page-next-url',
  'x-app-page-prev-url',
];

export const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
  limit: { type: 'integer', minimum: 1, maximum: 500, default: 30 },
} as const;

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

export function paging(query: { page?: number; limit?: number }, defaultLimit = 30): Paging {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}

function pageUrl(req: FastifyRequest, page: number): string {
  const url = new URL(req.url, 'http://x');
  url.searchParams.set('page', String(page));
  return `${url.pathname}?${url.searchParams.toString()}`;
}

/** Sets Link (rel next/prev, root-relative), result count, current page and limit. */
export function setPagingHeaders(
  req: FastifyRequest,
  reply: FastifyReply,
  p: Paging,
  total: number,
): void {
  const links: string[] = [];
  const hasNext = p.page * p.limit < total;
  if (p.page > 1) {
    const prev = pageUrl(req, p.page - 1);
    links.push(`<${prev}>; rel="prev"`);
    reply.header('x-app-page-prev-url', prev);
  }
  if (hasNext) {
    const next = pageUrl(req, p.page + 1);
    links.push(`<${next}>; rel="next"`);
    reply.header('x-app-page-next-url', next);
  }
  if (links.length) reply.header('Link', links.join(', '));
  reply.header('x-app-page-result-count', String(total));
  reply.header('x-app-page-current', String(p.page));
  reply.header('x-app-page-limit', String(p.limit));
}
