/** Discussion lists and category pages: /, /discussions, /categories, /categories/{id}[/p{n}]. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { esc } from '../lib/html.ts';
import { originOf } from '../lib/urls.ts';
import { listDiscussions, type ListQuery } from '../api/discussions.ts';
import { categoryContext, getCategory, serializeCategory } from '../model/categories.ts';
import { discussionListHtml } from './discussionList.ts';
import { marker, pager } from './html.ts';
import { renderPage } from './layout.ts';

const LIMIT = 30;
const EXPAND = ['insertUser', 'lastUser', 'breadcrumbs', 'category'];

function pageNumber(raw: string | undefined): number {
  const n = raw === undefined ? 1 : Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 10000) throw notFound('Page');
  return n;
}

function discussionListPage(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  o: {
    title: string;
    heading: string;
    base: string;
    page: number;
    apiParams: ListQuery;
    intro?: string;
    extra?: string;
  },
): FastifyReply {
  const apiParams: ListQuery = { ...o.apiParams, limit: LIMIT, page: o.page, expand: EXPAND };
  const r = listDiscussions(ctx, req, apiParams);
  const totalPages = Math.max(1, Math.ceil(r.total / LIMIT));
  if (o.page > totalPages) throw notFound('Page');
  const query = new URL(req.url, 'http://x').search;
  const props = {
    apiParams: { ...o.apiParams, limit: LIMIT, page: o.page, expand: EXPAND },
    discussions: r.items,
    paging: {
      currentPage: o.page,
      limit: LIMIT,
      total: r.total,
      nextURL: o.page < totalPages ? `${o.base}/p${o.page + 1}${query}` : undefined,
      prevURL:
        o.page > 1
          ? o.page === 2
            ? `${o.base}${query}`
            : `${o.base}/p${o.page - 1}${query}`
          : undefined,
    },
  };
  const fallback =
    discussionListHtml(r.items) +
    pager(o.base === '' ? '/discussions' : o.base, o.page, totalPages, query);
  const body = `<h1>${esc(o.heading)}</h1>${o.intro ?? ''}${o.extra ?? ''}${marker('DiscussionList', props, fallback)}`;
  return renderPage(ctx, req, reply, { title: o.title, body });
}

function tagFilter(req: FastifyRequest): ListQuery {
  const tagID = (req.query as Record<string, unknown>).tagID;
  if (tagID === undefined) return {};
  if (typeof tagID !== 'string' || !/^\d+$/.test(tagID))
    throw new HttpError(400, 'tagID must be a number.');
  return { tagID };
}

export function registerForumPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/', async (req, reply) =>
    discussionListPage(ctx, req, reply, {
      title: '',
      heading: 'Recent Discussions',
      base: '/discussions',
      page: 1,
      apiParams: {},
    }),
  );

  const discussions = async (
    req: FastifyRequest<{ Params: { page?: string } }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> =>
    discussionListPage(ctx, req, reply, {
      title: 'Discussions',
      heading: 'Recent Discussions',
      base: '/discussions',
      page: pageNumber(req.params.page),
      apiParams: tagFilter(req),
    });
  app.get('/discussions', discussions);
  app.get('/discussions/p:page', discussions);

  app.get('/categories', async (req, reply) => {
    const cctx = categoryContext(ctx.db, req.viewer.userID, originOf(req));
    const visible = cctx.all.filter((c) => req.perms.inCategory('discussions.view', c.categoryID));
    const item = (parentID: number | null, depth: number): string =>
      visible
        .filter((c) => c.parentCategoryID === parentID)
        .map((c) => {
          const s = serializeCategory(c, cctx);
          return `<li class="Item Depth${depth}" id="Category_${c.categoryID}">
  <a class="Title" href="/categories/${esc(c.urlcode)}">${esc(c.name)}</a>${c.isArchived ? ' <span class="Tag">Archived</span>' : ''}
  <div class="Description">${esc(c.description ?? '')}</div>
  <div class="Meta">${esc(s.countAllDiscussions)} discussions · ${esc(s.countAllComments)} comments · ${esc(s.countFollowers)} followers</div>
  ${visible.some((x) => x.parentCategoryID === c.categoryID) ? `<ul class="DataList Categories">${item(c.categoryID, depth + 1)}</ul>` : ''}
</li>`;
        })
        .join('\n');
    const body = `<h1>Categories</h1><ul class="DataList Categories">${item(null, 1)}</ul>`;
    return renderPage(ctx, req, reply, { title: 'Categories', body });
  });

  const category = async (
    req: FastifyRequest<{ Params: { id: string; page?: string } }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const c = getCategory(ctx.db, req.params.id);
    if (!c) throw notFound('Category');
    if (!req.perms.inCategory('discussions.view', c.categoryID))
      throw new HttpError(403, 'Permission Problem');
    const base = `/categories/${c.urlcode}`;
    const fallback = req.viewer.signedIn
      ? `<a class="Button Button-secondary" href="/profile/${esc(encodeURIComponent(req.viewer.name))}">Follow settings</a>`
      : `<a class="Button Button-secondary" href="/entry/signin?target=${esc(encodeURIComponent(base))}">Sign in to follow</a>`;
    const follow = marker(
      'FollowDropdown',
      { categoryID: c.categoryID, name: c.name, url: base },
      fallback,
    );
    return discussionListPage(ctx, req, reply, {
      title: c.name,
      heading: c.name,
      base,
      page: pageNumber(req.params.page),
      apiParams: { categoryID: c.categoryID, ...tagFilter(req) },
      intro: `<p class="CategoryDescription">${esc(c.description ?? '')}</p>`,
      extra: `<div class="PageControls">${follow}</div>`,
    });
  };
  app.get('/categories/:id', category);
  app.get('/categories/:id/p:page', category);
}
