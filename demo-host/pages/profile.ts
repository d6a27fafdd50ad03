/**
 * /profile/{name} and its tabs: /profile/discussions/{name}, /profile/comments/{name} and
 * /profile/reactions/{name}?reaction=. Private and banned profiles are restricted.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { UserRow } from '../auth/viewer.ts';
import { notFound } from '../lib/errors.ts';
import { esc, excerpt } from '../lib/html.ts';
import { originOf, profilePath } from '../lib/urls.ts';
import { countPosts, getUser, getUserByName, rolesOf } from '../model/users.ts';
import {
  DISCUSSION_SELECT,
  queryDiscussions,
  serializeDiscussions,
  type DiscussionRow,
} from '../model/discussions.ts';
import { COMMENT_SELECT, type CommentRow } from '../model/comments.ts';
import { reactionTypeByCode, reactionTypes } from '../model/reactions.ts';
import { getConfig } from '../model/config.ts';
import { discussionListHtml } from './discussionList.ts';
import { dateHtml, pager } from './html.ts';
import { renderPage } from './layout.ts';

const PER_PAGE = 30;

/** The user a profile address names (by name, or by ID as deleted users' links do). */
export function profileUser(ctx: AppContext, rawName: string): UserRow {
  let raw: string;
  try {
    raw = decodeURIComponent(rawName);
  } catch {
    throw notFound('User');
  }
  const u =
    getUserByName(ctx.db, raw) ?? (/^\d+$/.test(raw) ? getUser(ctx.db, Number(raw)) : undefined);
  if (!u) throw notFound('User');
  return u;
}

function isRestricted(ctx: AppContext, req: FastifyRequest, u: UserRow): boolean {
  const self = req.viewer.userID === u.userID;
  const bannedPrivate = u.banned === 1 && getConfig(ctx.db, 'ui.bannedPrivateProfile') === true;
  return (u.private === 1 || bannedPrivate) && !self && !req.perms.has('personalInfo.view');
}

type Tab = 'activity' | 'discussions' | 'comments' | 'reactions';

function header(u: UserRow, tab: Tab): string {
  const name = encodeURIComponent(u.name);
  const link = (t: Tab, href: string, label: string): string =>
    t === tab
      ? `<span class="Pager-current" aria-current="page">${label}</span>`
      : `<a href="${esc(href)}">${label}</a>`;
  return `<div class="Profile-header"><img class="ProfilePhoto" alt="" width="100" height="100" src="/assets/avatars/${u.userID}.svg">
<div><h1>${esc(u.name)}</h1><p class="Profile-title">${esc(u.banned ? 'Banned' : u.title)}</p>
${u.banned ? '<p class="Messages">This user has been banned.</p>' : ''}</div></div>
<nav class="Pager ProfileTabs" aria-label="Profile">${link('activity', profilePath(u.name), 'Activity')} ${link('discussions', `/profile/discussions/${name}`, 'Discussions')} ${link('comments', `/profile/comments/${name}`, 'Comments')} <a href="/profile/collections/${name}">Collections</a></nav>`;
}

function pageNumber(raw: string | undefined): number {
  const n = raw === undefined ? 1 : Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 10000) throw notFound('Page');
  return n;
}

/**
 * Renders one profile page: the deleted and restricted cases are handled here, `content`
 * renders the rest.
 */
function profilePage(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  rawName: string,
  tab: Tab,
  title: (u: UserRow) => string,
  content: (u: UserRow) => string,
): FastifyReply {
  const u = profileUser(ctx, rawName);
  let body: string;
  if (u.deleted) body = `<h1>Deleted User</h1><p class="Messages">This user has been deleted.</p>`;
  else if (isRestricted(ctx, req, u))
    body = `${header(u, tab)}<p class="Messages">This user's profile is private.</p>`;
  else body = `${header(u, tab)}${content(u)}`;
  return renderPage(ctx, req, reply, { title: u.deleted ? 'Deleted User' : title(u), body });
}

function commentListHtml(rows: CommentRow[], emptyText: string): string {
  if (!rows.length) return `<p class="Empty">${esc(emptyText)}</p>`;
  return `<ul class="DataList Comments">${rows
    .map(
      (c) => `<li class="Item ItemComment" id="Comment_${c.commentID}">
  <a class="Title" href="/discussion/comment/${c.commentID}">Re: ${esc(c.discussionName)}</a>
  <div class="Excerpt">${esc(excerpt(c.body, 200))}</div>
  <div class="Meta"><span>${dateHtml(c.dateInserted)}</span></div>
</li>`,
    )
    .join('\n')}</ul>`;
}

export function registerProfilePages(app: FastifyInstance, ctx: AppContext): void {
  const discussionsOf = (
    req: FastifyRequest,
    u: UserRow,
    page: number,
  ): { items: Record<string, unknown>[]; total: number } => {
    const { rows, total } = queryDiscussions(ctx.db, {
      insertUserID: u.userID,
      visibleCategoryIDs: req.perms.categoriesWith('discussions.view'),
      sort: '-dateInserted',
      pinOrder: 'mixed',
      limit: PER_PAGE,
      offset: (page - 1) * PER_PAGE,
    });
    const items = serializeDiscussions(ctx.db, rows, {
      viewerID: req.viewer.userID,
      origin: originOf(req),
      expand: (n) => n === 'category',
    });
    return { items, total };
  };

  app.get<{ Params: { name: string } }>('/profile/:name', async (req, reply) =>
    profilePage(
      ctx,
      req,
      reply,
      req.params.name,
      'activity',
      (u) => u.name,
      (u) => {
        const counts = countPosts(ctx.db, u.userID);
        const self = req.viewer.userID === u.userID;
        const roles = rolesOf(ctx.db, u.userID)
          .map((r) => esc(r.name))
          .join(', ');
        const items = discussionsOf(req, u, 1).items.slice(0, 10);
        const email =
          self || req.perms.has('personalInfo.view')
            ? `<dt>Email</dt><dd>${esc(u.email)}</dd>`
            : '';
        const own = self
          ? `<p><a class="Button Button-secondary" href="/profile/edit">Edit Profile</a> <a class="Button Button-secondary" href="/profile/preferences">Preferences</a> <a class="Button Button-secondary" href="/profile/followed-content">Followed Content</a></p>`
          : '';
        return `${own}
<dl class="About"><dt>Roles</dt><dd>${roles}</dd><dt>Joined</dt><dd>${dateHtml(u.dateInserted)}</dd><dt>Last active</dt><dd>${dateHtml(u.dateLastActive)}</dd>
<dt>Discussions</dt><dd>${counts.countDiscussions}</dd><dt>Comments</dt><dd>${counts.countComments}</dd><dt>Points</dt><dd>${u.points}</dd>${email}</dl>
<h2>Recent discussions</h2>${discussionListHtml(items, 'No discussions yet.')}`;
      },
    ),
  );

  const discussions = async (
    req: FastifyRequest<{ Params: { name: string; page?: string } }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const page = pageNumber(req.params.page);
    return profilePage(
      ctx,
      req,
      reply,
      req.params.name,
      'discussions',
      (u) => `Discussions by ${u.name}`,
      (u) => {
        const { items, total } = discussionsOf(req, u, page);
        const pages = Math.max(1, Math.ceil(total / PER_PAGE));
        if (page > pages) throw notFound('Page');
        const base = `/profile/discussions/${encodeURIComponent(u.name)}`;
        return `<h2>Discussions</h2>${discussionListHtml(items, `${u.name} has not started any discussions yet.`)}${pager(base, page, pages)}`;
      },
    );
  };
  app.get('/profile/discussions/:name', discussions);
  app.get('/profile/discussions/:name/p:page', discussions);

  const comments = async (
    req: FastifyRequest<{ Params: { name: string; page?: string } }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const page = pageNumber(req.params.page);
    return profilePage(
      ctx,
      req,
      reply,
      req.params.name,
      'comments',
      (u) => `Comments by ${u.name}`,
      (u) => {
        const cats = req.perms.categoriesWith('discussions.view');
        const where = `c.insertUserID = ? AND d.categoryID IN (${cats.map(() => '?').join(',') || 'NULL'})`;
        const total = (
          ctx.db
            .prepare(
              `SELECT COUNT(*) AS n FROM comments c JOIN discussions d ON d.discussionID = c.discussionID WHERE ${where}`,
            )
            .get(u.userID, ...cats) as { n: number }
        ).n;
        const pages = Math.max(1, Math.ceil(total / PER_PAGE));
        if (page > pages) throw notFound('Page');
        const rows = ctx.db
          .prepare(
            `${COMMENT_SELECT} WHERE ${where} ORDER BY c.dateInserted DESC, c.commentID DESC LIMIT ? OFFSET ?`,
          )
          .all(u.userID, ...cats, PER_PAGE, (page - 1) * PER_PAGE) as CommentRow[];
        const base = `/profile/comments/${encodeURIComponent(u.name)}`;
        return `<h2>Comments</h2>${commentListHtml(rows, `${u.name} has not commented yet.`)}${pager(base, page, pages)}`;
      },
    );
  };
  app.get('/profile/comments/:name', comments);
  app.get('/profile/comments/:name/p:page', comments);

  app.get<{ Params: { name: string }; Querystring: { reaction?: string } }>(
    '/profile/reactions/:name',
    async (req, reply) => {
      const code = typeof req.query.reaction === 'string' ? req.query.reaction : '';
      const type = code ? reactionTypeByCode(ctx.db, code) : undefined;
      if (code && !type) throw notFound('Reaction');
      return profilePage(
        ctx,
        req,
        reply,
        req.params.name,
        'reactions',
        (u) => `${type?.name ?? 'Reactions'} - ${u.name}`,
        (u) => {
          const types = reactionTypes(ctx.db).filter((t) => t.class !== 'Flag');
          const nav = `<nav class="Pager" aria-label="Reactions">${types
            .map((t) =>
              t.tagID === type?.tagID
                ? `<span class="Pager-current" aria-current="page">${esc(t.name)}</span>`
                : `<a href="/profile/reactions/${esc(encodeURIComponent(u.name))}?reaction=${esc(encodeURIComponent(t.urlcode))}">${esc(t.name)}</a>`,
            )
            .join(' ')}</nav>`;
          if (!type) return `<h2>Reactions</h2>${nav}<p>Choose a reaction to see the posts.</p>`;
          const cats = req.perms.categoriesWith('discussions.view');
          const inCats = cats.map(() => '?').join(',') || 'NULL';
          const rows = ctx.db
            .prepare(
              `${DISCUSSION_SELECT} WHERE d.insertUserID = ? AND d.categoryID IN (${inCats})
               AND d.discussionID IN (SELECT recordID FROM reactions WHERE recordType = 'discussion' AND tagID = ?)
               ORDER BY d.dateInserted DESC LIMIT 50`,
            )
            .all(u.userID, ...cats, type.tagID) as DiscussionRow[];
          const items = serializeDiscussions(ctx.db, rows, {
            viewerID: req.viewer.userID,
            origin: originOf(req),
            expand: (n) => n === 'category',
          });
          const comments = ctx.db
            .prepare(
              `${COMMENT_SELECT} WHERE c.insertUserID = ? AND d.categoryID IN (${inCats})
               AND c.commentID IN (SELECT recordID FROM reactions WHERE recordType = 'comment' AND tagID = ?)
               ORDER BY c.dateInserted DESC LIMIT 50`,
            )
            .all(u.userID, ...cats, type.tagID) as CommentRow[];
          return `<h2>Posts of ${esc(u.name)} that got “${esc(type.name)}”</h2>${nav}
<h3>Discussions</h3>${discussionListHtml(items, 'No discussions.')}
<h3>Comments</h3>${commentListHtml(comments, 'No comments.')}`;
        },
      );
    },
  );
}
