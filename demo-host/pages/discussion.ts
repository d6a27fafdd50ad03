/** /discussion/{id}/{slug}[/p{n}]: a discussion with its comments, and the reply form. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { esc, slugify } from '../lib/html.ts';
import { nowIso } from '../lib/time.ts';
import { csrfTokenFor, csrfValid } from '../auth/sessions.ts';
import { can, serializeOne, visibleDiscussion } from '../api/discussionAccess.ts';
import {
  COMMENT_SORTS,
  DEFAULT_COMMENT_SORT,
  commentOptions,
  listComments,
} from '../api/comments.ts';
import { prepareBody } from '../lib/format.ts';
import { insertComment } from '../model/posts.ts';
import { allCategories, categoryChain } from '../model/categories.ts';
import { serializeComments } from '../model/comments.ts';
import { dateHtml, marker, pager, userLink } from './html.ts';
import { renderPage } from './layout.ts';

const PER_PAGE = 30;

const SORT_LABELS: Record<string, string> = {
  dateInserted: 'Oldest',
  '-dateInserted': 'Newest',
  '-score': 'Top',
  '-experimentalTrending': 'Trending',
};

type PostAuthor = { userID: number; name: string; signature?: { body: string } | null } | undefined;

function post(
  kind: 'Discussion' | 'Comment',
  id: number,
  user: PostAuthor,
  date: string,
  body: string,
  extra = '',
): string {
  // The signature's body is sanitised HTML (model/postMeta.ts).
  const signature = user?.signature?.body
    ? `\n  <div class="Signature UserSignature">${user.signature.body}</div>`
    : '';
  return `<article class="Item Item${kind}" id="${kind}_${id}">
  <div class="Item-header"><img class="ProfilePhoto" alt="" width="40" height="40" src="/assets/avatars/${user?.userID ?? 0}.svg"> ${userLink(user)} ${dateHtml(date)} ${extra}</div>
  <div class="Message userContent">${body}</div>${signature}
</article>`;
}

/** The `?sort=` of a discussion page: one of the comment sorts, else the default (oldest). */
export function pageSort(query: unknown): string {
  const v = (query as Record<string, unknown> | undefined)?.sort;
  return typeof v === 'string' && COMMENT_SORTS.includes(v) ? v : DEFAULT_COMMENT_SORT;
}

export function registerDiscussionPages(app: FastifyInstance, ctx: AppContext): void {
  const show = async (
    req: FastifyRequest<{ Params: { id: string; slug?: string; page?: string } }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const id = Number(req.params.id);
    // `/discussion/{id}/p{n}` (no slug) names a page too.
    const bare = req.params.page === undefined ? /^p(\d{1,9})$/.exec(req.params.slug ?? '') : null;
    const page = bare
      ? Number(bare[1])
      : req.params.page === undefined
        ? 1
        : Number(req.params.page);
    if (!Number.isInteger(id) || id < 1 || !Number.isInteger(page) || page < 1)
      throw notFound('Discussion');
    const sort = pageSort(req.query);
    const row = visibleDiscussion(ctx, req, id);
    // The same JSON as GET /discussions/{id}?expand=insertUser.signature,category,breadcrumbs.
    const d = serializeOne(ctx, req, row, ['insertUser.signature', 'category', 'breadcrumbs']);
    const { rows, total } = listComments(ctx, id, sort, {
      limit: PER_PAGE,
      offset: (page - 1) * PER_PAGE,
    });
    const totalPages = Math.max(1, Math.ceil(total / PER_PAGE));
    if (page > totalPages) throw notFound('Page');
    // The same JSON as GET /comments?discussionID=…&page=…&limit=30&sort=…&expand=insertUser.signature.
    const comments = serializeComments(
      ctx.db,
      rows,
      commentOptions(ctx, req, ['insertUser.signature']),
    );
    if (req.viewer.signedIn) {
      ctx.db
        .prepare(
          `INSERT INTO user_discussion (userID, discussionID, countCommentsRead, dateLastViewed) VALUES (?, ?, ?, ?)
           ON CONFLICT (userID, discussionID) DO UPDATE SET countCommentsRead = MAX(COALESCE(countCommentsRead, 0), excluded.countCommentsRead), dateLastViewed = excluded.dateLastViewed`,
        )
        .run(req.viewer.userID, id, Math.min(total, page * PER_PAGE), nowIso());
    }
    const crumbs = categoryChain(allCategories(ctx.db), row.categoryID)
      .map((c) => `<a href="/categories/${esc(c.urlcode)}">${esc(c.name)}</a>`)
      .join(' › ');
    const base = `/discussion/${id}/${slugify(row.name)}`;
    const query = sort === DEFAULT_COMMENT_SORT ? '' : `?sort=${encodeURIComponent(sort)}`;
    const tags = (d.tags as { tagID: number; name: string }[])
      .map((t) => `<a class="Tag" href="/discussions?tagID=${t.tagID}">${esc(t.name)}</a>`)
      .join(' ');
    const status = [
      row.pinned ? 'Announcement' : '',
      row.closed ? 'Closed' : '',
      row.type === 'question'
        ? ['', 'Unanswered', 'Answered', 'Accepted', 'Rejected'][row.statusID ?? 1]
        : '',
    ]
      .filter(Boolean)
      .map((s) => `<span class="Tag">${esc(s)}</span>`)
      .join(' ');
    const commentHtml = comments
      .map((c) => {
        const answer = (c.attributes as { answer?: { status: string } }).answer;
        return post(
          'Comment',
          c.commentID as number,
          c.insertUser as PostAuthor,
          c.dateInserted as string,
          c.body as string,
          answer
            ? `<span class="Tag">${esc(answer.status === 'accepted' ? 'Accepted Answer' : 'Rejected Answer')}</span>`
            : '',
        );
      })
      .join('\n');
    const form = !req.viewer.signedIn
      ? `<p class="CommentForm"><a class="Button" href="/entry/signin?target=${esc(encodeURIComponent(base))}">Sign in to comment</a></p>`
      : can(req, 'comment', row) && !req.viewer.banned
        ? // The composer's comment box; the legacy form shows until it loads, and without it.
          marker(
            'CommentBox',
            { discussionID: id },
            `<form class="CommentForm" method="post" action="/discussion/${id}/comment">
  <input type="hidden" name="transientKey" value="${esc(csrfTokenFor(req, reply, ctx.secret) ?? '')}">
  <label for="Form_Body">Leave a comment</label>
  <textarea id="Form_Body" name="body" rows="5" required maxlength="20000"></textarea>
  <button type="submit" class="Button">Post Comment</button>
</form>`,
          )
        : `<p class="CommentForm Closed">${row.closed ? 'This discussion has been closed.' : 'You cannot comment here.'}</p>`;
    const sortLinks = COMMENT_SORTS.map((s) => {
      const href = `${base}${s === DEFAULT_COMMENT_SORT ? '' : `?sort=${encodeURIComponent(s)}`}`;
      const label = SORT_LABELS[s] ?? s;
      return s === sort
        ? `<span aria-current="true">${esc(label)}</span>`
        : `<a href="${esc(href)}">${esc(label)}</a>`;
    }).join(' · ');
    const fallback = `<nav class="Breadcrumbs"><a href="/">Home</a> › ${crumbs}</nav>
<h1>${esc(row.name)} ${status}</h1>
<div class="DiscussionMeta">${tags} · ${row.countViews} views · score ${row.score}</div>
${post('Discussion', id, d.insertUser as PostAuthor, row.dateInserted, d.body as string)}
<section class="CommentsWrap" data-fw-comment-list><h2>${total} Comments</h2>
<p class="CommentSorts">Sort: ${sortLinks}</p>
${pager(base, page, totalPages, query, 'Comment pages, top')}
${commentHtml}
${pager(base, page, totalPages, query, 'Comment pages, bottom')}
</section>
${form}`;
    const props = {
      discussionID: id,
      discussion: d,
      comments,
      page,
      sort,
      limit: PER_PAGE,
      totalComments: total,
    };
    const body = marker('DiscussionPage', props, fallback);
    return renderPage(ctx, req, reply, { title: row.name, body });
  };
  app.get('/discussion/:id', show);
  app.get('/discussion/:id/:slug', show);
  app.get('/discussion/:id/:slug/p:page', show);

  app.get<{ Params: { id: string } }>('/discussion/comment/:id', async (req, reply) => {
    // Its place in the default (oldest first) order, the order of the page it is sent to.
    const c = ctx.db
      .prepare(
        `SELECT discussionID, (SELECT COUNT(*) FROM comments x WHERE x.discussionID = c.discussionID
           AND (x.dateInserted < c.dateInserted OR (x.dateInserted = c.dateInserted AND x.commentID < c.commentID))) AS pos
         FROM comments c WHERE commentID = ?`,
      )
      .get(Number(req.params.id)) as { discussionID: number; pos: number } | undefined;
    if (!c) throw notFound('Comment');
    const d = visibleDiscussion(ctx, req, c.discussionID);
    const page = Math.floor(c.pos / PER_PAGE) + 1;
    // The query goes along: a reply draft's link (`?hasDraft=true`, 04 §6) reopens its reply there.
    const at = req.url.indexOf('?');
    const query = at < 0 ? '' : req.url.slice(at);
    return reply.redirect(
      `/discussion/${d.discussionID}/${slugify(d.name)}${page > 1 ? `/p${page}` : ''}${query}#Comment_${req.params.id}`,
    );
  });

  app.post<{ Params: { id: string }; Body: { body?: string; transientKey?: string } }>(
    '/discussion/:id/comment',
    async (req, reply) => {
      if (!req.viewer.signedIn)
        return reply.redirect(
          `/entry/signin?target=${encodeURIComponent(`/discussion/${req.params.id}`)}`,
        );
      if (!csrfValid(req, ctx.secret, req.body?.transientKey))
        throw new HttpError(403, 'Invalid CSRF token.');
      if (req.viewer.banned) throw new HttpError(403, 'You have been banned.');
      const d = visibleDiscussion(ctx, req, Number(req.params.id));
      if (!can(req, 'comment', d)) throw new HttpError(403, 'Permission Problem');
      const text = (req.body?.body ?? '').trim();
      if (!text) throw new HttpError(422, 'The comment is empty.');
      const commentID = insertComment(
        ctx.db,
        d,
        req.viewer.userID,
        prepareBody(ctx.db, text, 'text'),
        nowIso(),
      );
      return reply.redirect(`/discussion/comment/${commentID}`, 303);
    },
  );
}
