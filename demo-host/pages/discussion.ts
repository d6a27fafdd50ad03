/** /discussion/{id}/{slug}[/p{n}]: a discussion with its comments, and the reply form. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { esc, slugify } from '../lib/html.ts';
import { nowIso } from '../lib/time.ts';
import { originOf } from '../lib/urls.ts';
import { csrfTokenFor, csrfValid } from '../auth/sessions.ts';
import { can, serializeOne, visibleDiscussion } from '../api/discussionAccess.ts';
import { listComments } from '../api/comments.ts';
import { prepareBody } from '../lib/format.ts';
import { insertComment } from '../model/posts.ts';
import { allCategories, categoryChain } from '../model/categories.ts';
import { serializeComments } from '../model/comments.ts';
import { dateHtml, marker, pager, userLink } from './html.ts';
import { renderPage } from './layout.ts';

const PER_PAGE = 30;

function post(
  kind: 'Discussion' | 'Comment',
  id: number,
  user: { userID: number; name: string } | undefined,
  date: string,
  body: string,
  extra = '',
): string {
  return `<article class="Item Item${kind}" id="${kind}_${id}">
  <div class="Item-header"><img class="ProfilePhoto" alt="" width="40" height="40" src="/assets/avatars/${user?.userID ?? 0}.svg"> ${userLink(user)} ${dateHtml(date)} ${extra}</div>
  <div class="Message userContent">${body}</div>
</article>`;
}

export function registerDiscussionPages(app: FastifyInstance, ctx: AppContext): void {
  const show = async (
    req: FastifyRequest<{ Params: { id: string; slug?: string; page?: string } }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const id = Number(req.params.id);
    const page = req.params.page === undefined ? 1 : Number(req.params.page);
    if (!Number.isInteger(id) || id < 1 || !Number.isInteger(page) || page < 1)
      throw notFound('Discussion');
    const row = visibleDiscussion(ctx, req, id);
    const d = serializeOne(ctx, req, row, ['insertUser', 'category']);
    const { rows, total } = listComments(ctx, id, 'dateInserted', {
      limit: PER_PAGE,
      offset: (page - 1) * PER_PAGE,
    });
    const totalPages = Math.max(1, Math.ceil(total / PER_PAGE));
    if (page > totalPages) throw notFound('Page');
    const comments = serializeComments(ctx.db, rows, req.viewer.userID, originOf(req));
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
          c.insertUser as { userID: number; name: string },
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
    const body = `<nav class="Breadcrumbs"><a href="/">Home</a> › ${crumbs}</nav>
<h1>${esc(row.name)} ${status}</h1>
<div class="DiscussionMeta">${tags} · ${row.countViews} views · score ${row.score}</div>
${post('Discussion', id, d.insertUser as { userID: number; name: string }, row.dateInserted, row.body)}
<section class="CommentsWrap" data-fw-comment-list><h2>${total} Comments</h2>
${pager(base, page, totalPages, '', 'Comment pages, top')}
${commentHtml}
${pager(base, page, totalPages, '', 'Comment pages, bottom')}
</section>
${form}`;
    return renderPage(ctx, req, reply, { title: row.name, body });
  };
  app.get('/discussion/:id', show);
  app.get('/discussion/:id/:slug', show);
  app.get('/discussion/:id/:slug/p:page', show);

  app.get<{ Params: { id: string } }>('/discussion/comment/:id', async (req, reply) => {
    const c = ctx.db
      .prepare(
        'SELECT discussionID, (SELECT COUNT(*) FROM comments x WHERE x.discussionID = c.discussionID AND x.commentID < c.commentID) AS pos FROM comments c WHERE commentID = ?',
      )
      .get(Number(req.params.id)) as { discussionID: number; pos: number } | undefined;
    if (!c) throw notFound('Comment');
    const d = visibleDiscussion(ctx, req, c.discussionID);
    const page = Math.floor(c.pos / PER_PAGE) + 1;
    return reply.redirect(
      `/discussion/${d.discussionID}/${slugify(d.name)}${page > 1 ? `/p${page}` : ''}#Comment_${req.params.id}`,
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
