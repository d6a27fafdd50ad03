/** /profile/{name}: the legacy profile page, with private and banned profiles restricted. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { esc } from '../lib/html.ts';
import { originOf } from '../lib/urls.ts';
import { countPosts, getUser, getUserByName, rolesOf } from '../model/users.ts';
import { queryDiscussions, serializeDiscussions } from '../model/discussions.ts';
import { getConfig } from '../model/config.ts';
import { discussionListHtml } from './discussionList.ts';
import { dateHtml } from './html.ts';
import { renderPage } from './layout.ts';

export function registerProfilePages(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { name: string } }>('/profile/:name', async (req, reply) => {
    const raw = decodeURIComponent(req.params.name);
    const u =
      getUserByName(ctx.db, raw) ?? (/^\d+$/.test(raw) ? getUser(ctx.db, Number(raw)) : undefined);
    if (!u) throw notFound('User');
    const self = req.viewer.userID === u.userID;
    const bannedPrivate = u.banned === 1 && getConfig(ctx.db, 'ui.bannedPrivateProfile') === true;
    const restricted =
      (u.private === 1 || bannedPrivate) && !self && !req.perms.has('personalInfo.view');
    let body: string;
    if (u.deleted) {
      body = `<h1>Deleted User</h1><p class="Messages">This user has been deleted.</p>`;
    } else {
      const counts = countPosts(ctx.db, u.userID);
      const roles = rolesOf(ctx.db, u.userID)
        .map((r) => esc(r.name))
        .join(', ');
      const header = `<div class="Profile-header"><img class="ProfilePhoto" alt="" width="100" height="100" src="/assets/avatars/${u.userID}.svg">
<div><h1>${esc(u.name)}</h1><p class="Profile-title">${esc(u.banned ? 'Banned' : u.title)}</p>
${u.banned ? '<p class="Messages">This user has been banned.</p>' : ''}</div></div>`;
      if (restricted) {
        body = `${header}<p class="Messages">This user's profile is private.</p>`;
      } else {
        const { rows } = queryDiscussions(ctx.db, {
          insertUserID: u.userID,
          visibleCategoryIDs: req.perms.categoriesWith('discussions.view'),
          sort: '-dateInserted',
          pinOrder: 'mixed',
          limit: 10,
          offset: 0,
        });
        const items = serializeDiscussions(ctx.db, rows, {
          viewerID: req.viewer.userID,
          origin: originOf(req),
          expand: (n) => n === 'category',
        });
        const email =
          self || req.perms.has('personalInfo.view')
            ? `<dt>Email</dt><dd>${esc(u.email)}</dd>`
            : '';
        body = `${header}
<dl class="About"><dt>Roles</dt><dd>${roles}</dd><dt>Joined</dt><dd>${dateHtml(u.dateInserted)}</dd><dt>Last active</dt><dd>${dateHtml(u.dateLastActive)}</dd>
<dt>Discussions</dt><dd>${counts.countDiscussions}</dd><dt>Comments</dt><dd>${counts.countComments}</dd><dt>Points</dt><dd>${u.points}</dd>${email}</dl>
<h2>Recent discussions</h2>${discussionListHtml(items, 'No discussions yet.')}`;
      }
    }
    return renderPage(ctx, req, reply, { title: u.deleted ? 'Deleted User' : u.name, body });
  });
}
